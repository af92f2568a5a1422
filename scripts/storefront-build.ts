/**
 * Whether the storefront's build in .next is current: `npm start` and `npm run start:cluster`
 * build only when there is no build, a source file is newer than it, or the settings baked into
 * it changed (prerendered pages read them).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const SOURCES = ['app', 'components', 'lib', 'graphql', 'messages', 'i18n', 'public', 'proxy.ts', 'next.config.ts', 'postcss.config.mjs'];
/** Settings that prerendered pages and next.config.ts read at build time: a change means a new build. */
const BUILD_SETTINGS = [
  'COMMERCE_GRAPHQL_URL',
  'COMMERCE_MEDIA_URL',
  'SITE_URL',
  'STORE_SETTINGS_VARIANT',
  'DATA_DIR',
  // Whether cached product pages offer back-in-stock alerts (lib/forms/endpoint.ts).
  'SHOP_FORMS_URL',
  // The cached /search page hands these to browsers.
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_KEY',
  'ALGOLIA_HOST_URL',
  'ALGOLIA_INDEX_NAME',
];
const buildSettingsFile = path.join(root, '.next', 'vitrine-build-settings');

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))));
}

/** A digest of the build-time settings (values never written out: DATA_DIR paths, URLs). */
export function buildSettingsDigest(env: Record<string, string | undefined>): string {
  const values = BUILD_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  return createHash('sha256').update(values).digest('hex');
}

export function buildIsStale(settingsDigest: string): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  if (!existsSync(buildSettingsFile) || readFileSync(buildSettingsFile, 'utf8') !== settingsDigest) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestModification(path.join(root, source)) > builtAt);
}

/** Records the settings a successful build was made with. */
export function markBuilt(settingsDigest: string): void {
  writeFileSync(buildSettingsFile, settingsDigest);
}

/**
 * Before a build: the data cache's stored backend answers (`.next/cache/fetch-cache`) go, so the
 * build prerenders every page from the backend as it is now. An answer stored before a
 * revalidation that a storefront received (and Next kept in memory only) would otherwise be
 * taken as fresh for its whole lifetime, and the new build's page, newer than any recorded
 * revalidation, would show the old stock or price until then.
 */
export function forgetStoredAnswers(): void {
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
}
