// UI strings of mf-content. Each key in uk, ru and en.
export const contentStrings = {} as const;
