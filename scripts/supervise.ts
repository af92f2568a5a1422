/**
 * Keeps one long-running process up: `npm start` runs the backend and the storefront under it
 * (scripts/start.ts), `npm run start:cluster` every backend and storefront instance
 * (scripts/cluster/cluster.ts), and anything else that runs servers may too.
 *
 *   const backend = superviseProcess({ name: 'backend', command, args, env, onLog: console.log });
 *   backend.child        the process running now (null while waiting to restart)
 *   backend.stop()       SIGTERM, then SIGKILL after `stopTimeoutMs`; no restart afterwards
 *   backend.gaveUp       resolves with the reason once it stopped restarting (never if stop() came first)
 *
 *   backend.firstReady   resolves once a run answered `isReady` (only with that option)
 *
 * A process that ends without stop() (a crash, a signal such as `kill -9`, even exit code 0: a
 * server never ends by itself) is started again after a doubling delay (firstDelayMs, doubling
 * up to maxDelayMs). A run that lasted stableAfterMs counts as healthy: the next crash waits
 * firstDelayMs again. A process that keeps failing at start (a port in use, bad settings) will
 * not get better by retrying: after maxFastFailures of those in a row the supervisor gives up
 * and says so. With `isReady` (a health probe), a failure at start is a run that ended before
 * it ever answered ready, however long it took: a slow first start (seeding the shop on a busy
 * machine takes minutes) is not a failure, nor counted as one. Without it, a run shorter than
 * fastFailureMs is one.
 *
 * The command must be the server process itself (`node --import tsx server/main.ts`, see
 * `typescriptServer`), not a wrapper that starts it: a `kill -9` of a wrapper leaves its server
 * running and holding the port, and every restart then fails on it.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { constants } from 'node:os';
import { doublingDelayMs } from '../server/backoff';

/** What the supervisor needs of a child process; tests hand in fakes. */
export interface SupervisedChild {
  readonly pid?: number;
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
  /** Set only when its output is piped (the `logFile` option). */
  readonly stdout?: NodeJS.ReadableStream | null;
  readonly stderr?: NodeJS.ReadableStream | null;
  kill(signal?: NodeJS.Signals): boolean;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
}

export type SpawnChild = (command: string, args: string[], options: SpawnOptions) => SupervisedChild;

export interface RestartPolicy {
  /** The wait before the first restart, and again after a stable run. */
  firstDelayMs: number;
  /** The longest wait between restarts. */
  maxDelayMs: number;
  /** A run at least this long was healthy: the back-off starts over. */
  stableAfterMs: number;
  /** A run shorter than this is a failure at start. */
  fastFailureMs: number;
  /** Failures at start in a row before giving up. */
  maxFastFailures: number;
  /** How long a stopped process gets to end after SIGTERM before SIGKILL. */
  stopTimeoutMs: number;
  /** How often `isReady` is asked while a run has not answered ready yet. */
  readyPollMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 15_000,
  stableAfterMs: 60_000,
  // Measured: the backend took 17.7 s to fail on a port in use, on two cores at load 20 (its
  // imports alone take seconds there); about 3 s on an idle machine.
  fastFailureMs: 30_000,
  maxFastFailures: 5,
  stopTimeoutMs: 10_000,
  readyPollMs: 500,
};

/**
 * Runs a TypeScript entry point as one process: Node with tsx's loader (`--import tsx`, tsx 4 on
 * Node >= 20.6), rather than the `tsx` command, which runs the server as a child of its own. So
 * the supervised pid is the server: a signal reaches it directly and its exit code or signal is
 * the server's.
 */
export function typescriptServer(entry: string): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', 'tsx', entry] };
}

export interface SuperviseOptions {
  /** How the logs name it: "backend", "storefront". */
  name: string;
  command: string;
  args: string[];
  /** Added to this process's environment. */
  env?: Record<string, string>;
  cwd?: string;
  /** Appends every run's output to this file (the cluster's log per instance); unset, it goes to this terminal. */
  logFile?: string;
  /** One line per event (started, crashed and when it restarts, gave up). */
  onLog?: (line: string) => void;
  /** Each time a process starts (the first and every restart). */
  onStart?: (child: SupervisedChild, attempt: number) => void;
  /**
   * A health probe for the running child (asked every readyPollMs until it answers true once per
   * run): a run that ends before it was ready is a failure at start, whatever its length.
   */
  isReady?: (child: SupervisedChild) => Promise<boolean>;
  policy?: Partial<RestartPolicy>;
  /** Only for tests. */
  spawnChild?: SpawnChild;
  /** Only for tests: the clock that measures how long a run lasted. */
  now?: () => number;
}

export interface Supervised {
  readonly name: string;
  readonly child: SupervisedChild | null;
  /** How many processes were started so far (1 before any restart). */
  readonly starts: number;
  /** Resolves with the reason when the supervisor stopped restarting by itself. */
  readonly gaveUp: Promise<string>;
  /** Resolves the first time a run answered `isReady` (never without that option). */
  readonly firstReady: Promise<void>;
  /** Stops the process for good (no restart); resolves once it has exited. Safe to call twice. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const defaultSpawn: SpawnChild = (command, args, options) => spawn(command, args, options);

/**
 * "exit code 1", "signal SIGKILL", "failed to start: spawn x ENOENT". A wrapper such as tsx
 * passes its child's death by a signal on as 128 + the signal's number: "exit code 137 (SIGKILL)".
 */
function describeEnd(code: number | null, signal: NodeJS.Signals | null, error?: Error): string {
  if (error) return `failed to start: ${error.message}`;
  if (signal) return `signal ${signal}`;
  if (code === null) return 'exit code unknown';
  const bySignal = Object.entries(constants.signals).find(([, number]) => code > 128 && number === code - 128)?.[0];
  return bySignal ? `exit code ${code} (${bySignal})` : `exit code ${code}`;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export function superviseProcess(options: SuperviseOptions): Supervised {
  const policy = { ...DEFAULT_RESTART_POLICY, ...options.policy };
  const spawnChild = options.spawnChild ?? defaultSpawn;
  const now = options.now ?? (() => Date.now());
  const log = (line: string) => options.onLog?.(line);
  const { name } = options;

  let child: SupervisedChild | null = null;
  let starts = 0;
  let stopping = false;
  let failuresSinceStable = 0;
  let fastFailures = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  let childExited: Promise<void> = Promise.resolve();
  let logStream: WriteStream | null = null;
  let resolveGaveUp: (reason: string) => void = () => undefined;
  const gaveUp = new Promise<string>((resolve) => {
    resolveGaveUp = resolve;
  });
  let resolveFirstReady: () => void = () => undefined;
  const firstReady = new Promise<void>((resolve) => {
    resolveFirstReady = resolve;
  });

  /** Asks `isReady` until this run answers ready or ends; true once it was ready. */
  function watchReadiness(running: SupervisedChild, isOver: () => boolean): { wasReady: () => boolean } {
    let ready = false;
    const probe = options.isReady;
    if (probe) {
      void (async () => {
        while (!isOver()) {
          if (await probe(running).catch(() => false)) {
            if (isOver()) return;
            ready = true;
            resolveFirstReady();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, policy.readyPollMs));
        }
      })();
    }
    return { wasReady: () => ready };
  }

  function start(): void {
    restartTimer = null;
    if (stopping) return;
    starts += 1;
    const startedAt = now();
    if (options.logFile && !logStream) logStream = createWriteStream(options.logFile, { flags: 'a' });
    const running = spawnChild(options.command, options.args, {
      cwd: options.cwd,
      stdio: logStream ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    if (logStream) {
      // One file across restarts: no run may end it.
      running.stdout?.pipe(logStream, { end: false });
      running.stderr?.pipe(logStream, { end: false });
    }
    child = running;
    let ended = false;
    const readiness = watchReadiness(running, () => ended || stopping);
    childExited = new Promise<void>((resolve) => {
      const end = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
        if (ended) return;
        ended = true;
        if (child === running) child = null;
        resolve();
        if (!stopping) restartOrGiveUp(describeEnd(code, signal, error), now() - startedAt, readiness.wasReady());
      };
      running.once('exit', (code, signal) => end(code, signal));
      // A process that could not be spawned (no such command) emits only 'error'.
      running.once('error', (error) => end(null, null, error));
    });
    options.onStart?.(running, starts);
  }

  /** A process ended that nobody asked to stop: restart it, or give up. */
  function restartOrGiveUp(how: string, ranMs: number, wasReady: boolean): void {
    if (ranMs >= policy.stableAfterMs) failuresSinceStable = 0;
    failuresSinceStable += 1;
    const failedAtStart = options.isReady ? !wasReady : ranMs < policy.fastFailureMs;
    fastFailures = failedAtStart ? fastFailures + 1 : 0;
    if (fastFailures >= policy.maxFastFailures) {
      const when = options.isReady ? 'before it answered ready' : `within ${seconds(policy.fastFailureMs)} of starting`;
      const reason =
        `the ${name} failed ${fastFailures} times in a row ${when} ` +
        `(last: ${how}); not restarting it again: see its messages above (a port in use? bad settings?)`;
      log(reason);
      resolveGaveUp(reason);
      return;
    }
    const delayMs = doublingDelayMs(failuresSinceStable, policy.firstDelayMs, policy.maxDelayMs);
    log(`the ${name} stopped unexpectedly (${how}) after ${seconds(ranMs)}; restarting it in ${seconds(delayMs)} (restart ${starts})`);
    restartTimer = setTimeout(start, delayMs);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) {
      running.kill(signal);
      const killLater = setTimeout(() => running.kill('SIGKILL'), policy.stopTimeoutMs);
      await childExited;
      clearTimeout(killLater);
    }
    // Written out before stop() resolves: whoever stopped it may read the file next.
    const stream = logStream;
    logStream = null;
    if (stream) await new Promise<void>((resolve) => stream.end(resolve));
  }

  start();
  return {
    name,
    get child() {
      return child;
    },
    get starts() {
      return starts;
    },
    gaveUp,
    firstReady,
    stop,
  };
}
