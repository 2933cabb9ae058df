// UI strings of mf-map. Each key in uk, ru and en.
export const mapStrings = {} as const;
