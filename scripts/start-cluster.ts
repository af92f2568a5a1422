/**
 * `npm run start:cluster`: the shop as a cluster on one machine, with one command —
 * PostgreSQL, Redis, two backends, two storefronts and HAProxy in front of each tier
 * (scripts/cluster/cluster.ts). Prints the one URL shoppers use; Ctrl-C stops everything.
 * Each backend and storefront runs under the supervisor of `npm start` (scripts/supervise.ts):
 * one that crashes, even by `kill -9`, is started again after a doubling delay (0.5 s up to
 * 15 s) and the log says why, while HAProxy's health checks send its requests to the others.
 *
 * Settings (also from .env files, as `npm start` reads them): STOREFRONT_PORT and BACKEND_PORT
 * are the balancers' ports (instances listen on the next ones), DATA_DIR the cluster's folder
 * (default data/cluster), DATABASE_URL / REDIS_URL servers to use instead of starting them,
 * CLUSTER_POSTGRES_PORT / CLUSTER_REDIS_PORT the ports of the ones it starts, and
 * CLUSTER_STOREFRONTS / CLUSTER_BACKENDS how many instances (2 each).
 */
import path from 'node:path';
import { loadProductionEnvFiles } from '../storefront-server/env-files';
import { startCluster, type Cluster } from './cluster/cluster';
import { clusterOptionsFromEnv } from './cluster/options';

const root = path.resolve(import.meta.dirname, '..');
loadProductionEnvFiles(root);
const log = (line: string) => console.log(`[cluster] ${line}`);

let cluster: Cluster | null = null;
let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping every process …');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

async function main(): Promise<void> {
  const options = clusterOptionsFromEnv(process.env, { output: 'inherit', log });
  cluster = await startCluster(options);
  for (const instance of [...cluster.backends, ...cluster.storefronts]) {
    // Its supervisor restarts a crashed instance and says so; one it gave up on (it kept failing
    // at start) stays down, and the others carry the shop.
    void instance.server.gaveUp.then(() => {
      if (!stopping) log(`${instance.name} stays down; HAProxy sends its requests to the other instances`);
    });
  }
  log(`backends:    ${cluster.backendUrl} → ${cluster.backends.map((backend) => backend.origin).join(', ')}`);
  log(`storefronts: ${cluster.url} → ${cluster.storefronts.map((storefront) => storefront.origin).join(', ')}`);
  log(`mailbox:     ${cluster.backendUrl}/mailbox${process.env.MAILBOX_SECRET ? ' (open it with your MAILBOX_SECRET)' : `?secret=${encodeURIComponent(cluster.secrets.MAILBOX_SECRET)}`}`);
  log(`the shop:    ${cluster.url}`);
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
