import type { IncomingMessage } from 'node:http';
import { describeUnexpected } from './input-safety';

/** How long the rest of a refused body is read and dropped before the connection is closed. */
const DRAIN_MS = 30_000;

/**
 * The whole body, or null as soon as it exceeds `limit` bytes (or its Content-Length says it
 * will). A refused body is then drained, unparsed, for DRAIN_MS at most: closing at once would
 * make clients fail writing (EPIPE) instead of reading the 413; a client still sending after
 * that is cut off.
 */
export function readBodyCapped(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      request.removeAllListeners('data');
      const linger = setTimeout(() => request.socket.destroy(), DRAIN_MS).unref();
      request.once('end', () => clearTimeout(linger)).resume();
      resolve(null);
    };
    if (Number(request.headers['content-length'] ?? 0) > limit) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        refuse();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks, size)));
    request.on('error', (error) => reject(new Error(`reading the request body failed: ${describeUnexpected(error)}`)));
  });
}
