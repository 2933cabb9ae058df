import { remoteStrings } from '@bank/shared-kit';
import { dictionary } from './dictionary';

/** mf-search's strings: its blocks wait for the page's language of them (exposeBlock's `strings`). */
export const strings = remoteStrings('mf-search', dictionary);
export const { translator } = strings;
/** A translator of mf-search's strings and the shared kit's common ones. */
type Translate = ReturnType<typeof translator>;
/** A key that translator knows: mf-search's own or a common one. */
export type StringKey = Parameters<Translate>[0];
