/**
 * The shop as several processes on one machine: PostgreSQL, Redis, N backends and N storefronts,
 * and HAProxy in front of each tier. `npm run start:cluster` runs it (scripts/start-cluster.ts);
 * the cluster tests and `npm run bench -- cluster` start their own on other ports.
 *
 * Order: database and cache, the balancers (they take instances in as their health checks pass),
 * the first backend alone (it migrates and, on an empty database, seeds), the other backends,
 * one storefront build against the backends' balancer (shared by every storefront, so they serve
 * the same pages and build id) and its static assets' compressed copies, then the storefronts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { precompressStaticAssets } from '../../storefront-server/static-assets';
import { buildIsStale, buildSettingsDigest, forgetStoredAnswers, markBuilt } from '../storefront-build';
import { superviseProcess, typescriptServer, type Supervised, type SupervisedChild } from '../supervise';
import { startChild, type Output } from './children';
import { startHaproxy, type RunningHaproxy } from './haproxy';
import { startPostgres } from './postgres';
import { startRedis, type RunningRedis } from './redis';
import { backendEnv, sharedSecrets, storefrontEnv, type SharedSecrets } from './settings';

const root = path.resolve(import.meta.dirname, '../..');
/** A first start seeds the database and renders its images; a build takes minutes on two busy cores. */
const BACKEND_READY_MS = 10 * 60_000;
const STOREFRONT_READY_MS = 2 * 60_000;

export interface ClusterOptions {
  /** The storefronts' balancer; instances listen on the next ports (3001, 3002, … for 3000). */
  storefrontPort: number;
  /** The backends' balancer; instances on the next ports. */
  backendPort: number;
  storefronts: number;
  backends: number;
  /** Absolute; holds the uploads, logs and generated configs (and, unless root, PostgreSQL's data). */
  dataDir: string;
  /** A PostgreSQL server to use; unset, a private one is started on `postgresPort`. */
  databaseUrl?: string;
  postgresPort: number;
  /** A Redis server to use; unset, one is started on `redisPort`. */
  redisUrl?: string;
  redisPort: number;
  /** The storefront route HAProxy checks. */
  storefrontHealthPath: string;
  output: Output;
  log: (line: string) => void;
}

export interface Instance {
  name: string;
  /** Its own address, bypassing the balancer. */
  origin: string;
  /**
   * The supervisor that keeps it up (scripts/supervise.ts): `server.child` is the process running
   * now, `server.starts` how many were started. A crash is restarted after a doubling delay
   * while HAProxy's checks send its requests to the other instances.
   */
  server: Supervised;
}

export interface Cluster {
  /** The one URL shoppers use. */
  url: string;
  backendUrl: string;
  databaseUrl: string;
  secrets: SharedSecrets;
  storefronts: Instance[];
  backends: Instance[];
  haproxy: RunningHaproxy;
  /** Null when REDIS_URL named a server this did not start. */
  redis: RunningRedis | null;
  stop(): Promise<void>;
}

/**
 * Asks an instance whether it is ready. A backend: its /health says ok, and (naming its pid) from
 * this very process, not from one still holding the port. A storefront: its home page answers at
 * all (`anyAnswer`), so its first page render is done before it counts as started.
 */
function readyProbe(url: string, anyAnswer: boolean): (child: SupervisedChild) => Promise<boolean> {
  return async (child) => {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(anyAnswer ? 60_000 : 2_000) });
      if (anyAnswer || !response.ok) {
        await response.body?.cancel();
        return anyAnswer;
      }
      const body = (await response.json().catch(() => ({}))) as { pid?: unknown };
      return body.pid === undefined || body.pid === child.pid;
    } catch {
      return false; // not listening yet
    }
  };
}

/** Until the supervised instance first answered its health probe; fails when it gave up or took longer than `timeoutMs`. */
async function firstReady(instance: Instance, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      instance.server.firstReady,
      instance.server.gaveUp.then((reason) => Promise.reject(new Error(reason))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${instance.name}: no answer from ${instance.origin} within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  mkdirSync(options.dataDir, { recursive: true });
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch((error: unknown) => options.log(`stopping: ${String(error)}`));
  };
  try {
    const { log, output } = options;
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const postgres = await startPostgres({ clusterDir: options.dataDir, port: options.postgresPort, log });
      stoppers.push(postgres.stop);
      databaseUrl = postgres.url;
      log(`PostgreSQL on 127.0.0.1:${options.postgresPort}`);
    }
    let redis: RunningRedis | null = null;
    if (!options.redisUrl) {
      redis = await startRedis({ clusterDir: options.dataDir, port: options.redisPort, output });
      stoppers.push(redis.stop);
      log(`Redis on ${redis.url}`);
    }
    const redisUrl = options.redisUrl ?? (redis as RunningRedis).url;

    const ports = (base: number, count: number) => Array.from({ length: count }, (_, index) => base + 1 + index);
    const storefrontPorts = ports(options.storefrontPort, options.storefronts);
    const backendPorts = ports(options.backendPort, options.backends);
    const origins = { storefronts: `http://127.0.0.1:${options.storefrontPort}`, backends: `http://127.0.0.1:${options.backendPort}` };
    const haproxy = await startHaproxy({
      clusterDir: options.dataDir,
      output,
      tiers: [
        { name: 'storefronts', port: options.storefrontPort, healthPath: options.storefrontHealthPath, servers: storefrontPorts.map((port, index) => ({ name: `storefront${index + 1}`, port })) },
        { name: 'backends', port: options.backendPort, healthPath: '/health', servers: backendPorts.map((port, index) => ({ name: `backend${index + 1}`, port })) },
      ],
    });
    stoppers.push(haproxy.stop);

    const secrets = sharedSecrets();
    const uploadsDir = path.join(options.dataDir, 'backend');
    const instances: Instance[] = [];
    stoppers.push(() => Promise.all(instances.map((instance) => instance.server.stop())).then(() => undefined));
    const startInstance = async (name: string, port: number, script: string, env: Record<string, string>, ready: { path: string; timeoutMs: number }) => {
      const origin = `http://127.0.0.1:${port}`;
      const server = superviseProcess({
        name,
        ...typescriptServer(script),
        cwd: root,
        env,
        logFile: output === 'inherit' ? undefined : path.join(output.logDir, `${name}.log`),
        onLog: log,
        onStart: (child, attempt) => {
          if (attempt > 1) log(`${name} started again (pid ${child.pid}); HAProxy takes it back once its health checks pass`);
        },
        isReady: readyProbe(`${origin}${ready.path}`, ready.path === '/'),
      });
      const instance: Instance = { name, origin, server };
      instances.push(instance);
      await firstReady(instance, ready.timeoutMs);
      return instance;
    };

    const backends: Instance[] = [];
    for (const [index, port] of backendPorts.entries()) {
      // One at a time: the first migrates and seeds, the others find the database ready.
      log(`starting backend ${index + 1} on 127.0.0.1:${port} …`);
      const env = backendEnv(port, origins, { databaseUrl, dataDir: uploadsDir, secrets });
      backends.push(await startInstance(`backend${index + 1}`, port, 'server/main.ts', env, { path: '/health', timeoutMs: BACKEND_READY_MS }));
    }

    const sharedStorefrontEnv = storefrontEnv(origins, { redisUrl, dataDir: uploadsDir, secrets });
    const digest = buildSettingsDigest({ ...process.env, ...sharedStorefrontEnv });
    if (buildIsStale(digest)) {
      log('building the storefront (one build for every storefront) …');
      forgetStoredAnswers();
      const build = startChild('build', path.join(root, 'node_modules', '.bin', 'next'), ['build'], sharedStorefrontEnv, output);
      if ((await build.exited) !== 0) throw new Error('the storefront build failed');
      markBuilt(digest);
    }
    // Once for all: each storefront compresses what it finds stale as it starts, so starting
    // together they would each compress the whole build. They find these copies current.
    const precompressed = await precompressStaticAssets(path.join(root, '.next', 'static'));
    if (precompressed.written > 0) log(`compressed ${precompressed.written} static assets for the storefronts`);
    const storefronts: Instance[] = [];
    await Promise.all(
      storefrontPorts.map(async (port, index) => {
        log(`starting storefront ${index + 1} on 127.0.0.1:${port} …`);
        // Listens as "localhost": see scripts/start.ts on Next's proxy rewrites.
        const env = { ...sharedStorefrontEnv, STOREFRONT_HOST: 'localhost', STOREFRONT_PORT: String(port) };
        storefronts[index] = await startInstance(`storefront${index + 1}`, port, 'storefront-server/main.ts', env, { path: '/', timeoutMs: STOREFRONT_READY_MS });
      }),
    );
    await waitUntilAllUp(haproxy, options.storefronts, options.backends);
    return { url: origins.storefronts, backendUrl: origins.backends, databaseUrl, secrets, storefronts, backends, haproxy, redis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Until HAProxy's health checks count every instance up (two passing checks, about 2 s). */
async function waitUntilAllUp(haproxy: RunningHaproxy, storefronts: number, backends: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [front, back] = await Promise.all([haproxy.serversUp('storefronts'), haproxy.serversUp('backends')]);
    if (front.length === storefronts && back.length === backends) return;
    if (Date.now() > deadline) throw new Error(`HAProxy counts ${front.length}/${storefronts} storefronts and ${back.length}/${backends} backends up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
