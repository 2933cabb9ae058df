// UI strings of mf-rates. Each key in uk, ru and en.
export const ratesStrings = {} as const;
