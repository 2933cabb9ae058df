import { remoteStrings } from '@bank/shared-kit';
import { dictionary } from './dictionary';

/** mf-map's strings: its blocks wait for the page's language of them (exposeBlock's `strings`). */
export const strings = remoteStrings('mf-map', dictionary);
export const { translator } = strings;
/** A translator of mf-map's strings and the shared kit's common ones. */
export type Translate = ReturnType<typeof translator>;
/** A key that translator knows: mf-map's own or a common one. */
export type StringKey = Parameters<Translate>[0];
