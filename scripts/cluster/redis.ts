/**
 * The storefronts' shared cache: Debian's redis-server on loopback with a generated config, and
 * keyspace events for expired and evicted keys, which the Next cache handler listens to
 * (`notify-keyspace-events Exe`). It keeps its data across restarts (an append-only file in its
 * folder): an empty cache is seeded from the build's pages, which are older than any product
 * change made since the build, so a restart without it would serve those until they expire.
 */
import { connect } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startChild, type Child, type Output } from './children';
import { findExecutable } from './executables';

export interface RunningRedis {
  url: string;
  /** Stops the server (the tests stop it under load). */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port. */
  start(): Promise<void>;
}

export function redisConfig(port: number, dir: string): string {
  return [
    `port ${port}`,
    'bind 127.0.0.1',
    'protected-mode yes',
    'daemonize no',
    `dir ${dir}`,
    'save ""',
    'appendonly yes',
    'appendfsync everysec',
    'notify-keyspace-events Exe',
    'maxmemory 256mb',
    'maxmemory-policy allkeys-lru',
    '',
  ].join('\n');
}

/** Resolves once the server answers PING. */
async function waitForPong(port: number, child: Child, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void child.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error('redis-server exited at start (its log is in the cluster folder)');
    const pong = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.setTimeout(1_000, () => socket.destroy());
      socket.once('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function startRedis(options: { clusterDir: string; port: number; output: Output }): Promise<RunningRedis> {
  const executable = findExecutable('redis-server', 'redis-server');
  const dir = path.join(options.clusterDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'redis.conf');
  writeFileSync(configFile, redisConfig(options.port, dir));
  let child: Child | null = null;
  const start = async () => {
    child = startChild('redis', executable, [configFile], {}, options.output);
    await waitForPong(options.port, child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${options.port}`,
    start,
    async stop() {
      await child?.stop();
    },
  };
}
