import pg from 'pg';
import { startCluster, type Cluster } from '@/scripts/cluster/cluster';
import { findExecutable, postgresBinDir } from '@/scripts/cluster/executables';
import { STOREFRONT_HEALTH_PATH } from '@/scripts/cluster/options';
import { TEST_CLUSTER } from '@/scripts/cluster/test-cluster-settings';

/** Missing programs fail the run with what to install: never a silent skip. */
export function checkPrograms(): void {
  findExecutable('redis-server', 'redis-server');
  findExecutable('haproxy', 'haproxy');
  postgresBinDir();
}

/** Everything the cluster logged (its supervisors' lines among them), for the tests to read. */
export const clusterLog: string[] = [];

export async function startTestCluster(): Promise<{ cluster: Cluster; db: pg.Pool }> {
  checkPrograms();
  const cluster = await startCluster({
    ...TEST_CLUSTER,
    storefronts: 2,
    backends: 2,
    storefrontHealthPath: STOREFRONT_HEALTH_PATH,
    output: { logDir: TEST_CLUSTER.dataDir },
    log: (line) => {
      clusterLog.push(line);
      console.log(`[cluster] ${line}`);
    },
  });
  return { cluster, db: new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 }) };
}
