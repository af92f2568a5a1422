import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Back-in-stock alerts on a sold-out variation: the product page's form asks for one (double
 * opt-in), the mailed link confirms, the merchant restocks through the backend's stock route
 * (ADMIN_SECRET, set by playwright.config.ts), and one mail arrives with a link to the variation,
 * which opens the product page with its options chosen. The mail is read from the catcher.
 * The variation was sold out in the seed and is sold out again afterwards: the journeys share one shop.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const backendOrigin = `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}`;
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
/** Products other journeys buy or look at: their stock and look stay as those expect. */
const TAKEN = new Set(['blusenkleid-ida', 'cordrock-emilia', 'espadrilles-carlotta', 'jeansrock-lina', 'leggings-pia', 'leinenkleid-marlene', 'midikleid-charlotte', 'seidentuch-aurelia', 'shopper-alva', 'tanktop-jule', 'wickelkleid-frieda']);

type Variation = { databaseId: number; stockStatus: string; manageStock: unknown; stockQuantity: number | null; attributes: { nodes: { name: string; value: string }[] } };
type Product = { slug: string; databaseId: number; variations?: { nodes: Variation[] } };
type Summary = { id: string; subject: string };
type Mail = { subject: string; text?: string };

/** A variable product with a variation sold out (counted stock at 0) in the seed. */
async function soldOutVariation() {
  const query = `{ products(first: 100, where: { typeIn: [VARIABLE] }) { nodes { slug databaseId ... on VariableProduct {
    variations(first: 100) { nodes { databaseId stockStatus manageStock stockQuantity attributes { nodes { name value } } } } } } } }`;
  const response = await fetch(`${backendOrigin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const products = ((await response.json()) as { data: { products: { nodes: Product[] } } }).data.products.nodes;
  const candidates = products
    .filter((product) => !TAKEN.has(product.slug))
    .flatMap((product) =>
      (product.variations?.nodes ?? [])
        .filter((variation) => variation.stockStatus === 'OUT_OF_STOCK' && String(variation.manageStock).toUpperCase() === 'TRUE' && variation.attributes.nodes.every((attribute) => attribute.value !== ''))
        .map((variation) => ({ product, variation })),
    )
    .sort((a, b) => b.product.slug.localeCompare(a.product.slug));
  expect(candidates.length, 'a sold-out variation in the seeded shop').toBeGreaterThan(0);
  return candidates[0]!;
}

async function setStock(productId: number, variationId: number, body: Record<string, unknown>) {
  const response = await fetch(`${backendOrigin}/wp-json/wc/v3/products/${productId}/variations/${variationId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.ADMIN_SECRET}` },
    body: JSON.stringify(body),
  });
  expect(response.status, 'the stock route (ADMIN_SECRET)').toBe(200);
}

async function mailsTo(to: string): Promise<Summary[]> {
  return ((await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(to)}`)).json()) as { messages: Summary[] }).messages;
}

async function mailTo(to: string, subjectPart: string): Promise<Mail> {
  let found: Summary | undefined;
  await expect.poll(async () => Boolean((found = (await mailsTo(to)).find((message) => message.subject.includes(subjectPart))))).toBe(true);
  return (await (await fetchMailbox(`/api/messages/${found!.id}`)).json()) as Mail;
}

/** A mailed link as a path on the shop the tests run against (the mail names the configured origin). */
function linkIn(mail: Mail, pattern: RegExp): string {
  const url = new URL(pattern.exec(mail.text ?? '')![0]);
  return `${url.pathname}${url.search}`;
}

test('a sold-out variation: ask for an alert, confirm by mail, one mail with the variation’s link after the restock', async ({ page }) => {
  const { product, variation } = await soldOutVariation();
  const email = `${unique('wartende')}@example.com`;
  try {
    const main = page.locator('main');
    const alert = page.getByTestId('back-in-stock');
    // Choose the sold-out variation in the picker: the alert form opens with it selected. The
    // cached page shows an earlier run's stock changes on its first visit, even after a restart
    // (app/api/revalidate, lib/commerce/revalidation-log.ts).
    await openHydrated(page, `/product/${product.slug}`);
    for (const attribute of variation.attributes.nodes) {
      const key = attribute.name.toLowerCase().replace(/^pa_/, '');
      await main.locator(`label:has(input[name="attribute-${key}"][value="${attribute.value}" i])`).click();
    }
    await expect(alert).toHaveAttribute('open', '');
    await expect(alert.getByRole('combobox', { name: 'Ausverkaufte Variante' })).toHaveValue(String(variation.databaseId));

    const field = alert.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    await field.fill('keine-adresse');
    await alert.getByRole('button', { name: 'Benachrichtigen' }).click();
    await expect(alert.getByRole('alert')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(field).toHaveValue('keine-adresse');
    await field.fill(email);
    await alert.getByRole('button', { name: 'Benachrichtigen' }).click();
    await expect(alert.getByRole('status')).toContainText('Fast geschafft');

    const confirmation = await mailTo(email, 'Bitte bestätigen Sie');
    await page.goto(linkIn(confirmation, /https?:\/\/\S+\/back-in-stock\/confirm\S+/));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Benachrichtigung ist bestätigt');

    await setStock(product.databaseId, variation.databaseId, { stock_quantity: 7 });
    const notice = await mailTo(email, 'Wieder da');
    const link = linkIn(notice, /https?:\/\/\S+\/product\/\S+/);
    expect(link).toMatch(new RegExp(`^/product/${product.slug}\\?`));
    for (const attribute of variation.attributes.nodes) expect(new URLSearchParams(link.split('?')[1]).get(`attribute_${attribute.name}`)).toBe(attribute.value);

    // The link opens the page with the variation chosen, in stock on this very first visit: the
    // storefront was told of the restock before the mail went out, and the product's cached page
    // expired at once rather than being served once more as it was.
    await openHydrated(page, link);
    for (const attribute of variation.attributes.nodes) {
      const key = attribute.name.toLowerCase().replace(/^pa_/, '');
      await expect(main.locator(`input[name="attribute-${key}"][value="${attribute.value}" i]`)).toBeChecked();
    }
    await expect(main.locator('[data-availability]')).toHaveAttribute('data-availability', /inStock|lowStock/);

    // Sold out and back once more: still one alert for the one subscription.
    await setStock(product.databaseId, variation.databaseId, { stock_quantity: 0 });
    await setStock(product.databaseId, variation.databaseId, { stock_quantity: 3 });
    await page.waitForTimeout(4000);
    expect((await mailsTo(email)).map((mail) => mail.subject).filter((subject) => subject.includes('Wieder da'))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
  } finally {
    // As the seed had it: sold out.
    await setStock(product.databaseId, variation.databaseId, { manage_stock: true, stock_quantity: variation.stockQuantity ?? 0 });
  }
});
