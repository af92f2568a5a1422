/**
 * A route handler's request body as text, or null once it passes `limit` bytes (or its
 * Content-Length says it will). Read chunk by chunk and cancelled at the limit, so a client
 * sending megabytes to a small endpoint costs the storefront `limit` bytes of memory, not the
 * whole body (Next puts no size limit on route handlers, only on server actions).
 */
export async function cappedBodyText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
