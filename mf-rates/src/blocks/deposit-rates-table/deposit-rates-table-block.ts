import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { DepositRatesTable } from './DepositRatesTable';
import { loadDepositRatesTable } from './load-deposit-rates-table';

export default exposeBlock({ Component: DepositRatesTable, load: loadDepositRatesTable, strings });
