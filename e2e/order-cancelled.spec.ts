import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { orderByCashOnDeliveryWithNewAccount, signInOnAccountPage } from './support/checkout-form';
import { ownClientAddress } from './support/client-address';
import { fillCart } from './support/fill-cart';
import { fetchMailbox } from './support/mailbox';
import { pickProducts } from './support/pick-products';

test.use(ownClientAddress());

/**
 * The merchant cancels a cash-on-delivery order that will not be delivered (the embedded
 * backend's `PUT /wp-json/wc/v3/orders/<id>` {"status": "cancelled"}, ADMIN_SECRET): the customer
 * reads "Storniert" in the account and on the order's page, gets a mail saying there is nothing to
 * pay, and the unit is for sale again. Needs the backend's address and secrets, so against a
 * deployed preview BACKEND_PORT, ADMIN_SECRET and MAILBOX_SECRET must be given too.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
const backendOrigin = `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}`;

async function stockOf(slug: string): Promise<number | null> {
  const query = `query S($slug: ID!) { product(id: $slug, idType: SLUG) { ... on SimpleProduct { stockQuantity } } }`;
  const response = await fetch(`${backendOrigin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { slug } }) });
  return ((await response.json()) as { data: { product: { stockQuantity: number | null } } }).data.product.stockQuantity;
}

async function cancelOrder(orderId: string) {
  const response = await fetch(`${backendOrigin}/wp-json/wc/v3/orders/${orderId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.ADMIN_SECRET}` },
    body: JSON.stringify({ status: 'cancelled' }),
  });
  expect(response.status, 'the order route (ADMIN_SECRET)').toBe(200);
}

test('a customer whose unpaid order the merchant cancels reads "Storniert", is told nothing is to pay, and the unit is for sale again', async ({ page }) => {
  const name = `storno${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@example.com`;
  const [product] = await pickProducts(1);
  const stockBefore = await stockOf(product.slug);

  await fillCart(page, [{ slug: product.slug }]);
  await openHydrated(page, '/checkout');
  const orderId = await orderByCashOnDeliveryWithNewAccount(page, { username: name, email, password: 'storno-Geheim-1' });
  if (stockBefore !== null) expect(await stockOf(product.slug)).toBe(stockBefore - 1);

  await cancelOrder(orderId);
  if (stockBefore !== null) expect(await stockOf(product.slug)).toBe(stockBefore);

  await openHydrated(page, '/my-account');
  await signInOnAccountPage(page, name, 'storno-Geheim-1');
  await page.getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page.getByTestId('account-order-status').first()).toHaveText('Storniert');
  // The order's page reads the shop, not this browser's confirmation.
  await page.context().clearCookies({ name: 'vitrine-order' });
  await page.goto(`/order-summary/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Storniert');
  // No contract is left to withdraw from: the order offers no withdrawal (the footer's general control stays).
  await expect(page.getByTestId('order-withdrawal')).toHaveCount(0);

  const subject = `Ihre Bestellung ${orderId} bei Vitrine wurde storniert`;
  let mailId: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string; subject: string }[] };
      mailId = messages.find((message) => message.subject === subject)?.id;
      return mailId;
    })
    .toBeTruthy();
  const mail = (await (await fetchMailbox(`/api/messages/${mailId}`)).json()) as { text: string };
  expect(mail.text).toContain('Sie wird nicht geliefert, und Sie müssen nichts bezahlen.');
});
