import { remoteStrings } from '@bank/shared-kit';
import { dictionary } from './dictionary';

/** mf-search's strings: its blocks wait for the page's language of them (exposeBlock's `strings`). */
export const strings = remoteStrings('mf-search', dictionary);
export const { translator } = strings;
/** A key of mf-search's own strings. */
export type StringKey = keyof typeof dictionary;
