import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db';
import { readBodyCapped } from '../../http/read-body';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../edge/client-address';
import { isUserError } from '../errors';
import type { ShopLimits } from '../limits/shop-limits';
import { declarationSchema } from './declaration';
import { declareWithdrawal, type WithdrawalSettings } from './declare-withdrawal';

/**
 * POST /wp-json/vitrine/v1/withdrawals: the electronic withdrawal function (§ 356a BGB).
 *
 * Not GraphQL: WooGraphQL has no mutation a guest may use for it (createOrderNote needs shop
 * staff), and the embedded schema stays a subset of the contract. A REST route under
 * /wp-json/ is how a WordPress plugin adds such a thing to a real store; the request and the
 * answers are in docs/woographql-contract.md ("Withdrawal"), and the storefront copes with a
 * store that lacks the route (lib/withdrawal/send-declaration.ts).
 *
 * Answers: 202 `{ received: true, receivedAt }` for every valid declaration, whether or not its
 * e-mail matches the order; 400 `{ code: 'invalid', fields }`; 429 `{ code: 'too_many', message }`.
 */
export const WITHDRAWAL_ROUTE = '/wp-json/vitrine/v1/withdrawals';
const MAX_BODY_BYTES = 16 * 1024;

export function withdrawalRoute(options: { db: Database; limits: ShopLimits; settings: WithdrawalSettings; clientAddressSecret?: string }) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return answer(405, { code: 'method_not_allowed' });
    }
    const body = await readBodyCapped(request, MAX_BODY_BYTES);
    if (body === null) return answer(413, { code: 'too_large' });
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(400, { code: 'invalid', fields: [] });
    }
    const parsed = declarationSchema.safeParse(json);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
      return answer(400, { code: 'invalid', fields });
    }
    const signed = request.headers[CLIENT_ADDRESS_HEADER];
    const address = clientAddress(request.socket.remoteAddress ?? '', typeof signed === 'string' ? signed : null, options.clientAddressSecret);
    try {
      const { receivedAt } = await declareWithdrawal(options.db, options.limits, parsed.data, { address, settings: options.settings });
      return answer(202, { received: true, receivedAt: receivedAt.toISOString() });
    } catch (error) {
      if (isUserError(error)) return answer(429, { code: 'too_many', message: (error as Error).message });
      throw error;
    }
  };
}
