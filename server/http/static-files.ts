import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * Serves a file below `root` like WordPress serves uploads: long-lived, immutable caching
 * (file names never change content), conditional requests, and no path outside `root`.
 */
export async function serveFile(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  relativePath: string,
  options: { privateDirs?: readonly string[] } = {},
) {
  const decoded = safeDecode(relativePath);
  const filePath = decoded === null ? null : path.resolve(root, decoded);
  const contentType = filePath ? CONTENT_TYPES[path.extname(filePath).toLowerCase()] : undefined;
  if (!filePath || !filePath.startsWith(path.resolve(root) + path.sep) || !contentType) return notFound(response);
  const hidden = (options.privateDirs ?? []).some((dir) => filePath.startsWith(path.resolve(root, dir) + path.sep));
  if (hidden) return notFound(response);
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return notFound(response);

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', info.mtime.toUTCString());
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': info.size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(filePath).pipe(response);
}

function safeDecode(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

export function notFound(response: ServerResponse) {
  response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
}
