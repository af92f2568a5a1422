import { revalidateTag } from 'next/cache';
import { recordRevalidation, revalidationLogInUse } from '@/lib/commerce/revalidation-log';
import { cappedBodyText } from '@/lib/security/capped-body';
import { MAX_BODY_BYTES, parseRevalidationBody, SIGNATURE_HEADER, tagExpiry, verifySignature } from '@/lib/commerce/revalidation';

/**
 * Signed cache revalidation for the backend (or a WooCommerce webhook): drops the cached
 * catalogue data behind the given tags. See lib/commerce/revalidation for the format.
 *
 * A product's or category's own tag expires at once, so the very next visit of its page is
 * rendered with the change (a shopper following a back-in-stock mail sees the stock); the broad
 * list tags are marked stale ("max") and refresh in the background while still being served
 * (lib/commerce/revalidation.ts, tagExpiry, says why).
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) {
    console.error('[revalidate] REVALIDATE_SECRET is not set: revalidation requests are refused');
    return Response.json({ error: 'Revalidation is not configured.' }, { status: 503 });
  }
  const rawBody = await cappedBodyText(request, MAX_BODY_BYTES);
  if (rawBody === null) return Response.json({ error: 'The body is too large.' }, { status: 413 });

  if (!verifySignature(rawBody, request.headers.get(SIGNATURE_HEADER), secret)) {
    return Response.json({ error: 'Invalid signature.' }, { status: 401 });
  }
  const body = parseRevalidationBody(rawBody);
  if (!body.ok) return Response.json({ error: body.error }, { status: 400 });

  for (const tag of body.tags) revalidateTag(tag, tagExpiry(tag));
  // Next keeps revalidated tags in memory only: the record lets a restarted server know them.
  const logFile = revalidationLogInUse();
  if (logFile) {
    await recordRevalidation(logFile, body.tags, tagExpiry).catch((error: unknown) =>
      console.error('[revalidate] could not record the revalidation for the next start', error),
    );
  }
  return Response.json({ revalidated: body.tags, now: Date.now() });
}
