import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { '@': root };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/server/**', 'tests/search/**/*.server.test.ts', 'tests/contract/**/*.server.test.ts', 'tests/cluster/**'],
          testTimeout: 60_000,
          // Some files open a fresh in-memory database and run every migration first: seconds
          // alone, more on two busy cores.
          hookTimeout: 60_000,
        },
      },
      {
        // The backend over HTTP: one seeded database per run (global-setup), a server per file.
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/search/**/*.server.test.ts', 'tests/contract/**/*.server.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The shop as a cluster (npm run test:cluster): PostgreSQL, Redis, HAProxy, two of each
        // instance, started once by the file itself; its first start seeds and builds (minutes).
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 30 * 60_000,
        },
      },
    ],
  },
});
