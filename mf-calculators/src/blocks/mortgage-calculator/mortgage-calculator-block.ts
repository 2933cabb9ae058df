import { exposeBlock } from '@bank/shared-kit';
import { CalculatorSection } from '../../calculator/CalculatorSection';
import { loadMortgageCalculator } from './load-mortgage-calculator';

// The mortgage is one of the calculator family: the same component, its own loader (offers and costs).
export default exposeBlock({ Component: CalculatorSection, load: loadMortgageCalculator });
