// UI strings of mf-search. Each key in uk, ru and en.
export const searchStrings = {} as const;
