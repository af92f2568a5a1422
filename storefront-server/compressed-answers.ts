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
 * looked up among the kept ones (CompressedBodies). Every other answer (a render, a server action, a file) is
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
export const MIN_BYTES = 1024;

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

/**
 * Bytes at each end of a body that, with its length and encoding, name it among the kept
 * bodies: a hash of them costs a few microseconds, where a hash of a whole 120 KB page cost
 * about 0.4 ms per answer (measured, SHA-256 in Node 20 on the bench machine).
 */
const SAMPLE_BYTES = 4096;

type Kept = { plain: Buffer; compressed: Buffer };

/**
 * Compressed bodies by their plain body, within a memory budget. A body is found by its
 * length and ends, and served compressed only when it equals the kept plain body byte for byte
 * (a memory compare, about twenty times cheaper than hashing it). So every instance of the
 * storefront agrees with the cache it reads: a page that changed anywhere — a revalidation on
 * another instance, a new render in the shared cache — never goes out as its old compressed
 * body, even when only a price in its middle changed; a body under two addresses (query
 * strings) is compressed once.
 */
export class CompressedBodies {
  private readonly kept: LRUCache<string, Kept>;
  /** A body being compressed: answers that need it meanwhile wait for the same work. */
  private readonly pending = new Map<string, { plain: Buffer; compressed: Promise<Buffer> }>();

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Kept>({
      maxSize: maxBytes,
      sizeCalculation: (kept) => kept.plain.length + kept.compressed.length,
    });
  }

  compressed(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
    const key = `${encoding}:${bodyKey(body)}`;
    const kept = this.kept.get(key);
    if (kept?.plain.equals(body)) return kept.compressed;
    const pending = this.pending.get(key);
    if (pending?.plain.equals(body)) return pending.compressed;
    // Kept as it is: the held answer's body is a buffer of its own (Buffer.concat), never reused.
    const plain = body;
    const compressed = compressors[encoding](plain)
      .then((result) => {
        this.kept.set(key, { plain, compressed: result });
        return result;
      })
      .finally(() => {
        if (this.pending.get(key)?.plain === plain) this.pending.delete(key);
      });
    this.pending.set(key, { plain, compressed });
    return compressed;
  }

  get size(): number {
    return this.kept.calculatedSize;
  }
}

function bodyKey(body: Buffer): string {
  const hash = createHash('sha1').update(body.subarray(0, SAMPLE_BYTES));
  if (body.length > SAMPLE_BYTES) hash.update(body.subarray(Math.max(SAMPLE_BYTES, body.length - SAMPLE_BYTES)));
  return `${body.length}:${hash.digest('base64')}`;
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

/** The encoding this request's browser prefers among brotli and gzip, if it accepts either. */
export function keptEncoding(request: IncomingMessage): Encoding | undefined {
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
