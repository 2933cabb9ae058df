import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { CalculatorMap } from './CalculatorMap';
import { loadCalculatorMap } from './load-calculator-map';

export default exposeBlock({ Component: CalculatorMap, load: loadCalculatorMap, strings });
