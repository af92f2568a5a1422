import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/**
 * Compression for every storefront answer, as `next start` does it, except that a page Next
 * served from its cache is compressed once and then kept.
 *
 * Why: `next start` compresses each answer anew, so a cached page (the same bytes for every
 * shopper in one language) cost the server about as much to compress as to serve. Under a rush
 * that was half of its CPU (docs/benchmarks.md).
 *
 * How: an answer Next marks `x-nextjs-cache: HIT` or `STALE` is already complete in memory, so
 * holding it back until its end delays it by no more than the time to copy it. Its body is then
 * looked up by digest and encoding. Every other answer (a render, a server action, a file) is
 * compressed while it streams, by the `compression` middleware that Next itself bundles.
 * (With partial prerendering, which this shop does not use, a HIT's dynamic part would stream
 * after the shell and be held back too: revisit this before turning it on.)
 */

export type Encoding = 'br' | 'gzip';

/** Encodings for kept bodies, best first; a shopper's browser accepts both. */
const KEPT_ENCODINGS: Encoding[] = ['br', 'gzip'];
const CACHED = new Set(['HIT', 'STALE']);
/** Pages and their RSC payloads: the answers Next caches. */
const CACHEABLE_TYPE = /^text\/(html|x-component)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** As the middleware's own threshold: below this, compression saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Done once per page, so a higher brotli quality than a stream can afford: quality 6 makes the
 * home page about 11 % smaller than the middleware's quality 4, in about 2.5 ms.
 */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** Compressed bodies by encoding and digest of the plain body, within a memory budget. */
export class CompressedBodies {
  private readonly kept: LRUCache<string, Buffer>;
  /** A body being compressed: answers that need it meanwhile wait for the same work. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (body) => body.length });
  }

  compressed(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = compressors[encoding](body)
        .then((compressed) => {
          this.kept.set(key, compressed);
          return compressed;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.kept.calculatedSize;
  }
}

type Next = () => void;
export type AnswerMiddleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

/** The middleware: `next` runs the app with the response wrapped. */
export function compressAnswers(bodies: CompressedBodies): AnswerMiddleware {
  const streaming = compression({ threshold: MIN_BYTES });
  return (request, response, next) =>
    streaming(request, response, () => {
      const encoding = request.method === 'GET' ? keptEncoding(request) : undefined;
      if (encoding) holdCachedPage(response, bodies, encoding);
      next();
    });
}

function keptEncoding(request: IncomingMessage): Encoding | undefined {
  const [best] = new Negotiator(request).encodings(KEPT_ENCODINGS, { preferred: KEPT_ENCODINGS });
  return KEPT_ENCODINGS.find((encoding) => encoding === best);
}

function isCachedPage(response: ServerResponse): boolean {
  const cache = response.getHeader('x-nextjs-cache');
  const type = response.getHeader('content-type');
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return (
    typeof cache === 'string' &&
    CACHED.has(cache) &&
    typeof type === 'string' &&
    CACHEABLE_TYPE.test(type) &&
    !response.hasHeader('content-encoding') &&
    !NO_TRANSFORM.test(cacheControl)
  );
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Wraps the response (over the middleware's own wrapping): the first write decides whether this
 * is a cached page. If it is, headers and body are held and sent compressed at the end; if not,
 * every call goes through unchanged.
 */
function holdCachedPage(response: ServerResponse, bodies: CompressedBodies, encoding: Encoding): void {
  const inner = {
    writeHead: response.writeHead.bind(response),
    flushHeaders: response.flushHeaders.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
    flush: 'flush' in response && typeof response.flush === 'function' ? response.flush.bind(response) : undefined,
  };
  let holding: boolean | undefined;
  const chunks: Buffer[] = [];
  const holds = () => (holding ??= isCachedPage(response));

  // A status-only writeHead (Next's flushHeaders comes to this) waits with the rest; headers
  // handed to writeHead itself mean the answer is not a cached page.
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (rest.length === 0 && holds()) {
      response.statusCode = statusCode;
      return response;
    }
    holding ??= false;
    return (inner.writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
  response.flushHeaders = () => {
    if (!holds()) inner.flushHeaders();
  };
  if (inner.flush) {
    const flush = inner.flush;
    Object.assign(response, { flush: () => (holds() ? undefined : flush()) });
  }
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!holds()) return (inner.write as (...args: unknown[]) => boolean)(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((argument): argument is WriteCallback => typeof argument === 'function');
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    if (!holds()) return (inner.end as (...args: unknown[]) => ServerResponse)(...args);
    const callback = args.find((argument): argument is () => void => typeof argument === 'function');
    const [chunk, chunkEncoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, chunkEncoding));
    const body = Buffer.concat(chunks);
    // From here on the calls go through: the middleware writes the head as for any answer
    // (adding `Vary`, and leaving a body alone that already carries an encoding).
    holding = false;
    sendHeld(response, body, bodies, encoding, callback);
    return response;
  }) as ServerResponse['end'];
}

function sendHeld(
  response: ServerResponse,
  body: Buffer,
  bodies: CompressedBodies,
  encoding: Encoding,
  callback: (() => void) | undefined,
): void {
  const send = (payload: Buffer, payloadEncoding?: Encoding) => {
    if (response.destroyed) return;
    if (payloadEncoding) response.setHeader('Content-Encoding', payloadEncoding);
    response.setHeader('Content-Length', payload.length);
    response.end(payload, callback);
  };
  if (body.length < MIN_BYTES) return send(body);
  const compressed = bodies.compressed(body, encoding);
  if (Buffer.isBuffer(compressed)) return send(compressed, encoding);
  compressed.then(
    (payload) => send(payload, encoding),
    // zlib failing on a buffer would be a bug, but the shopper still gets the page.
    () => send(body),
  );
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
