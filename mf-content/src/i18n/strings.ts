import { remoteStrings } from '@bank/shared-kit';
import { dictionary } from './dictionary';

/** mf-content's strings: its blocks wait for the page's language of them (exposeBlock's `strings`). */
export const strings = remoteStrings('mf-content', dictionary);
export const { translator } = strings;
/** A translator of mf-content's strings and the shared kit's common ones. */
type Translate = ReturnType<typeof translator>;
/** A key that translator knows: mf-content's own or a common one. */
export type StringKey = Parameters<Translate>[0];
