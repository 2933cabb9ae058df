// UI strings of mf-forms. Each key in uk, ru and en.
export const formsStrings = {} as const;
