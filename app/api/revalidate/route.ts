import { revalidateTag } from 'next/cache';
import { MAX_BODY_BYTES, parseRevalidationBody, SIGNATURE_HEADER, verifySignature } from '@/lib/commerce/revalidation';

/**
 * Signed cache revalidation for the backend (or a WooCommerce webhook): drops the cached
 * catalogue data behind the given tags. See lib/commerce/revalidation for the format.
 *
 * Tags are marked stale ("max"), not deleted: the next visit refreshes them in the
 * background while still being served, so a change shows from then on and a backend that is
 * briefly down afterwards never blanks a cached page.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) {
    console.error('[revalidate] REVALIDATE_SECRET is not set: revalidation requests are refused');
    return Response.json({ error: 'Revalidation is not configured.' }, { status: 503 });
  }
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_BODY_BYTES) return Response.json({ error: 'The body is too large.' }, { status: 413 });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return Response.json({ error: 'The body is too large.' }, { status: 413 });

  if (!verifySignature(rawBody, request.headers.get(SIGNATURE_HEADER), secret)) {
    return Response.json({ error: 'Invalid signature.' }, { status: 401 });
  }
  const body = parseRevalidationBody(rawBody);
  if (!body.ok) return Response.json({ error: body.error }, { status: 400 });

  for (const tag of body.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: body.tags, now: Date.now() });
}
