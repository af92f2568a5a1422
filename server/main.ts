/**
 * The embedded backend (`npm run server`): the WooGraphQL-compatible commerce server over
 * Postgres, seeded with the demo shop on first start.
 */
import { startBackend, type RunningBackend } from './backend';
import { buildIndexAtStartUp } from './search/indexer/start-up';
import { readBackendConfig } from './config';
import { isSeeded, seedShop } from './seed';

const config = readBackendConfig();
const log = (line: string) => console.log(`[backend] ${line}`);

async function main() {
  const backend = await startBackend(config, {
    log,
    async prepare(db) {
      log(config.databaseUrl ? 'using the Postgres server from DATABASE_URL' : `using PGlite in ${config.dataDir}/pglite`);
      if (await isSeeded(db)) return;
      log('empty database: seeding the demo shop (first start only)…');
      const started = performance.now();
      await seedShop(db, { uploadsDir: config.uploadsDir, log });
      log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  log(`commerce GraphQL at ${backend.url}/graphql, uploads at ${backend.url}/wp-content/uploads/`);
  log(mailLine(backend.mail, backend.url));
  log(config.card.note);
  // Like the mailbox's: a made-up secret is printed (nothing else knows it), a configured one never.
  log(
    config.adminSecret
      ? `merchant funnel at ${backend.url}/merchant/funnel (password: your ADMIN_SECRET)`
      : `merchant funnel at ${backend.url}/merchant/funnel (any user name, password: ${backend.adminSecret}; also the Bearer token of the stock and order routes, /wp-json/wc/v3/…)`,
  );
  if (config.storefrontRevalidateUrl && config.revalidateSecret) log(`product changes refresh ${config.storefrontRevalidateUrl}`);
  let stopping = false;
  // The first start (or a wiped index) builds the search index through the GraphQL contract,
  // in the background: the shop is usable meanwhile and search fills within seconds.
  void buildIndexAtStartUp({
    build: () => backend.buildSearchIndexIfEmpty(),
    target: backend.search.target.url ?? `Algolia application ${backend.search.target.appId}`,
    log,
    stopped: () => stopping,
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    await backend.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Where mail goes. A mailbox secret this process made up is printed as the address that opens
 * the mailbox (nothing else knows it); a configured MAILBOX_SECRET is never written to the log.
 */
function mailLine(mail: RunningBackend['mail'], url: string): string {
  if (!mail.mailboxSecret) return `mail goes to ${mail.destination}`;
  const page = `${url}/mailbox`;
  const open = config.mail.mailboxSecret ? `${page} with MAILBOX_SECRET` : `${page}?secret=${encodeURIComponent(mail.mailboxSecret)}`;
  return `mail is caught by ${mail.destination} (loopback only): read it at ${open}`;
}

main().catch((error: unknown) => {
  console.error('[backend] failed to start:', error);
  process.exit(1);
});
