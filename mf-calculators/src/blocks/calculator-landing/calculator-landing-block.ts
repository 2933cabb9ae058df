import { exposeBlock } from '@bank/shared-kit';
import { CalculatorLanding } from './CalculatorLanding';
import { loadCalculatorLanding } from './load-calculator-landing';

export default exposeBlock({ Component: CalculatorLanding, load: loadCalculatorLanding });
