import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { CreditDebtBriefcase } from './CreditDebtBriefcase';
import { loadCreditDebtBriefcase } from './load-credit-debt-briefcase';

export default exposeBlock({ Component: CreditDebtBriefcase, load: loadCreditDebtBriefcase, strings });
