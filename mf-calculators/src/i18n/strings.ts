import { remoteStrings } from '@bank/shared-kit';
import { dictionary } from './dictionary';

/** mf-calculators's strings: its blocks wait for the page's language of them (exposeBlock's `strings`). */
export const strings = remoteStrings('mf-calculators', dictionary);
export const { translator } = strings;
/** A translator of mf-calculators's strings and the shared kit's common ones. */
export type Translate = ReturnType<typeof translator>;
