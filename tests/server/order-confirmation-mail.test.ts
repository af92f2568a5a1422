import { beforeAll, describe, expect, it } from 'vitest';
import { defaultLegalSettings, readLegalSettings } from '@/server/commerce/store/legal-settings';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * The order confirmation as the shopper receives it, read from the catcher the outbox sends to:
 * a German order confirmation (both addresses with the country's name, the lines with their
 * options labelled, totals, payment method, the shop's legal details and links to its terms,
 * withdrawal and privacy texts), in the language the order was placed in. The shop's legal
 * details are this backend's own settings, not the demo's, so nothing here can be hard-coded.
 */
const STOREFRONT = 'https://laden.example';
const LEGAL = {
  shopName: 'Testladen',
  company: 'Testladen Handels GmbH',
  street: 'Prüfweg 7',
  postcode: '20095',
  city: 'Hamburg',
  managingDirectors: 'Max Prüfer',
  register: 'Amtsgericht Hamburg, HRB 98765',
  vatId: 'DE987654321',
  email: 'hilfe@laden.example',
  pages: { terms: '/agb', withdrawal: 'https://recht.example/widerruf' },
};
const backend = startTestBackend({ env: { STOREFRONT_URL: STOREFRONT, STORE_LEGAL_SETTINGS: JSON.stringify(LEGAL) } });

let picks: Awaited<ReturnType<typeof pickProducts>>;
let color: string;
let size: string;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  const termName = async (taxonomy: string, slug: string) =>
    (await backend.running.db.query<{ name: string }>('SELECT name FROM term WHERE taxonomy = $1 AND slug = $2', [taxonomy, slug]))[0]?.name ?? slug;
  color = await termName('pa_color', picks.variable.color);
  size = await termName('pa_size', picks.variable.size);
});

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const BILLING = { firstName: 'Erika', lastName: 'Mustermann', address1: 'Heidestraße 17', city: 'Köln', postcode: '51147', country: 'DE', phone: '+49 221 1234567' };
const SHIPPING = { firstName: 'Anna', lastName: 'Berger', address1: 'Kärntner Straße 1', city: 'Wien', postcode: '1010', country: 'AT' };

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
}

/** Places an order for a variation shipped to Vienna; `language` is the order meta the storefront sends. */
async function order(email: string, language: string | null, billing: Record<string, string> = {}): Promise<number> {
  const shopper = new Shopper(backend);
  await shopper.ok(ADD_TO_CART, { input: { productId: picks.variable.id, variationId: picks.variable.variation_id, quantity: 2 } });
  const placed = await shopper.ok<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, {
    input: {
      paymentMethod: 'cod',
      billing: { ...BILLING, email, ...billing },
      shipping: SHIPPING,
      shipToDifferentAddress: true,
      ...(language ? { metaData: [{ key: 'wpml_language', value: language }] } : {}),
    },
  });
  return placed.checkout.order.databaseId;
}

async function mailTo(address: string): Promise<CaughtMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const list = (await (await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(address)}`)).json()) as { messages: { id: string }[] };
    const [found] = list.messages;
    if (found) return (await (await backend.mailbox(`/mailbox/api/messages/${found.id}`)).json()) as CaughtMail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

describe('the order confirmation mail', () => {
  it('is a German order confirmation: addresses with country names, labelled options, payment method, legal footer from the store settings', async () => {
    const email = 'bestaetigung-de@example.com';
    const id = await order(email, null);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Ihre Bestellung ${id} bei Testladen`);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Rechnungsadresse');
    expect(text).toContain('Erika Mustermann Heidestraße 17 51147 Köln Deutschland');
    expect(text).toContain('Lieferadresse');
    expect(text).toContain('Anna Berger Kärntner Straße 1 1010 Wien Österreich');
    expect(text).toContain(`2 × ${picks.variable.name}`);
    expect(text).toContain(`Farbe: ${color}, Größe: ${size}`);
    expect(text).toMatch(/Zahlungsart: +Nachnahme/);
    expect(text).toContain('Versand in die EU');
    // The footer: the shop's legal details and its legal texts, linked on the storefront or where the settings point.
    for (const fact of ['Testladen Handels GmbH', 'Prüfweg 7', '20095 Hamburg', 'Geschäftsführung: Max Prüfer', 'Amtsgericht Hamburg, HRB 98765', 'USt-IdNr.: DE987654321', 'hilfe@laden.example']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(`AGB: ${STOREFRONT}/agb`);
    expect(text).toContain('Widerrufsbelehrung: https://recht.example/widerruf');
    expect(text).toContain(`Datenschutzerklärung: ${STOREFRONT}/privacy-policy`);
    expect(mail.html).toContain('<html lang="de-DE">');
    expect(mail.html).toContain(`href="${STOREFRONT}/agb"`);
    expect(mail.html).toContain('href="https://recht.example/widerruf"');
    expect(mail.html).toContain(`Farbe: ${color}, Größe: ${size}`);
  });

  it('is written in the language the order was placed in: English, French', async () => {
    const english = 'confirmation-en@example.com';
    const englishId = await order(english, 'en');
    const en = await mailTo(english);
    expect(en.subject).toBe(`Your Testladen order ${englishId}`);
    const enText = en.text.replace(/\s+/g, ' ');
    expect(enText).toContain('Billing address');
    expect(enText).toContain('51147 Köln Germany');
    expect(enText).toContain('1010 Wien Austria');
    expect(enText).toContain(`Color: ${color}, Size: ${size}`);
    expect(enText).toMatch(/Payment method: +Cash on delivery/);
    expect(enText).toContain('Shipping to the EU');
    expect(enText).toContain(`Terms and conditions: ${STOREFRONT}/agb`);
    expect(enText).toContain('Managing directors: Max Prüfer');
    for (const german of ['Rechnungsadresse', 'Nachnahme', 'Farbe', 'Größe', 'Deutschland', 'Versand', 'Widerrufsbelehrung', 'Gesamt']) expect(enText).not.toContain(german);
    expect(en.html).toContain('<html lang="en-US">');

    const french = 'confirmation-fr@example.com';
    await order(french, 'fr');
    const frText = (await mailTo(french)).text.replace(/\s+/g, ' ');
    expect(frText).toContain('Adresse de facturation');
    expect(frText).toContain('51147 Köln Allemagne');
    expect(frText).toContain(`Couleur: ${color}, Taille: ${size}`);
    expect(frText).toContain('Paiement à la livraison');
  });

  it('falls back to German for a language the shop does not speak, and escapes what the shopper typed in its HTML', async () => {
    const email = 'fremd@example.com';
    await order(email, 'xx', { firstName: '<b>Eri</b>', company: 'A & B "Co"' });
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Ihre Bestellung/);
    expect(mail.text).toContain('<b>Eri</b>');
    expect(mail.html).not.toContain('<b>Eri</b>');
    expect(mail.html).toContain('&#60;b&#62;Eri&#60;/b&#62;');
    expect(mail.html).toContain('A &#38; B &#34;Co&#34;');
  });
});

describe('the legal settings', () => {
  it('default to the demo shop, take a subset from STORE_LEGAL_SETTINGS and refuse what could not be printed or linked', () => {
    expect(readLegalSettings({})).toEqual(defaultLegalSettings);
    expect(readLegalSettings({ STORE_LEGAL_SETTINGS: JSON.stringify({ vatId: 'DE111111111', pages: { terms: '/agb' } }) })).toEqual({
      ...defaultLegalSettings,
      vatId: 'DE111111111',
      pages: { ...defaultLegalSettings.pages, terms: '/agb' },
    });
    expect(() => readLegalSettings({ STORE_LEGAL_SETTINGS: '{' })).toThrow('STORE_LEGAL_SETTINGS must be JSON');
    expect(() => readLegalSettings({ STORE_LEGAL_SETTINGS: JSON.stringify({ pages: { terms: 'javascript:alert(1)' } }) })).toThrow('pages.terms');
    expect(() => readLegalSettings({ STORE_LEGAL_SETTINGS: JSON.stringify({ company: 'A\nB' }) })).toThrow('company');
    expect(() => readLegalSettings({ STORE_LEGAL_SETTINGS: JSON.stringify({ unknown: 1 }) })).toThrow();
  });
});
