import { createClient } from 'redis';

/**
 * Watches one Redis server for the shared cache: is it answering right now? One small client
 * of its own (no offline queue, so a command to a lost server fails at once instead of
 * waiting), a PING every second with a short timeout (a server that hangs without closing the
 * socket counts as gone after two), and reconnection with back-off (at most 2 s apart). It reports each
 * change once.
 *
 * It also makes sure the server publishes key expiry and eviction events, which the cache
 * handler needs to keep its tag index small (`notify-keyspace-events Exe`, docs/deployment.md).
 */
export type LinkOptions = {
  url: string;
  /** Milliseconds a PING may take before the server counts as gone. */
  timeoutMs: number;
  connectTimeoutMs: number;
  probeEveryMs: number;
  onChange: (up: boolean, reason: string) => void;
};

type Client = ReturnType<typeof createClient>;

/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;
/** Flags the handler needs: keyevent notifications (E) for expired (x) and evicted (e) keys. */
const REQUIRED_EVENT_FLAGS = ['E', 'x', 'e'];
const MISSED_PINGS_FOR_DOWN = 2;

export class RedisLink {
  readonly client: Client;
  /** Unknown until the first connection attempt ends, so that a failed first one is reported too. */
  private up: boolean | undefined;
  private closed = false;
  /** PINGs unanswered in a row: one may be a busy event loop (a rush), two mean Redis. */
  private missedPings = 0;
  private readonly probe: NodeJS.Timeout;
  private readonly subscribers: Client[] = [];

  constructor(private readonly options: LinkOptions) {
    this.client = createClient({
      url: options.url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: options.connectTimeoutMs,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
      },
    });
    // Every failure is also a state change below; the error itself is logged only then.
    this.client.on('error', (error: Error) => this.mark(false, error.message));
    this.client.on('end', () => this.mark(false, 'connection closed'));
    this.client.on('ready', () => void this.check());
    this.client.connect().catch((error: Error) => this.mark(false, error.message));
    this.probe = setInterval(() => void this.check(), options.probeEveryMs);
    this.probe.unref();
  }

  get isUp(): boolean {
    return this.up === true;
  }

  /** Something failed on the cache's own connection: check now rather than at the next probe. */
  suspect(): void {
    void this.check();
  }

  /** Runs one command on this link, failing after the timeout. */
  run<T>(command: (client: Client) => Promise<T>): Promise<T> {
    return withTimeout(command(this.client), this.options.timeoutMs);
  }

  /**
   * Calls `listener` on every message of `channel`, on a connection of its own (a subscribed
   * connection runs no other commands); node-redis subscribes again after a reconnection.
   * `onConnectionChange` hears of each drop and return of that connection: messages published
   * in between are lost.
   */
  async subscribe(channel: string, listener: (message: string) => void, onConnectionChange: () => void = () => undefined): Promise<void> {
    const subscriber = this.client.duplicate();
    // Its failures are the link's to notice and report.
    subscriber.on('error', () => onConnectionChange());
    subscriber.on('end', () => onConnectionChange());
    subscriber.on('ready', () => onConnectionChange());
    this.subscribers.push(subscriber);
    await subscriber.connect();
    await subscriber.subscribe(channel, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    this.up = false;
    await Promise.all([this.client, ...this.subscribers].map((client) => client.disconnect().catch(() => undefined)));
  }

  private async check(): Promise<void> {
    if (this.closed) return;
    try {
      await this.run((client) => client.ping());
      this.missedPings = 0;
      if (!this.up) await this.run((client) => ensureKeyspaceEvents(client));
      this.mark(true, 'answering');
    } catch (error) {
      this.missedPings += 1;
      // A closed connection counts at once; a late answer on an open one only the second time.
      if (this.client.isReady && this.missedPings < MISSED_PINGS_FOR_DOWN) return;
      this.mark(false, error instanceof Error ? error.message : String(error));
    }
  }

  private mark(up: boolean, reason: string): void {
    if (this.closed || up === this.up) return;
    this.up = up;
    this.options.onChange(up, reason);
  }
}

/**
 * Adds the keyevent flags the handler needs to the server's setting, keeping any others. A
 * server that refuses CONFIG (some managed services) must have them set by its operator:
 * then the handler's own check is skipped rather than failing every start.
 */
async function ensureKeyspaceEvents(client: Client): Promise<void> {
  let current: string;
  try {
    current = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
  } catch {
    process.env.SKIP_KEYSPACE_CONFIG_CHECK = 'true';
    return;
  }
  const missing = REQUIRED_EVENT_FLAGS.filter((flag) => !current.includes(flag) && !(flag !== 'E' && current.includes('A')));
  if (missing.length === 0) return;
  await client.configSet('notify-keyspace-events', current + missing.join(''));
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
