import { exposeBlock } from '@bank/shared-kit';
import { CalculatorMap } from './CalculatorMap';
import { loadCalculatorMap } from './load-calculator-map';

export default exposeBlock({ Component: CalculatorMap, load: loadCalculatorMap });
