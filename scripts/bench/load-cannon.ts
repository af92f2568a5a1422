import autocannon from 'autocannon';
import { summarize, type LatencySummary } from './stats';

/** A request is an error when it is not answered within this time (autocannon's own default). */
export const TIMEOUT_SECONDS = 10;

/** One route under load: its own connections, each sending `requests` in turn, round and round. */
export interface LoadTarget {
  label: string;
  path: string;
  requests: autocannon.Request[];
  connections: number;
  /** Checks an answer's body; false counts as an error (GraphQL reports errors with status 200). */
  verifyBody?: (body: string) => boolean;
}

/** What one or more runs against a target counted. Latencies are of 2xx answers only, as autocannon's own. */
export interface LoadCount {
  label: string;
  path: string;
  seconds: number;
  responses: number;
  non2xx: number;
  timeouts: number;
  /** Connection errors and bodies that failed `verifyBody`. */
  otherErrors: number;
  latenciesMs: number[];
  /** What the errors were: "status 502", "timeout", "ECONNRESET", "body check" — and how many of each. */
  errorKinds: Record<string, number>;
}

export interface LoadFigures {
  label: string;
  path: string;
  requestsPerSecond: number;
  latency: LatencySummary;
  responses: number;
  non2xx: number;
  timeouts: number;
  otherErrors: number;
  errors: number;
  errorKinds: Record<string, number>;
}

/** "status 502", "ECONNRESET", "timeout": how a failed request is counted in `errorKinds`. */
function errorKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const message = error instanceof Error ? error.message : String(error);
  return message === 'request timed out' ? 'timeout' : message;
}

function addKinds(into: Record<string, number>, from: Record<string, number>): Record<string, number> {
  for (const [kind, count] of Object.entries(from)) into[kind] = (into[kind] ?? 0) + count;
  return into;
}

/** "12 × status 502, 3 × timeout", most frequent first; "none" without errors. */
export function describeErrorKinds(kinds: Record<string, number>): string {
  const entries = Object.entries(kinds).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([kind, count]) => `${count} × ${kind}`).join(', ') : 'none';
}

function runTarget(origin: string, target: LoadTarget, seconds: number): Promise<LoadCount> {
  const latenciesMs: number[] = [];
  const errorKinds: Record<string, number> = {};
  const count = (kind: string) => (errorKinds[kind] = (errorKinds[kind] ?? 0) + 1);
  const verify = target.verifyBody;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: target.connections,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        requests: target.requests,
        // autocannon hands over the body as text; its types also allow a Buffer.
        verifyBody: verify && ((body) => verify(String(body ?? ''))),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (result.mismatches) errorKinds['body check'] = result.mismatches;
        resolve({
          label: target.label,
          path: target.path,
          seconds: result.duration,
          // Every answer, whatever its status; timed-out requests are not among them.
          responses: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
          non2xx: result.non2xx,
          timeouts: result.timeouts,
          otherErrors: result.errors - result.timeouts + result.mismatches,
          latenciesMs,
          errorKinds,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTime);
      // Seen under overload: autocannon reports some answers without their status (its request
      // record was gone, e.g. dropped at a timeout); counted apart rather than as "status undefined".
      else count(typeof statusCode === 'number' ? `status ${statusCode}` : 'answer without a status');
    });
    // Timeouts arrive here too, as an Error "request timed out"; connection errors with their code.
    instance.on('reqError', (error: unknown) => count(errorKind(error)));
  });
}

/** Runs every target at once for `seconds`, each on its own connections, in this process. */
export function runLoad(origin: string, targets: LoadTarget[], seconds: number): Promise<LoadCount[]> {
  return Promise.all(targets.map((target) => runTarget(origin, target, seconds)));
}

/** Adds up counts of the same route from several runs (rounds), or of several routes (overall). */
export function combine(label: string, path: string, counts: LoadCount[], concurrent: boolean): LoadCount {
  const seconds = concurrent ? Math.max(0, ...counts.map((count) => count.seconds)) : counts.reduce((sum, count) => sum + count.seconds, 0);
  return {
    label,
    path,
    seconds,
    responses: counts.reduce((sum, count) => sum + count.responses, 0),
    non2xx: counts.reduce((sum, count) => sum + count.non2xx, 0),
    timeouts: counts.reduce((sum, count) => sum + count.timeouts, 0),
    otherErrors: counts.reduce((sum, count) => sum + count.otherErrors, 0),
    latenciesMs: counts.flatMap((count) => count.latenciesMs),
    errorKinds: counts.reduce((kinds, count) => addKinds(kinds, count.errorKinds), {}),
  };
}

export function figures(count: LoadCount): LoadFigures {
  return {
    label: count.label,
    path: count.path,
    requestsPerSecond: count.seconds > 0 ? count.responses / count.seconds : 0,
    latency: summarize(count.latenciesMs),
    responses: count.responses,
    non2xx: count.non2xx,
    timeouts: count.timeouts,
    otherErrors: count.otherErrors,
    errors: count.non2xx + count.timeouts + count.otherErrors,
    errorKinds: count.errorKinds,
  };
}
