import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { CalculatorLanding } from './CalculatorLanding';
import { loadCalculatorLanding } from './load-calculator-landing';

export default exposeBlock({ Component: CalculatorLanding, load: loadCalculatorLanding, strings });
