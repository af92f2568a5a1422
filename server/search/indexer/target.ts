import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { DEFAULT_APP_ID, type SearchCredentials } from '../credentials';

/** Where the indexer writes: the embedded engine (`url` set) or an Algolia application. */
export interface SearchTarget {
  appId: string;
  adminKey: string;
  /** The embedded engine's origin, e.g. http://127.0.0.1:4000; undefined for Algolia itself. */
  url: string | undefined;
  indexName: string;
}

export const DEFAULT_INDEX_NAME = 'products';

type Env = Record<string, string | undefined>;

/**
 * From the environment: a real Algolia application when ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are
 * set and ALGOLIA_HOST_URL is not; otherwise the embedded engine at ALGOLIA_HOST_URL (default:
 * the `embedded` engine given, else BACKEND_HOST:BACKEND_PORT), with the admin key from
 * ALGOLIA_ADMIN_KEY, the `embedded` credentials, or the file the backend writes at start (DATA_DIR).
 */
export function searchTargetFromEnv(env: Env = process.env, embedded?: { url: string; credentials: SearchCredentials }): SearchTarget {
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || DEFAULT_INDEX_NAME;
  const hostUrl = env.ALGOLIA_HOST_URL?.trim().replace(/\/$/, '') || undefined;
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  if (appId && adminKey && !hostUrl) return { appId, adminKey, url: undefined, indexName };
  const url = hostUrl ?? embedded?.url ?? `http://${env.BACKEND_HOST || '127.0.0.1'}:${env.BACKEND_PORT || '4000'}`;
  const credentials = embedded?.credentials ?? readCredentialsFile(credentialsFile(env));
  const key = adminKey ?? credentials?.adminKey;
  if (!key) {
    throw new Error(
      `No admin key for the search engine at ${url}: set ALGOLIA_ADMIN_KEY, or start the backend once so it writes ${credentialsFile(env)}.`,
    );
  }
  return { appId: appId ?? credentials?.appId ?? DEFAULT_APP_ID, adminKey: key, url, indexName };
}

export function searchClient(target: SearchTarget): Algoliasearch {
  if (!target.url) return algoliasearch(target.appId, target.adminKey);
  const { protocol, hostname, port } = new URL(target.url);
  const scheme = protocol === 'https:' ? 'https' : 'http';
  return algoliasearch(target.appId, target.adminKey, {
    hosts: [{ url: hostname, port: port ? Number(port) : undefined, protocol: scheme, accept: 'readWrite' }],
  });
}

/**
 * The embedded engine's generated credentials, for local tools (`npm run index`) that cannot open
 * the backend's PGlite database while the backend runs. Readable by the owner only.
 */
export function credentialsFile(env: Env = process.env): string {
  return path.join(path.resolve(env.DATA_DIR || 'data'), 'search-credentials.json');
}

export async function writeCredentialsFile(file: string, credentials: SearchCredentials): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a reader never sees a half-written file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, file);
}

function readCredentialsFile(file: string): SearchCredentials | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as SearchCredentials;
}
