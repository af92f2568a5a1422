import { analyticsForwardHeaders } from '@/lib/analytics/purchase-proof';
import { shopFormsUrl } from '@/lib/forms/endpoint';
import { cappedBodyText } from '@/lib/security/capped-body';
import { clientAddressHeaders } from '@/lib/security/client-address';

/**
 * The browser's analytics events (lib/analytics/track.ts), sent only after consent, handed on
 * to the backend's first-party endpoint (POST …/wp-json/vitrine/v1/events) with the shopper's
 * signed address for its rate limit, and for a purchase the proof that this browser placed the
 * order (lib/analytics/purchase-proof.ts; a purchase of somebody else's order is dropped). Against a real WooCommerce there is no such endpoint
 * (SHOP_FORMS_URL unset): the event is dropped with 204 and the dataLayer alone carries it.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY = 8 * 1024;
const TIMEOUT_MS = 5_000;

export async function POST(request: Request): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return Response.json({ code: 'json_only' }, { status: 415 });
  const body = await cappedBodyText(request, MAX_BODY);
  if (body === null) return Response.json({ code: 'too_large' }, { status: 413 });
  const base = shopFormsUrl();
  if (!base) return new Response(null, { status: 204 });
  const forward = await analyticsForwardHeaders(body);
  if (!forward) return new Response(null, { status: 204 });
  try {
    const answer = await fetch(`${base}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await clientAddressHeaders()), ...forward },
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (answer.status === 204) return new Response(null, { status: 204 });
    // A store without the route (404) is not the shopper's problem either.
    if (answer.status === 404) return new Response(null, { status: 204 });
    return new Response(await answer.text(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } });
  } catch (error) {
    console.error(`analytics events: ${error instanceof Error ? error.message : String(error)}`);
    return new Response(null, { status: 204 });
  }
}
