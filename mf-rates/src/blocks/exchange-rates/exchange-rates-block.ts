import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { ExchangeRates } from './ExchangeRates';
import { loadExchangeRates } from './load-exchange-rates';

export default exposeBlock({ Component: ExchangeRates, load: loadExchangeRates, strings });
