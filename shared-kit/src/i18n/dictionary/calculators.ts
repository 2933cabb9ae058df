// UI strings of mf-calculators. Each key in uk, ru and en.
export const calculatorsStrings = {} as const;
