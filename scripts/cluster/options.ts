import path from 'node:path';
import { z } from 'zod';
import type { ClusterOptions } from './cluster';

const port = z.coerce.number().int().min(1).max(65535);
const count = z.coerce.number().int().min(1).max(16);
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const clusterEnv = z.object({
  STOREFRONT_PORT: z.preprocess(unsetIfEmpty, port.default(3000)),
  BACKEND_PORT: z.preprocess(unsetIfEmpty, port.default(4000)),
  CLUSTER_POSTGRES_PORT: z.preprocess(unsetIfEmpty, port.default(5433)),
  CLUSTER_REDIS_PORT: z.preprocess(unsetIfEmpty, port.default(6380)),
  CLUSTER_STOREFRONTS: z.preprocess(unsetIfEmpty, count.default(2)),
  CLUSTER_BACKENDS: z.preprocess(unsetIfEmpty, count.default(2)),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('data/cluster')),
  DATABASE_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^rediss?$/ }).optional()),
});

/** The route HAProxy checks on each storefront. */
export const STOREFRONT_HEALTH_PATH = '/health';

/** `npm run start:cluster`'s settings from the environment (validated; a bad value stops it with the reason). */
export function clusterOptionsFromEnv(
  env: Record<string, string | undefined>,
  rest: Pick<ClusterOptions, 'output' | 'log'>,
): ClusterOptions {
  const parsed = clusterEnv.safeParse(env);
  if (!parsed.success) throw new Error(`cluster settings: ${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  return {
    storefrontPort: settings.STOREFRONT_PORT,
    backendPort: settings.BACKEND_PORT,
    storefronts: settings.CLUSTER_STOREFRONTS,
    backends: settings.CLUSTER_BACKENDS,
    dataDir: path.resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    postgresPort: settings.CLUSTER_POSTGRES_PORT,
    redisUrl: settings.REDIS_URL,
    redisPort: settings.CLUSTER_REDIS_PORT,
    storefrontHealthPath: STOREFRONT_HEALTH_PATH,
    ...rest,
  };
}
