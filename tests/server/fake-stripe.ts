import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Stripe's HTTP API for tests only: the PaymentIntent calls the shop makes
 * (create with an idempotency key, retrieve, update metadata), answered in Stripe's shapes, so
 * the real `stripe` SDK runs against it (STRIPE_API_URL). `confirm` plays Stripe.js confirming
 * a card in the browser.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** The browser confirms the intent with a good card: it succeeds. */
  confirm(id: string): void;
  close(): Promise<void>;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

/** metadata[key]=value pairs of a form-encoded Stripe request. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse, id: string) =>
    send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = await readForm(request);
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      // Stripe answers a repeated idempotency key with the first answer, whatever the intent's state now.
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return send(response, 200, earlier);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: metadataOf(form),
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (typeof key === 'string') byIdempotencyKey.set(key, intent);
      return send(response, 200, intent);
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    const intent = one?.[1] ? intents.get(one[1]) : undefined;
    if (!one?.[1]) return send(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    if (!intent) return missing(response, one[1]);
    if (request.method === 'POST') intent.metadata = { ...intent.metadata, ...metadataOf(form) };
    return send(response, 200, intent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    confirm(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
