import type { Stats } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { keptEncoding, MIN_BYTES } from './compressed-answers';

/**
 * The build's static assets (`/_next/static/…`: scripts, the stylesheet) served from copies
 * compressed once, as tightly as brotli and gzip go, instead of compressed anew on each request.
 *
 * Why: these files never change under their name, yet every answer streamed them through the
 * `compression` middleware at brotli quality 4, which is the middleware's default and sized for
 * speed. The 15 files home's HTML names were then 197 KB on the wire, more than gzip's 196 KB;
 * brotli at quality 11 makes them 170 KB, 27 KB less for every first visit on a slow line (about
 * 130 ms at Lighthouse's 1.6 Mbps). Quality 11 costs about 2 ms per KB, far too slow per request,
 * so it is done once, when the storefront starts after a build (docs/benchmarks.md).
 *
 * How: `.br` and `.gz` files beside each compressible asset, written before the server listens
 * and kept across restarts (rewritten only when the asset changed), then served by `sirv`,
 * which picks the copy the browser accepts. A file without copies falls through to the
 * streaming compression and Next, so nothing is served worse than before.
 */

const URL_PREFIX = '/_next/static/';
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map)$/i;
const ONE_YEAR_S = 31_536_000;
const TEXT_TYPES: Record<string, string> = { '.js': 'application/javascript', '.css': 'text/css' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COPIES: { suffix: string; compress: (body: Buffer) => Promise<Buffer> }[] = [
  {
    suffix: '.br',
    compress: (body) =>
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { suffix: '.gz', compress: (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

export interface PrecompressResult {
  written: number;
  current: number;
  removed: number;
  failed: { file: string; reason: string }[];
}

/**
 * Writes the compressed copies that are missing or not made from their asset as it is now, and
 * removes copies whose asset is gone or no longer compresses.
 */
export async function precompressStaticAssets(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: 0, current: 0, removed: 0, failed: [] };
  const names = (await readdir(dir, { recursive: true })).map((name) => path.join(dir, name));
  const present = new Set(names);
  const copySuffixes = COPIES.map((copy) => copy.suffix);
  await Promise.all(
    names.map(async (file) => {
      try {
        const suffix = copySuffixes.find((candidate) => file.endsWith(candidate));
        if (suffix) {
          const asset = file.slice(0, -suffix.length);
          if (!present.has(asset) && COMPRESSIBLE.test(asset)) {
            await removeCopy(file);
            result.removed += 1;
          }
          return;
        }
        if (!COMPRESSIBLE.test(file)) return;
        const assetStats = await stat(file);
        if (!assetStats.isFile() || assetStats.size < MIN_BYTES) return;
        const stale = await Promise.all(
          COPIES.map(async (copy) => !madeFrom(await mtimeOf(file + copy.suffix), assetStats.mtimeMs)),
        );
        if (!stale.some(Boolean)) {
          result.current += 1;
          return;
        }
        const staleCopies = COPIES.filter((_, index) => stale[index]);
        if (await refreshCopies(file, assetStats, staleCopies)) result.written += 1;
      } catch (error) {
        result.failed.push({ file: path.relative(dir, file), reason: error instanceof Error ? error.message : String(error) });
      }
    }),
  );
  return result;
}

/** Each copy on its own; true when at least one was written. Throws the first failure. */
async function refreshCopies(file: string, assetStats: Stats, copies: typeof COPIES): Promise<boolean> {
  const body = await readFile(file);
  let failure: unknown;
  let wrote = false;
  for (const copy of copies) {
    try {
      const compressed = await copy.compress(body);
      // A copy no smaller than the asset would only cost the browser a decoding.
      if (compressed.length >= body.length) await removeCopy(file + copy.suffix);
      else {
        await writeCopy(file + copy.suffix, compressed, assetStats);
        wrote = true;
      }
    } catch (error) {
      // Never leave a copy of an older version to be served in its place.
      await removeCopy(file + copy.suffix).catch(() => undefined);
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return wrote;
}

/** Under a temporary name first, so an instance starting beside this one never serves half a copy. */
async function writeCopy(copyFile: string, compressed: Buffer, assetStats: Stats): Promise<void> {
  const temporary = `${copyFile}.${process.pid}.tmp`;
  await writeFile(temporary, compressed);
  // The copy carries its asset's time: the mark that it was made from this version.
  await utimes(temporary, assetStats.atime, assetStats.mtime);
  await rename(temporary, copyFile);
}

async function removeCopy(copyFile: string): Promise<void> {
  // Absent already, or removed by another instance starting at the same time.
  await unlink(copyFile).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** File times round-trip through utimes with up to a millisecond lost. */
function madeFrom(copyMtimeMs: number | undefined, assetMtimeMs: number): boolean {
  return copyMtimeMs !== undefined && Math.abs(copyMtimeMs - assetMtimeMs) < 1;
}

async function mtimeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export type StaticAssetHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Serves GET and HEAD requests under `/_next/static/` from `dir` (the build's `.next/static`),
 * a compressed copy when the browser accepts one; anything else, or a file not in `dir` when
 * this was created, goes to `next`. Cache headers as Next's own: the names are content hashes.
 */
export function staticAssetHandler(dir: string): StaticAssetHandler {
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    maxAge: ONE_YEAR_S,
    immutable: true,
    etag: true,
    // No guessing: `/a` is not `/a.html`, and dot files are never served.
    extensions: [],
    // As Next labels them, so a script's German text never depends on the browser's guess.
    setHeaders: (response, pathname) => {
      const type = TEXT_TYPES[path.extname(pathname.replace(/\.(?:br|gz)$/, ''))];
      if (type) response.setHeader('Content-Type', `${type}; charset=UTF-8`);
    },
  });
  return (request, response, next) => {
    const url = request.url ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !url.startsWith(URL_PREFIX)) return next();
    // sirv reads Accept-Encoding by substring ("br;q=0" would read as brotli): hand it the
    // negotiated choice, as the streaming compression would make it.
    const acceptEncoding = request.headers['accept-encoding'];
    request.headers['accept-encoding'] = keptEncoding(request) ?? 'identity';
    request.url = url.slice(URL_PREFIX.length - 1);
    const restore = () => {
      request.url = url;
      if (acceptEncoding === undefined) delete request.headers['accept-encoding'];
      else request.headers['accept-encoding'] = acceptEncoding;
    };
    serve(request, response, () => {
      // Not one of the build's files: Next answers it (a 404, or a file written since).
      restore();
      next();
    });
    restore();
  };
}
