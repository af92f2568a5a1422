/**
 * Which WPGraphQL the store runs, as far as it can be told, for one known bug: WPGraphQL 2.6.0
 * up to 2.7.x gives a user a new random password on every `updateUser` / `updateCustomer` that
 * carries no `password` (UserMutation::prepare_user_object; fixed in 2.8.0, "Prevent password
 * from being changed when updating user without password field"). On such a store the
 * storefront avoids those updates or sends the password the shopper just proved.
 *
 * The GraphQL schema does not tell the version (2.8.0 changed no type; 2.7.0 only added
 * GeneralSettings.siteIcon), so it is read from the plugin's readme.txt ("Stable tag: 2.6.0"),
 * which WordPress serves like any static file unless the store hides it; the setting
 * COMMERCE_WPGRAPHQL_VERSION names it for stores that do. The embedded backend has no such bug
 * and no readme.txt. Free of Next imports: storefront-server/main.ts logs the result at start.
 */
import { commerceGraphqlUrl } from './endpoint';

type Env = Record<string, string | undefined>;

export type StoreVersionCheck = {
  /** True when updates without a password replace the customer's password. */
  affected: boolean;
  /** WPGraphQL's version, when known. */
  version: string | null;
  /** Where the version came from. */
  source: 'setting' | 'readme' | 'unknown';
};

const FIRST_AFFECTED = [2, 6, 0] as const;
const FIRST_FIXED = [2, 8, 0] as const;
const README_PATH = '/wp-content/plugins/wp-graphql/readme.txt';
const TIMEOUT_MS = 5_000;

function parts(version: string): number[] | null {
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** True for WPGraphQL 2.6.0 – 2.7.x. */
export function resetsPasswordOnUpdate(version: string): boolean {
  const v = parts(version);
  return v !== null && compare(v, FIRST_AFFECTED) >= 0 && compare(v, FIRST_FIXED) < 0;
}

/** The "Stable tag:" of a WordPress plugin readme, or null. */
export function stableTag(readme: string): string | null {
  const match = /^Stable tag:\s*([0-9][0-9A-Za-z.+-]*)\s*$/im.exec(readme);
  return match?.[1] ?? null;
}

export function fromVersion(version: string, source: StoreVersionCheck['source']): StoreVersionCheck {
  return { affected: resetsPasswordOnUpdate(version), version, source };
}

/** Asks the store (never throws): the setting first, then the plugin's readme next to /graphql. */
export async function checkStoreVersion(env: Env = process.env, fetchImpl: typeof fetch = fetch): Promise<StoreVersionCheck> {
  const setting = env.COMMERCE_WPGRAPHQL_VERSION?.trim();
  if (setting && parts(setting)) return fromVersion(setting, 'setting');
  try {
    const readmeUrl = new URL(README_PATH, commerceGraphqlUrl(env));
    const response = await fetchImpl(readmeUrl, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow', cache: 'no-store' });
    if (response.ok && (response.headers.get('content-type') ?? 'text/plain').startsWith('text/plain')) {
      const version = stableTag(await response.text());
      if (version) return fromVersion(version, 'readme');
    } else {
      await response.body?.cancel();
    }
  } catch {
    // Unreachable store or no readme: the version stays unknown.
  }
  return { affected: false, version: null, source: 'unknown' };
}

/** One line for the start-up log; a warning when customers' passwords are at risk. */
export function describeStoreVersion(check: StoreVersionCheck): string {
  if (check.affected) {
    return (
      `WARNING: the store runs WPGraphQL ${check.version}, which gives a customer a new random password on every ` +
      'account update without one (fixed in WPGraphQL 2.8.0). The storefront keeps wishlists in the browser and asks for ' +
      'the current password on profile edits until the store is updated (docs/woographql-contract.md).'
    );
  }
  if (check.version) return `the store runs WPGraphQL ${check.version} (${check.source === 'setting' ? 'COMMERCE_WPGRAPHQL_VERSION' : 'readme.txt'})`;
  return (
    "the store's WPGraphQL version is unknown (no readable wp-content/plugins/wp-graphql/readme.txt): if it is 2.6.0–2.7.x, " +
    'set COMMERCE_WPGRAPHQL_VERSION so the storefront avoids its password bug, or update WPGraphQL to 2.8.0 or later'
  );
}

/** A store can be updated while the shop runs; an unknown answer (store down) is asked again sooner. */
const KNOWN_FOR_MS = 60 * 60_000;
const UNKNOWN_FOR_MS = 5 * 60_000;
// Taken at start: the check is the process's own, whatever later wraps the global fetch.
const platformFetch = globalThis.fetch;
let cached: { check: Promise<StoreVersionCheck>; asked: number; keepMs: number } | null = null;

/** The check, shared by every request of this process and asked again now and then. */
export function storeVersion(now = Date.now()): Promise<StoreVersionCheck> {
  if (cached && now - cached.asked < cached.keepMs) return cached.check;
  const entry = { check: checkStoreVersion(process.env, platformFetch), asked: now, keepMs: UNKNOWN_FOR_MS };
  void entry.check.then((check) => {
    if (check.source !== 'unknown') entry.keepMs = KNOWN_FOR_MS;
  });
  cached = entry;
  return entry.check;
}
