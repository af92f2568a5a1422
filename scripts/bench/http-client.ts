import http from 'node:http';

/**
 * A thin JSON-over-HTTP client on one kept-alive connection, the way load generators (wrk,
 * autocannon) measure a server: undici's fetch costs the client itself ~0.5 ms per request and
 * ~2 ms at the 95th percentile on this machine's two shared cores, which would be counted as
 * the server's time.
 */
export function createJsonClient(url: string) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return function postJson<T>(
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: T; headers: http.IncomingHttpHeaders }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as T, headers: response.headers });
            } catch {
              reject(new Error(`${url} answered ${response.statusCode} with no JSON: ${text.slice(0, 200)}`));
            }
          });
          response.on('error', reject);
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${url} did not answer within 30 s`)));
      request.on('error', reject);
      request.end(payload);
    });
  };
}
