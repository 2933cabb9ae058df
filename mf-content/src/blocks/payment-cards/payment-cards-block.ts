import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { PaymentCards } from './PaymentCards';
import { loadPaymentCards } from './load-payment-cards';

export default exposeBlock({ Component: PaymentCards, load: loadPaymentCards, strings });
