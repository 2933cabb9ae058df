import { exposeBlock } from '@bank/shared-kit';
import { DepositRatesTable } from './DepositRatesTable';
import { loadDepositRatesTable } from './load-deposit-rates-table';

export default exposeBlock({ Component: DepositRatesTable, load: loadDepositRatesTable });
