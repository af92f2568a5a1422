import http from 'node:http';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

/** Raw bytes and headers as sent (fetch would decompress and hide them). */
export function rawGet(url: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body as the browser reads it, decoded by its Content-Encoding. */
export function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.raw).toString();
  return answer.raw.toString();
}
