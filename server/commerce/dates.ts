/**
 * WordPress date strings (docs/woographql-contract.md §3.2): post dates in site time without an offset,
 * WooCommerce's own dates (WC_DateTime) in site time with it, "*Gmt" variants in UTC, comment
 * dates MySQL style.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "2026-05-01T10:20:30" in the site's time zone. */
export function postDate(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/**
 * "2026-11-23T15:13:40+01:00": WC_DateTime as WooGraphQL prints a product's or variation's
 * dates (date, modified, sale dates), in the site's time zone with its offset then.
 */
export function wooDate(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  const offsetMinutes = Math.round((local - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${postDate(date, timeZone)}${sign}${hours}:${minutes}`;
}

/** "2026-05-01T08:20:30" in UTC. */
export function postDateGmt(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** "2026-05-01 10:20:30" in the site's time zone. */
export function commentDate(date: Date, timeZone: string): string {
  return postDate(date, timeZone).replace('T', ' ');
}
