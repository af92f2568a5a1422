import path from 'node:path';

/**
 * The cluster the tests (tests/cluster) and the cluster bench start: ports of their own (3140 and
 * 4140 the balancers, instances on the next ones), Redis on 6391, PostgreSQL on 5441, and one data
 * folder, so both share one seeded database and one storefront build (a build bakes its URLs in).
 * They never run at the same time.
 */
export const TEST_CLUSTER = {
  storefrontPort: 3140,
  backendPort: 4140,
  redisPort: 6391,
  postgresPort: 5441,
  dataDir: path.resolve(import.meta.dirname, '../../data/cluster-test'),
} as const;
