import { exposeBlock } from '@bank/shared-kit';
import { PaymentCards } from './PaymentCards';
import { loadPaymentCards } from './load-payment-cards';

export default exposeBlock({ Component: PaymentCards, load: loadPaymentCards });
