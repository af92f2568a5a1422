import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { addToCartFromProductPage } from './support/cart';
import { NECESSARY_COOKIES, NECESSARY_STORAGE_KEYS, NO_CHOICE, answerBanner, consentBanner, decidedConsent } from './support/consent';
import { pickProducts } from './support/pick-products';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Consent first, then measurement (issue 25): nothing non-essential is stored and no analytics
 * event leaves the browser before the shopper agrees; after "Alle akzeptieren" a purchase sends
 * the GA4 funnel onto window.dataLayer and to the shop's own endpoint; after "Alle ablehnen",
 * nothing. These tests start without a stored choice.
 */
test.use({ storageState: NO_CHOICE });

const FUNNEL = ['view_item_list', 'view_item', 'add_to_cart', 'remove_from_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
const backendOrigin = `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}`;

type Pushed = { event?: string; ecommerce?: { value?: number; transaction_id?: string; tax?: number; shipping?: number; items?: { item_name: string; quantity: number; price: number }[] } | null };

/**
 * Everything the page pushes onto window.dataLayer (across page loads), and every request to
 * the shop's analytics endpoint, whatever sends it (beacon or fetch).
 */
async function watchAnalytics(page: Page) {
  const pushed: Pushed[] = [];
  const requests: string[] = [];
  await page.exposeFunction('__recordPush', (json: string) => pushed.push(JSON.parse(json) as Pushed));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    const record = (window as unknown as { __recordPush: (json: string) => void }).__recordPush;
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) void record(JSON.stringify(entry));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/events' || path.endsWith('/wp-json/vitrine/v1/events')) requests.push(request.postData() ?? '');
  });
  const events = () => pushed.filter((entry) => entry.event).map((entry) => entry.event);
  /**
   * Until `event` was pushed and every event pushed so far was seen going to the shop's endpoint.
   * A beacon survives the page being left, but Playwright may not report one sent as its page
   * goes: a journey waits here before it navigates away, so each request is counted.
   */
  const sentUpTo = async (event: string) => {
    await expect.poll(() => events().includes(event), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => requests.length === events().length, { timeout: 20_000 }).toBe(true);
  };
  return { pushed, requests, events, sentUpTo };
}

/** What the browser holds beyond the necessary (cookies, localStorage, sessionStorage). */
async function nonEssentialStorage(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => !NECESSARY_COOKIES.includes(name));
  const storage = await page.evaluate(() => [...Object.keys(localStorage).map((key) => `localStorage:${key}`), ...Object.keys(sessionStorage).map((key) => `sessionStorage:${key}`)]);
  return [...cookies, ...storage.filter((key) => !NECESSARY_STORAGE_KEYS.includes(key.slice(key.indexOf(':') + 1)))];
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * A product in the cart twice, one taken out in the drawer, then /cart, checkout and an order paid
 * on delivery. Returns the order total shown. `leaving(event)` runs before the journey leaves a
 * page whose last event is `event` (by default it waits for nothing).
 */
async function buyOnDelivery(
  page: Page,
  slug: string,
  name: string,
  leaving: (event: string) => Promise<void> = async () => undefined,
): Promise<{ total: number; number: string }> {
  await openHydrated(page, '/products');
  await leaving('view_item_list');
  const drawer = await addToCartFromProductPage(page, slug, { quantity: 2 });
  await drawer.getByRole('button', { name: `Ein ${name} weniger` }).click();
  await expect(drawer.getByRole('spinbutton', { name: `Menge von ${name}` })).toHaveValue('1');
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((entry) => entry.event === 'remove_from_cart'))).toBe(true);
  await leaving('remove_from_cart');
  await openHydrated(page, '/cart');
  await leaving('view_cart');
  await openHydrated(page, '/checkout');
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('Straße und Hausnummer').first().fill('Hauptstraße 1');
  await page.getByLabel('Postleitzahl').first().fill('10115');
  await page.getByLabel('Ort / Stadt').first().fill('Berlin');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(`consent-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  // The order button sends add_shipping_info and add_payment_info, then the order page opens in the same document.
  await leaving('begin_checkout');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
  const details = page.getByTestId('order-details');
  await expect(details).toBeVisible();
  return { total: euros(await details.getByTestId('order-total').textContent()), number: ((await details.getByTestId('order-number').textContent()) ?? '').trim() };
}

/** The page's scripts never arrive (a slow phone before they load, or a browser without scripts); its CSS still does. */
async function blockScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
}

/** Console errors and uncaught exceptions of the page (React reports a hydration mismatch there). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const storedChoice = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_consent');

test.describe('the first layer is in the first paint, and works before the scripts', () => {
  test('a first visit shows the banner before any script ran, on every kind of page', async ({ page }) => {
    await blockScripts(page);
    const [product] = await pickProducts(1);
    for (const path of ['/', '/products', `/product/${product.slug}`]) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const banner = consentBanner(page);
      await expect(banner, path).toBeVisible({ timeout: 1000 });
      await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    }
  });

  for (const [answer, statistics] of [
    ['Alle ablehnen', '0'],
    ['Alle akzeptieren', '1'],
  ] as const) {
    test(`"${answer}" without scripts stores the choice and comes back to the same page, without the banner`, async ({ page }) => {
      const analytics = await watchAnalytics(page);
      await blockScripts(page);
      await page.goto('/products/page/2', { waitUntil: 'domcontentloaded' });
      await consentBanner(page).getByRole('button', { name: answer }).click();
      await expect(page).toHaveURL(/\/products\/page\/2$/);
      await expect(consentBanner(page)).toBeHidden();
      const stored = await storedChoice(page);
      expect(stored?.value).toMatch(new RegExp(`^1\\.${statistics}\\.\\d+$`));
      expect(stored?.httpOnly).toBe(false);
      expect(stored?.sameSite).toBe('Lax');
      expect((stored?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);
      expect(analytics.pushed).toEqual([]);
      expect(analytics.requests).toEqual([]);
      // With the scripts, the choice stored by the server counts as the browser's own.
      await page.unrouteAll();
      await openHydrated(page, '/products');
      await expect(consentBanner(page)).toBeHidden();
      if (statistics === '1') await expect.poll(() => analytics.events()).toContain('view_item_list');
      else {
        await page.waitForTimeout(1000);
        expect(analytics.pushed).toEqual([]);
      }
    });
  }

  test('"Einstellungen" without scripts leads to the privacy policy and stores nothing', async ({ page }) => {
    await blockScripts(page);
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    await consentBanner(page).getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(await storedChoice(page)).toBeUndefined();
    await expect(consentBanner(page)).toBeVisible();
  });

  test('with scripts: a first visit paints the banner at once, hydrates without errors, and a choice needs no navigation', async ({ page }) => {
    const errors = watchErrors(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    // Shown when the document is parsed, before any of the page's scripts ran (they are deferred).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __bannerAtParse: boolean }).__bannerAtParse = document.getElementById('consent-banner')?.checkVisibility() ?? false;
      });
    });
    await openHydrated(page, '/products');
    expect(await page.evaluate(() => (window as unknown as { __bannerAtParse?: boolean }).__bannerAtParse)).toBe(true);
    const before = navigations;
    await answerBanner(page, 'Alle ablehnen');
    expect((await storedChoice(page))?.value).toMatch(/^1\.0\.\d+$/);
    expect(navigations).toBe(before);
    expect(page.url()).toMatch(/\/products$/);
    expect(errors).toEqual([]);
  });
});

test.describe('a browser holding a valid choice', () => {
  test('never shows the banner, not even before its scripts ran, and hydrates without errors', async ({ page, baseURL }) => {
    await page.context().addCookies(decidedConsent(baseURL ?? '').cookies);
    const errors = watchErrors(page);
    // Every moment the banner was on screen, from the first paint on.
    await page.addInitScript(() => {
      const seen = () => {
        const banner = document.getElementById('consent-banner');
        if (banner && banner.checkVisibility()) (window as unknown as { __bannerSeen: boolean }).__bannerSeen = true;
        if (document.readyState !== 'complete' || performance.now() < 3000) requestAnimationFrame(seen);
      };
      requestAnimationFrame(seen);
    });
    await openHydrated(page, '/products');
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => (window as unknown as { __bannerSeen?: boolean }).__bannerSeen ?? false)).toBe(false);
    // It is there, hidden: the page is the same for everyone.
    await expect(page.locator('#consent-banner')).toHaveCount(1);
    await expect(consentBanner(page)).toBeHidden();
    expect(errors).toEqual([]);

    await blockScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#consent-banner')).toHaveCount(1);
    await expect(consentBanner(page)).toBeHidden();
  });
});

test('before a choice: the banner asks, nothing non-essential is stored, no event is pushed or sent', async ({ page }) => {
  const analytics = await watchAnalytics(page);
  // Tall enough that the open banner (fixed at the bottom) covers none of the buttons used here.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openHydrated(page, '/products');
  await expect(consentBanner(page)).toBeVisible();
  const [product] = await pickProducts(1, { minStock: 5 });
  await addToCartFromProductPage(page, product.slug);
  await openHydrated(page, '/cart');
  await openHydrated(page, '/search?q=kleid');
  await page.waitForTimeout(1500);
  expect(analytics.pushed).toEqual([]);
  expect(analytics.requests).toEqual([]);
  expect(await nonEssentialStorage(page)).toEqual([]);
});

test('after "Alle akzeptieren": a purchase yields the nine funnel events in order, with the order total as the purchase value', async ({ page }) => {
  const analytics = await watchAnalytics(page);
  await openHydrated(page, '/');
  await answerBanner(page, 'Alle akzeptieren');
  const [product] = await pickProducts(1, { minStock: 5 });
  const order = await buyOnDelivery(page, product.slug, product.name, analytics.sentUpTo);

  await expect.poll(() => analytics.events().length).toBe(FUNNEL.length);
  expect(analytics.events()).toEqual(FUNNEL);
  // Google's advice: `ecommerce` cleared before every e-commerce push.
  analytics.pushed.forEach((entry, index) => {
    if (entry.event) expect(analytics.pushed[index - 1]).toEqual({ ecommerce: null });
  });
  const byName = (name: string) => analytics.pushed.find((entry) => entry.event === name)?.ecommerce;
  expect(byName('add_to_cart')?.items).toEqual([expect.objectContaining({ item_name: product.name, quantity: 2 })]);
  expect(byName('remove_from_cart')?.items).toEqual([expect.objectContaining({ item_name: product.name, quantity: 1 })]);
  const purchase = byName('purchase');
  expect(purchase?.value).toBe(order.total);
  expect(purchase?.transaction_id).toBe(order.number);
  expect(purchase?.tax).toBeGreaterThan(0);
  expect(purchase?.items).toEqual([expect.objectContaining({ item_name: product.name, quantity: 1 })]);
  // Each event went to the shop's own endpoint too (a beacon: Playwright sees the request, not
  // always its body), and the backend's funnel counts the product's view, cart, checkout and order.
  await expect.poll(() => analytics.requests.length).toBe(FUNNEL.length);
  // A beacon's request is seen before the shop has stored its event: the funnel is read until it counts them.
  const funnelRow = async () => {
    const funnel = await fetch(`${backendOrigin}/merchant/funnel`, { headers: { authorization: `Bearer ${process.env.ADMIN_SECRET ?? ''}` } });
    expect(funnel.status).toBe(200);
    return new RegExp(`<tr data-product="\\d+"><th scope="row">${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*?</tr>`).exec(await funnel.text())?.[0] ?? '';
  };
  // One view, one add, one checkout and one order at least (other runs may have bought it too).
  await expect.poll(async () => [...(await funnelRow()).matchAll(/<td>(\d+)<\/td>/g)].slice(0, 4).map((cell) => Number(cell[1]) >= 1)).toEqual([true, true, true, true]);
});

test('after "Alle ablehnen": nothing is pushed and nothing sent, through a whole purchase', async ({ page }) => {
  const analytics = await watchAnalytics(page);
  await openHydrated(page, '/');
  await answerBanner(page, 'Alle ablehnen');
  const [product] = await pickProducts(1, { minStock: 5 });
  // The journey's own wait for remove_from_cart on dataLayer cannot hold here: buy without it.
  await openHydrated(page, '/products');
  await addToCartFromProductPage(page, product.slug);
  await openHydrated(page, '/cart');
  await openHydrated(page, '/checkout');
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Ablehnend');
  await page.getByLabel('Straße und Hausnummer').first().fill('Hauptstraße 1');
  await page.getByLabel('Postleitzahl').first().fill('10115');
  await page.getByLabel('Ort / Stadt').first().fill('Berlin');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(`reject-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
  await expect(page.getByTestId('order-details')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(analytics.pushed).toEqual([]);
  expect(analytics.requests).toEqual([]);
  expect(await nonEssentialStorage(page)).toEqual([]);
  // The refusal is remembered: the next page does not ask again.
  await openHydrated(page, '/products');
  await page.waitForTimeout(1000);
  await expect(consentBanner(page)).toHaveCount(0);
});

test('the banner passes axe and works from the keyboard; the footer link reopens it with the choice', async ({ page }) => {
  await openHydrated(page, '/');
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Right after the skip link, the banner: its privacy link, then accept and reject side by side, then the settings.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Alle ablehnen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Einstellungen' })).toBeFocused();
  await page.keyboard.press('Enter');
  const statistics = banner.getByRole('checkbox', { name: 'Statistik' });
  await expect(statistics).toBeFocused();
  await expect(statistics).not.toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Notwendig (immer aktiv)' })).toBeDisabled();
  // The focus is visible (the shop's outline), not only there.
  expect(await statistics.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  // Escape leaves the settings for the first layer, back on the button that opened them.
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: 'Einstellungen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(statistics).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Auswahl speichern' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_consent');
  expect(stored?.value).toMatch(/^\d+\.1\.\d+$/);
  // About a year.
  expect((stored?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);

  // "Cookie-Einstellungen" in the footer reopens it, focused, the choice kept; Escape closes it and returns the focus.
  const footerLink = page.getByRole('button', { name: 'Cookie-Einstellungen' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await banner.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(banner.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  await expect(footerLink).toBeFocused();
  // Rejecting from there is as easy: one click on the first layer.
  await footerLink.click();
  await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_consent')?.value).toMatch(/^\d+\.0\.\d+$/);
});

test('a choice made under an older consent version asks again from the first paint, before any script ran', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'vitrine_consent', value: `0.1.${Math.floor(Date.now() / 1000)}`, url: baseURL ?? '' }]);
  await blockScripts(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await expect(consentBanner(page)).toBeVisible({ timeout: 1000 });
  // And a choice of the current version older than a year.
  await page.context().addCookies([{ name: 'vitrine_consent', value: `1.0.${Math.floor(Date.now() / 1000) - 366 * 24 * 60 * 60}`, url: baseURL ?? '' }]);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(consentBanner(page)).toBeVisible({ timeout: 1000 });
});

test('a choice made under an older consent version asks again, and the banner moves nothing on the page', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'vitrine_consent', value: `0.1.${Math.floor(Date.now() / 1000)}`, url: baseURL ?? '' }]);
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const analytics = await watchAnalytics(page);
  await openHydrated(page, '/products');
  const before = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  await expect(consentBanner(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(before);
  // The old "yes" no longer counts.
  expect(analytics.pushed).toEqual([]);
  expect(analytics.requests).toEqual([]);
});
