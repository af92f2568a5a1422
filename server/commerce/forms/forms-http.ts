import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Database } from '../../db';
import { readBodyCapped } from '../../http/read-body';
import { contactInput } from '../contact/contact-input';
import { sendContactMessage } from '../contact/send-contact';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../edge/client-address';
import { isUserError } from '../errors';
import type { ShopLimits } from '../limits/shop-limits';
import { emailAddressSchema } from '../mail/email-address';
import { mailLocaleSchema } from '../mail-locales';
import { confirm, signUp, unsubscribe } from '../newsletter/subscriptions';
import { confirmAlert, requestAlert, unsubscribeAlert } from '../back-in-stock/subscriptions';

/**
 * The shop's forms API: the contact form, the newsletter and back-in-stock alerts, which WooGraphQL has no operation
 * for (docs/architecture.md, "Forms beyond the contract"). A small JSON API in WordPress's REST
 * namespace style, so a WordPress plugin could offer the same routes; the storefront calls it
 * from server actions (lib/forms/), with the shopper's signed address like GraphQL calls.
 *
 *   POST /wp-json/vitrine/v1/contact                  {name, email, orderNumber?, message, sendCopy?, locale}
 *   POST /wp-json/vitrine/v1/newsletter/subscribe     {email, locale, consentText}
 *   POST /wp-json/vitrine/v1/newsletter/confirm       {key}
 *   POST /wp-json/vitrine/v1/newsletter/unsubscribe   {token}
 *   POST /wp-json/vitrine/v1/back-in-stock/subscribe  {email, locale, productId, variationId?}
 *   POST /wp-json/vitrine/v1/back-in-stock/confirm    {key}
 *   POST /wp-json/vitrine/v1/back-in-stock/unsubscribe {token}
 *
 * JSON bodies only: a browser cannot send one cross-site without a CORS preflight, which this API
 * never grants. Answers: 200 with `status`, 400 `invalid` naming the fields, 429 `too_many_requests`.
 */

const MAX_BODY = 32 * 1024;

interface FormsApiDeps {
  db: Database;
  limits: ShopLimits;
  storefrontUrl: string;
  contactRecipient: string;
  timeZone: string;
  clientAddressSecret: string | undefined;
}

/** The shop's name in mail to shoppers; the embedded shop is the demo "Vitrine". */
const SHOP_NAME = 'Vitrine';

const subscribeInput = z
  .object({ email: emailAddressSchema, locale: mailLocaleSchema, consentText: z.string().trim().min(1).max(2000) })
  .strict();
const alertInput = z
  .object({
    email: emailAddressSchema,
    locale: mailLocaleSchema,
    productId: z.number().int().positive().max(2 ** 31 - 1),
    variationId: z.number().int().positive().max(2 ** 31 - 1).nullable().default(null),
  })
  .strict();
const confirmInput = z.object({ key: z.string().min(1).max(200) }).strict();
const unsubscribeInput = z.object({ token: z.string().min(1).max(200) }).strict();

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function invalid(response: ServerResponse, error: z.ZodError): void {
  const fields = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean))];
  answer(response, 400, { code: 'invalid', fields });
}

export function formsApi(deps: FormsApiDeps) {
  const contactDeps = { db: deps.db, limits: deps.limits, recipient: deps.contactRecipient, shopName: SHOP_NAME, timeZone: deps.timeZone };
  const newsletterDeps = { db: deps.db, limits: deps.limits, storefrontUrl: deps.storefrontUrl, shopName: SHOP_NAME };
  const alertDeps = { db: deps.db, limits: deps.limits, storefrontUrl: deps.storefrontUrl, shopName: SHOP_NAME };

  return async function handle(request: IncomingMessage, response: ServerResponse, route: string): Promise<void> {
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return answer(response, 405, { code: 'method_not_allowed' });
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return answer(response, 415, { code: 'json_only' });
    const body = await readBodyCapped(request, MAX_BODY);
    if (body === null) return answer(response, 413, { code: 'too_large' });
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(response, 400, { code: 'invalid_json' });
    }
    const signed = request.headers[CLIENT_ADDRESS_HEADER];
    const address = clientAddress(request.socket.remoteAddress ?? '', typeof signed === 'string' ? signed : null, deps.clientAddressSecret);

    try {
      switch (route) {
        case 'contact': {
          const input = contactInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          const { copySent } = await sendContactMessage(contactDeps, input.data, address);
          return answer(response, 200, { status: 'sent', copySent });
        }
        case 'newsletter/subscribe': {
          const input = subscribeInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          await signUp(newsletterDeps, input.data, address);
          // The same answer for every address, subscribed or not (no enumeration).
          return answer(response, 200, { status: 'check_inbox' });
        }
        case 'newsletter/confirm': {
          const input = confirmInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          return answer(response, 200, { status: await confirm(deps.db, input.data.key, address) });
        }
        case 'newsletter/unsubscribe': {
          const input = unsubscribeInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          return answer(response, 200, { status: await unsubscribe(deps.db, input.data.token) });
        }
        case 'back-in-stock/subscribe': {
          const input = alertInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          return answer(response, 200, { status: await requestAlert(alertDeps, input.data, address) });
        }
        case 'back-in-stock/confirm': {
          const input = confirmInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          return answer(response, 200, { status: await confirmAlert(alertDeps, input.data.key, address) });
        }
        case 'back-in-stock/unsubscribe': {
          const input = unsubscribeInput.safeParse(json);
          if (!input.success) return invalid(response, input.error);
          return answer(response, 200, { status: await unsubscribeAlert(deps.db, input.data.token) });
        }
        default:
          return answer(response, 404, { code: 'not_found' });
      }
    } catch (error) {
      // The abuse limits refuse with a UserError ("Too many attempts. Please wait …").
      if (isUserError(error)) return answer(response, 429, { code: 'too_many_requests', message: (error as Error).message });
      throw error;
    }
  };
}
