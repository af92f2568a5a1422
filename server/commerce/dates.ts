/**
 * WordPress date strings (docs/woographql-contract.md §3.2): post dates in site time without an offset,
 * "*Gmt" variants in UTC, comment dates MySQL style.
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

/** "2026-05-01T08:20:30" in UTC. */
export function postDateGmt(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** "2026-05-01 10:20:30" in the site's time zone. */
export function commentDate(date: Date, timeZone: string): string {
  return postDate(date, timeZone).replace('T', ' ');
}
