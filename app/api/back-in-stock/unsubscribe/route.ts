import { unsubscribeAlertWith } from '@/lib/forms/back-in-stock';
import { routes } from '@/lib/routes';

/**
 * The List-Unsubscribe target of both back-in-stock alert mails (RFC 8058): a mail client's one-click
 * unsubscribe POSTs `List-Unsubscribe=One-Click` here, with the token in the address. No cookie
 * or Origin is involved (the client's server makes the call), so the signed token alone decides.
 * A GET (someone opening the address by hand, or a scanner) unsubscribes nobody: it is sent to
 * the page with the button.
 */
export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };

export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome = await unsubscribeAlertWith(token);
  if (outcome === 'unsubscribed') return new Response('Unsubscribed.\n', { status: 200, headers });
  if (outcome === 'invalid') return new Response('Unknown unsubscribe link.\n', { status: 400, headers });
  return new Response('Please try again later.\n', { status: 503, headers: { ...headers, 'Retry-After': '60' } });
}

export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const page = `${routes.backInStockUnsubscribe()}?token=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
}
