/** Small text helpers for German product data. */

// ı (dotless i, in Turkish names) has no decomposition, so it is listed with the umlauts.
const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ı: 'i' };

/** An ASCII url slug the way German shops write them: "Jacken & Mäntel" → "jacken-maentel". */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜı]/g, (ch) => TRANSLITERATION[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Euros as written in the data tables (89.95) to integer cents, without float drift. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** A kilogram or centimetre figure as WooCommerce stores it: "0.45", "30". */
export function measure(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** Joins a German list: "a, b und c". */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}
