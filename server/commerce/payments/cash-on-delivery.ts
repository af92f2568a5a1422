import { hasDownloadableItem } from '../orders/order-store';
import type { PaymentGateway } from './gateway';

/**
 * Cash on delivery (WC_Gateway_COD::process_payment): nothing is collected now. An order with a
 * downloadable item goes on-hold, as WooCommerce's default for the filter
 * `woocommerce_cod_process_payment_order_status` has it: its files are granted only once the
 * merchant marks it paid (processing or completed), never before. Any other order goes to
 * processing, unpaid; a gift voucher in it issues no gift card (issueGiftCards runs only when
 * paid), since a voucher is money.
 */
export const cashOnDelivery: PaymentGateway = {
  id: 'cod',
  title: 'Nachnahme',
  description: 'Bezahlen Sie bar bei Lieferung.',
  icon: null,
  process: async (request, tx) => ({
    status: (await hasDownloadableItem(tx, request.orderId)) ? 'on-hold' : 'processing',
    paid: false,
    transactionId: '',
  }),
};
