import 'server-only';
import { z } from 'zod';
import { clientAddressHeaders } from '@/lib/security/client-address';
import { shopFormsUrl } from './endpoint';

/**
 * One call of the forms API (lib/forms/endpoint.ts) from a server action, with the shopper's
 * signed address so the backend's abuse limits count the shopper, not the storefront. What can
 * come back, in the storefront's terms:
 * - `ok`: the answer's `status` (and the rest of its body);
 * - `invalid`: the backend refused these fields (the storefront's own checks normally catch them first);
 * - `limited`: too many attempts;
 * - `unavailable`: no forms API configured (a real WooCommerce), or it could not be reached.
 */
export type FormsAnswer = { kind: 'ok'; body: Record<string, unknown> & { status: string } } | { kind: 'invalid'; fields: string[] } | { kind: 'limited' } | { kind: 'unavailable' };

const TIMEOUT_MS = 10_000;

const okBody = z.looseObject({ status: z.string() });
const invalidBody = z.object({ code: z.literal('invalid'), fields: z.array(z.string()) });

export async function callFormsApi(route: string, body: unknown, env: Record<string, string | undefined> = process.env): Promise<FormsAnswer> {
  const base = shopFormsUrl(env);
  if (!base) return { kind: 'unavailable' };
  let response: Response;
  try {
    response = await fetch(`${base}/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(await clientAddressHeaders(env)) },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`forms API ${route}: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
  if (response.status === 429) return { kind: 'limited' };
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const invalid = invalidBody.safeParse(json);
    if (invalid.success) return { kind: 'invalid', fields: invalid.data.fields };
  }
  const ok = response.ok ? okBody.safeParse(json) : null;
  if (ok?.success) return { kind: 'ok', body: ok.data };
  console.error(`forms API ${route}: HTTP ${response.status}`);
  return { kind: 'unavailable' };
}
