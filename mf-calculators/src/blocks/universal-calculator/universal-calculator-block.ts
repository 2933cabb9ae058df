import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { CalculatorBlock } from '../../calculator/CalculatorBlock';
import { loadUniversalCalculator } from './load-universal-calculator';

// The best-offer calculator is one of the calculator family: the same component, its own loader.
export default exposeBlock({ Component: CalculatorBlock, load: loadUniversalCalculator, strings });
