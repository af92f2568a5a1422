import type { FunnelCounts, FunnelDay, FunnelProduct } from './event-store';

/** The merchant's funnel page: German, no script, no outside resources (funnel-http.ts sets a strict CSP). */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const whole = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });

/** Orders per product view: the funnel's conversion, "–" without views. */
const conversion = (counts: FunnelCounts) => (counts.views > 0 ? percent.format(counts.orders / counts.views) : '–');

const cells = (counts: FunnelCounts) =>
  `<td>${whole.format(counts.views)}</td><td>${whole.format(counts.carts)}</td><td>${whole.format(counts.checkouts)}</td><td>${whole.format(counts.orders)}</td><td>${conversion(counts)}</td><td>${euros.format(counts.revenueCents / 100)}</td>`;

const HEAD = '<th scope="col">Produktansichten</th><th scope="col">In den Warenkorb</th><th scope="col">Zur Kasse</th><th scope="col">Bestellungen</th><th scope="col">Konversion</th><th scope="col">Umsatz</th>';

export function renderFunnelPage(input: { days: number; byDay: FunnelDay[]; byProduct: FunnelProduct[] }): string {
  const total = input.byDay.reduce<FunnelCounts>(
    (sum, day) => ({
      views: sum.views + day.views,
      carts: sum.carts + day.carts,
      checkouts: sum.checkouts + day.checkouts,
      orders: sum.orders + day.orders,
      revenueCents: sum.revenueCents + day.revenueCents,
    }),
    { views: 0, carts: 0, checkouts: 0, orders: 0, revenueCents: 0 },
  );
  const dayRows = input.byDay.map((day) => `<tr data-day="${day.day}"><th scope="row">${day.day}</th>${cells(day)}</tr>`).join('\n');
  const productRows = input.byProduct
    .map((product) => `<tr data-product="${escapeHtml(product.itemId)}"><th scope="row">${escapeHtml(product.name)} <small>(${escapeHtml(product.itemId)})</small></th>${cells(product)}<td>${whole.format(product.units)}</td></tr>`)
    .join('\n');
  const empty = (columns: number) => `<tr><td colspan="${columns}">Noch keine Ereignisse in diesem Zeitraum.</td></tr>`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Verkaufstrichter · Vitrine</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1c1917}
table{border-collapse:collapse;width:100%;margin:1rem 0 2rem}th,td{border-bottom:1px solid #d6d3d1;padding:.4rem .6rem;text-align:right}
th[scope=row],thead th:first-child{text-align:left}small{color:#57534e}caption{text-align:left;font-weight:600}
</style>
</head>
<body>
<h1>Verkaufstrichter</h1>
<p>Produktansichten → In den Warenkorb → Zur Kasse → Bestellungen, aus den Ereignissen der Kundinnen und Kunden, die der Statistik zugestimmt haben (Cookie-Einstellungen). Die letzten ${input.days} Tage, Zeitzone des Shops.</p>
<table data-testid="funnel-total">
<caption>Gesamt</caption>
<thead><tr><th scope="col">Zeitraum</th>${HEAD}</tr></thead>
<tbody><tr><th scope="row">${input.days} Tage</th>${cells(total)}</tr></tbody>
</table>
<table data-testid="funnel-by-day">
<caption>Nach Tag</caption>
<thead><tr><th scope="col">Tag</th>${HEAD}</tr></thead>
<tbody>
${dayRows || empty(7)}
</tbody>
</table>
<table data-testid="funnel-by-product">
<caption>Nach Produkt</caption>
<thead><tr><th scope="col">Produkt</th>${HEAD}<th scope="col">Bestellte Stück</th></tr></thead>
<tbody>
${productRows || empty(8)}
</tbody>
</table>
</body>
</html>`;
}
