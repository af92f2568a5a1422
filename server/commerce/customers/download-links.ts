import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Database, Queryable } from '../../db';
import type { DownloadRecord } from '../orders/order-record';
import type { SessionKeys } from '../session';

/**
 * Download links for bought files. A link is a signed token naming one download permission of
 * one order, handed to whoever may read that order: through GraphQL (docs/woographql-contract.md
 * §11 `downloadUrl`: pre-authenticated, valid 24 h) to its customer or the placing browser, and
 * in the order mail to its billing address (no end of its own, as WooCommerce's). The route below
 * serves the real file only while the permission lasts: order paid, access not expired,
 * downloads remaining (each download counts one).
 */
export const DOWNLOAD_LINK_SECONDS = 24 * 60 * 60;
export const DOWNLOAD_PATH = '/download/';
const AUDIENCE = 'download';

export const downloadMessages = {
  // WooCommerce's own download errors.
  invalid: 'Invalid download link.',
  expired: 'Sorry, this download has expired',
  limit: 'Sorry, you have reached your download limit for this file',
  notPaid: 'Sorry, this order is invalid and cannot be paid for.',
  missing: 'File not found',
} as const;

export async function signDownloadUrl(download: DownloadRecord, keys: SessionKeys, publicUrl: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const accessEnds = download.accessExpires ? Math.floor(download.accessExpires.getTime() / 1000) : Infinity;
  return signLink(download, keys, publicUrl, issuedAt, Math.max(issuedAt + 1, Math.min(issuedAt + DOWNLOAD_LINK_SECONDS, accessEnds)));
}

/**
 * The link in the order mail has no end of its own (WooCommerce's mail links name the order key
 * and never expire): a guest has no account to fetch a fresh one from. The permission decides at
 * every use, as for any link: the order paid, the access date (as the merchant may change it)
 * not past, downloads remaining; deleting the permission ends its links.
 */
export async function signMailDownloadUrl(download: DownloadRecord, keys: SessionKeys, publicUrl: string, now = new Date()): Promise<string> {
  return signLink(download, keys, publicUrl, Math.floor(now.getTime() / 1000), null);
}

async function signLink(download: DownloadRecord, keys: SessionKeys, publicUrl: string, issuedAt: number, expiresAt: number | null): Promise<string> {
  const jwt = new SignJWT({ pid: download.id, oid: download.orderId }).setProtectedHeader({ alg: 'HS256' }).setIssuer(keys.issuer).setAudience(AUDIENCE).setIssuedAt(issuedAt);
  const token = await (expiresAt === null ? jwt : jwt.setExpirationTime(expiresAt)).sign(keys.secret);
  return `${publicUrl}${DOWNLOAD_PATH}${token}`;
}

async function readLink(token: string, keys: SessionKeys): Promise<{ permissionId: number; orderId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'], issuer: keys.issuer, audience: AUDIENCE });
    const { pid, oid } = payload as { pid?: unknown; oid?: unknown };
    return Number.isSafeInteger(pid) && Number.isSafeInteger(oid) ? { permissionId: pid as number, orderId: oid as number } : null;
  } catch {
    return null;
  }
}

type Outcome = { ok: true; filePath: string; name: string } | { ok: false; status: number; message: string };

/** Checks the permission and counts the download, in one transaction (two clicks cannot both take the last one). */
async function takeDownload(tx: Queryable, permissionId: number, orderId: number, count: boolean): Promise<Outcome> {
  const [row] = await tx.query<{ status: string; file_path: string; name: string; remaining: number | null; expired: boolean }>(
    `SELECT o.status, d.file_path, d.name, dp.downloads_remaining AS remaining,
            (dp.access_expires IS NOT NULL AND dp.access_expires <= now()) AS expired
     FROM download_permission dp JOIN shop_order o ON o.id = dp.order_id JOIN product_download d ON d.id = dp.download_id
     WHERE dp.id = $1 AND dp.order_id = $2 FOR UPDATE OF dp`,
    [permissionId, orderId],
  );
  if (!row) return { ok: false, status: 404, message: downloadMessages.invalid };
  if (row.status !== 'processing' && row.status !== 'completed') return { ok: false, status: 403, message: downloadMessages.notPaid };
  if (row.expired) return { ok: false, status: 403, message: downloadMessages.expired };
  if (row.remaining !== null && row.remaining <= 0) return { ok: false, status: 403, message: downloadMessages.limit };
  if (count && row.remaining !== null) {
    await tx.query('UPDATE download_permission SET downloads_remaining = downloads_remaining - 1 WHERE id = $1', [permissionId]);
  }
  return { ok: true, filePath: row.file_path, name: row.name };
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(message);
}

/** GET /download/<token>: streams the file as an attachment; HEAD checks without counting. */
export function downloadRoute(options: { db: Database; keys: SessionKeys; uploadsDir: string }) {
  const root = path.resolve(options.uploadsDir);
  return async (request: IncomingMessage, response: ServerResponse, token: string) => {
    const link = await readLink(token, options.keys);
    if (!link) return refuse(response, 403, downloadMessages.invalid);
    const counting = request.method === 'GET';
    // The file is checked before the download is counted: a missing file must not use one up.
    const outcome = await options.db.transaction(async (tx) => {
      const checked = await takeDownload(tx, link.permissionId, link.orderId, false);
      if (!checked.ok) return checked;
      const filePath = path.resolve(root, checked.filePath);
      const info = filePath.startsWith(root + path.sep) ? await stat(filePath).catch(() => null) : null;
      if (!info?.isFile()) return { ok: false as const, status: 404, message: downloadMessages.missing };
      if (counting) await takeDownload(tx, link.permissionId, link.orderId, true);
      return { ...checked, filePath, size: info.size };
    });
    if (!outcome.ok) return refuse(response, outcome.status, outcome.message);
    const fileName = path.basename(outcome.filePath);
    response.writeHead(200, {
      'Content-Type': fileName.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
      'Content-Length': outcome.size,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(outcome.filePath).pipe(response);
  };
}
