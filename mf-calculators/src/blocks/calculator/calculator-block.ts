import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { CalculatorBlock } from '../../calculator/CalculatorBlock';
import { loadCalculator } from './load-calculator';

// Credit, legal credit, deposit and credit card: one component family, the type read from field_calculator_type.

export default exposeBlock({ Component: CalculatorBlock, load: loadCalculator, strings });
