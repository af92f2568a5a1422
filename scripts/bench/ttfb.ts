import http from 'node:http';
import { summarize, type LatencySummary } from './stats';

export interface TtfbOptions {
  headers: http.OutgoingHttpHeaders;
  warmup: number;
  samples: number;
  /** Stops sampling early after this long, so a slow page cannot stretch the bench. */
  maxSeconds: number;
}

/**
 * Time to first byte of `url`, one request after the other on one kept-alive connection: from
 * sending the request until the response's head has arrived (Next writes the head with the
 * first bytes of the page). Each body is read to its end before the next request.
 */
export async function measureTtfb(url: string, options: TtfbOptions): Promise<LatencySummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers: options.headers }, (response) => {
        const firstByteMs = performance.now() - started;
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`${url} answered ${response.statusCode}`));
        }
        response.resume();
        response.once('end', () => resolve(firstByteMs));
        response.once('error', reject);
      });
      request.setTimeout(30_000, () => request.destroy(new Error(`${url} did not answer within 30 s`)));
      request.once('error', reject);
    });
  try {
    for (let i = 0; i < options.warmup; i += 1) await once();
    const durations: number[] = [];
    const deadline = performance.now() + options.maxSeconds * 1000;
    while (durations.length < options.samples && performance.now() < deadline) durations.push(await once());
    return summarize(durations);
  } finally {
    agent.destroy();
  }
}
