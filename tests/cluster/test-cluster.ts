import path from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '@/scripts/cluster/cluster';
import { findExecutable, postgresBinDir } from '@/scripts/cluster/executables';
import { STOREFRONT_HEALTH_PATH } from '@/scripts/cluster/options';

/**
 * The cluster the tests run on: its own ports (3140/4140 the balancers, instances on the next
 * ones), Redis on 6391, PostgreSQL on 5441, its own data folder, logs in it. Missing programs
 * fail the run with what to install: never a silent skip.
 */
export const TEST_CLUSTER = {
  storefrontPort: 3140,
  backendPort: 4140,
  redisPort: 6391,
  postgresPort: 5441,
  dataDir: path.resolve('data/cluster-test'),
} as const;

export function checkPrograms(): void {
  findExecutable('redis-server', 'redis-server');
  findExecutable('haproxy', 'haproxy');
  postgresBinDir();
}

export async function startTestCluster(): Promise<{ cluster: Cluster; db: pg.Pool }> {
  checkPrograms();
  const cluster = await startCluster({
    ...TEST_CLUSTER,
    storefronts: 2,
    backends: 2,
    storefrontHealthPath: STOREFRONT_HEALTH_PATH,
    output: { logDir: TEST_CLUSTER.dataDir },
    log: (line) => console.log(`[cluster] ${line}`),
  });
  return { cluster, db: new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 }) };
}
