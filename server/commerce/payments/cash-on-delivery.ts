import type { PaymentGateway } from './gateway';

/** Cash on delivery (WC_Gateway_COD): nothing to collect now; the order goes to processing. */
export const cashOnDelivery: PaymentGateway = {
  id: 'cod',
  title: 'Nachnahme',
  description: 'Bezahlen Sie bar bei Lieferung.',
  icon: null,
  process: async () => ({ status: 'processing', paid: false, transactionId: '' }),
};
