/**
 * Every seeded date hangs off one fixed anchor instead of the clock, so two seeds are identical
 * and "new in" ordering does not depend on when the seed ran.
 */
export const SEED_ANCHOR = Date.UTC(2026, 9, 1, 9, 0, 0); // 2026-10-01T09:00:00Z

const HOUR = 3_600_000;

/** The anchor minus some hours, as an ISO timestamp. */
export function hoursBeforeAnchor(hours: number): string {
  return new Date(SEED_ANCHOR - hours * HOUR).toISOString();
}

/** An ISO timestamp plus some hours, never later than the anchor. */
export function addHours(iso: string, hours: number): string {
  return new Date(Math.min(Date.parse(iso) + hours * HOUR, SEED_ANCHOR)).toISOString();
}

/** WordPress files uploads under year/month of the upload date: "2026/09". */
export function uploadFolder(iso: string): string {
  return iso.slice(0, 7).replace('-', '/');
}
