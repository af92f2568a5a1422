import path from 'node:path';

// Several checkouts of the repo on one machine each give their cluster other ports and folder.
const env = process.env;
const portFrom = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

/**
 * The cluster the tests (tests/cluster) and the cluster bench start: ports of their own (3140 and
 * 4140 the balancers, instances on the next ones), Redis on 6391, PostgreSQL on 5441, and one data
 * folder, so both share one seeded database and one storefront build (a build bakes its URLs in).
 * They never run at the same time. CLUSTER_TEST_* move them, for a second checkout on the machine.
 */
export const TEST_CLUSTER = {
  storefrontPort: portFrom(env.CLUSTER_TEST_STOREFRONT_PORT, 3140),
  backendPort: portFrom(env.CLUSTER_TEST_BACKEND_PORT, 4140),
  redisPort: portFrom(env.CLUSTER_TEST_REDIS_PORT, 6391),
  postgresPort: portFrom(env.CLUSTER_TEST_POSTGRES_PORT, 5441),
  dataDir: env.CLUSTER_TEST_DATA_DIR ? path.resolve(env.CLUSTER_TEST_DATA_DIR) : path.resolve(import.meta.dirname, '../../data/cluster-test'),
} as const;
