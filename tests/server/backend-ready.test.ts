import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '@/server/backend';
import { readBackendConfig } from '@/server/config';

/**
 * `npm start` builds the storefront as soon as the backend's /health says ok, and hands it the
 * search-only key the backend writes to DATA_DIR. A storefront started before that file existed
 * ran with search switched off ("search is unavailable") until its next build.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let dataDir = '';
let backend: RunningBackend | undefined;
afterAll(async () => {
  await backend?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('says ok on /health only once search answers and its keys are on disk', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-ready-'));
  const port = await freePort();
  const config = { ...readBackendConfig({ DATA_DIR: dataDir, MAIL_CATCHER_PORT: '0' }), host: '127.0.0.1', port };
  const starting = startBackend(config).then((running) => (backend = running));

  // Polled as tightly as a script could: the first ok is the moment a caller would act on.
  let firstOk: { keysOnDisk: boolean; searchStatus: number } | null = null;
  while (!firstOk) {
    const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
    if (health?.ok) {
      const keysOnDisk = existsSync(path.join(dataDir, 'search-credentials.json'));
      const search = await fetch(`http://127.0.0.1:${port}/1/indexes`);
      firstOk = { keysOnDisk, searchStatus: search.status };
    } else {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  await starting;
  // 403 (no key given) is the engine answering; 503 would be "still starting".
  expect(firstOk).toEqual({ keysOnDisk: true, searchStatus: 403 });
}, 120_000);
