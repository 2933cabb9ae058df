import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { CalculatorBlock } from '../../calculator/CalculatorBlock';
import { loadMortgageCalculator } from './load-mortgage-calculator';

// The mortgage is one of the calculator family: the same component, its own loader (offers and costs).
export default exposeBlock({ Component: CalculatorBlock, load: loadMortgageCalculator, strings });
