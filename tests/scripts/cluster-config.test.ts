import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '@/scripts/cluster/haproxy';
import { clusterOptionsFromEnv } from '@/scripts/cluster/options';
import { redisConfig } from '@/scripts/cluster/redis';
import { backendEnv, sharedSecrets, storefrontEnv } from '@/scripts/cluster/settings';

const rest = { output: 'inherit' as const, log: () => undefined };

describe('npm run start:cluster settings', () => {
  it('defaults to two of each behind ports 3000 and 4000, and refuses a bad value with its name', () => {
    expect(clusterOptionsFromEnv({}, rest)).toMatchObject({ storefrontPort: 3000, backendPort: 4000, storefronts: 2, backends: 2, postgresPort: 5433, redisPort: 6380 });
    expect(() => clusterOptionsFromEnv({ CLUSTER_STOREFRONTS: 'zwei' }, rest)).toThrow(/CLUSTER_STOREFRONTS/);
    expect(() => clusterOptionsFromEnv({ REDIS_URL: 'http://127.0.0.1:6379' }, rest)).toThrow(/REDIS_URL/);
  });

  it('gives every instance the same secrets, and points each tier at the other’s balancer', () => {
    const secrets = sharedSecrets({ REVALIDATE_SECRET: 'configured-revalidate-secret' });
    expect(secrets.REVALIDATE_SECRET).toBe('configured-revalidate-secret');
    const origins = { storefronts: 'http://127.0.0.1:3000', backends: 'http://127.0.0.1:4000' };
    const a = backendEnv(4001, origins, { databaseUrl: 'postgres://db/vitrine', dataDir: '/tmp/x', secrets }, {});
    const b = backendEnv(4002, origins, { databaseUrl: 'postgres://db/vitrine', dataDir: '/tmp/x', secrets }, {});
    const { BACKEND_PORT: portA, ...sharedA } = a;
    const { BACKEND_PORT: portB, ...sharedB } = b;
    expect([portA, portB]).toEqual(['4001', '4002']);
    expect(sharedA).toEqual(sharedB);
    expect(a).toMatchObject({ BACKEND_PUBLIC_URL: origins.backends, STOREFRONT_REVALIDATE_URL: `${origins.storefronts}/api/revalidate`, OIDC_EMBEDDED: '0' });
    const storefront = storefrontEnv(origins, { redisUrl: 'redis://127.0.0.1:6380', dataDir: '/tmp/x', secrets }, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key' });
    expect(storefront).toMatchObject({ COMMERCE_GRAPHQL_URL: `${origins.backends}/graphql`, REDIS_URL: 'redis://127.0.0.1:6380', REVALIDATE_SECRET: secrets.REVALIDATE_SECRET });
  });

  it('writes a balancer per tier with health checks, and Redis with keyspace events', () => {
    const config = haproxyConfig(
      [
        { name: 'storefronts', port: 3000, healthPath: '/health', servers: [{ name: 'storefront1', port: 3001 }, { name: 'storefront2', port: 3002 }] },
        { name: 'backends', port: 4000, healthPath: '/health', servers: [{ name: 'backend1', port: 4001 }] },
      ],
      '/tmp/admin.sock',
    );
    expect(config).toContain('bind 127.0.0.1:3000');
    expect(config).toContain('server storefront2 127.0.0.1:3002 check');
    expect(config).toContain('option httpchk GET /health');
    expect(config).toContain('option redispatch');
    expect(redisConfig(6380, '/tmp/redis')).toMatch(/^notify-keyspace-events Exe$/m);
  });
});
