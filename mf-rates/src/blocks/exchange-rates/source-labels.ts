import type { StringKey } from '../../i18n/strings';
import type { RateSource } from '../../exchange/rate-source';

/** Each rate source's name: its tab and its table's caption. */
export const SOURCE_LABELS = { cash: 'ratesTabCash', cards: 'ratesTabCards', nbu: 'ratesTabNbu' } as const satisfies Record<RateSource, StringKey>;
