import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, type MailAddress, type OrderConfirmationVars } from '@/server/commerce/mail/templates/order-confirmation';

/**
 * The order mail when the merchant completes or cancels an order (server/commerce/orders/update-order.ts):
 * what it says follows how the order reaches the shopper, and a cancelled order asks for nothing.
 */
const address: MailAddress = { firstName: 'Jonas', lastName: 'Reiter', company: '', address1: 'Am Markt 9', address2: '', postcode: '28195', city: 'Bremen', country: 'DE' };

const vars = (overrides: Partial<OrderConfirmationVars>): OrderConfirmationVars => ({
  language: 'de',
  timeZone: 'Europe/Berlin',
  orderNumber: 4711,
  orderDate: new Date('2026-11-28T10:00:00Z'),
  firstName: 'Jonas',
  lines: [{ name: 'Tuch Hanne', quantity: 1, gross: 25_00, attributes: [] }],
  totals: { subtotalGross: 25_00, couponsGross: 0, shippingMethod: 'Versand', shippingGross: 4_95, grandTotal: 29_95, totalTax: 4_78, giftCards: [], amountDue: 29_95 },
  shippingRate: { id: 'flat_rate:2', methodId: 'flat_rate', title: 'Versand innerhalb Deutschlands' },
  paymentMethod: { id: 'stripe', title: 'Kreditkarte' },
  needsPayment: false,
  billingAddress: address,
  shippingAddress: address,
  customerNote: '',
  giftCardCodes: [],
  downloads: [],
  legal: {
    shopName: 'Vitrine',
    company: 'Vitrine GmbH',
    address,
    email: 'hallo@example.com',
    phone: '+49 30 1234',
    managingDirectors: 'Anna Muster',
    register: 'HRB 1',
    vatId: 'DE123',
    links: { terms: 'https://shop.example/agb', withdrawal: 'https://shop.example/widerruf', privacy: 'https://shop.example/datenschutz' },
  },
  ...overrides,
});

describe('the mail of an order the merchant completed', () => {
  it('says a shipped order is on its way, a pickup order waits in the shop, and one paid at the door or with nothing to ship is complete', () => {
    const shipped = orderConfirmationMail.render(vars({ occasion: 'completed' }));
    expect(shipped.subject).toBe('Ihre Bestellung 4711 bei Vitrine ist abgeschlossen');
    expect(shipped.text).toContain('Hallo Jonas, gute Nachrichten: Ihre Bestellung ist auf dem Weg zu Ihnen.');

    const pickup = orderConfirmationMail.render(vars({ occasion: 'completed', shippingRate: { id: 'local_pickup:3', methodId: 'local_pickup', title: 'Abholung' } }));
    expect(pickup.text).toContain('Ihre Bestellung liegt zur Abholung in unserem Laden bereit.');
    expect(pickup.text).not.toContain('auf dem Weg');

    // Cash on delivery is completed after the handover and the payment at the door.
    const cashOnDelivery = orderConfirmationMail.render(vars({ occasion: 'completed', paymentMethod: { id: 'cod', title: 'Nachnahme' } }));
    expect(cashOnDelivery.text).toContain('Hallo Jonas, vielen Dank für Ihren Einkauf: Wir haben Ihre Bestellung abgeschlossen.');

    const virtual = orderConfirmationMail.render(vars({ occasion: 'completed', shippingRate: null, shippingAddress: null, language: 'fr' }));
    expect(virtual.subject).toBe('Votre commande 4711 chez Vitrine est terminée');
    expect(virtual.text).toContain('Bonjour Jonas, merci pour votre achat : nous avons terminé votre commande.');
  });
});

describe('the mail of an order the merchant cancelled', () => {
  it('asks for no payment, promises no gift-card codes, and shows no amount due under a gift card whose credit went back', () => {
    const totals = { ...vars({}).totals, giftCards: [{ code: 'gc-abcd', amount: 10_00 }], amountDue: 19_95 };
    const mail = orderConfirmationMail.render(vars({ occasion: 'cancelled', language: 'en', totals, needsPayment: true, giftCardsAfterPayment: true }));
    expect(mail.subject).toBe('Your Vitrine order 4711 has been cancelled');
    expect(mail.text).toContain('you do not have to pay anything');
    expect(mail.text).toContain('The credit your gift card paid towards this order is back on the card.');
    expect(mail.text).toMatch(/Total: +€29.95/);
    for (const absent of ['Amount due', 'GC-ABCD', 'Payment is still outstanding', 'issued only once']) expect(mail.text).not.toContain(absent);
  });
});
