/**
 * A WordPress date string as an instant. A real WooGraphQL sends `modified` with the site's
 * offset ("2026-11-23T15:13:40+01:00"); older and embedded answers carry no zone
 * ("2026-11-23T15:13:40", comment dates "2026-11-14 14:13:40"), read as UTC — off by at most
 * the site's offset, which no consumer here (sitemap dates) minds. Null for anything else.
 */
export function parseWordPressDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, day, time, fraction = '', zone = 'Z'] = match;
  const date = new Date(`${day}T${time}${fraction}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
