import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Stripe's HTTP API for tests only: the PaymentIntent calls the shop makes
 * (create, retrieve, update metadata, capture, cancel) and refunds, answered in Stripe's shapes
 * and with Stripe's errors for a state that does not allow the call, so the real `stripe` SDK
 * runs against it (STRIPE_API_URL). Every POST honours Idempotency-Key as Stripe does: the same
 * key answers the first answer again, and refuses other parameters. `confirm` plays Stripe.js
 * confirming a card in the browser: an intent with manual capture is then only authorised.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  /** How many times each intent was captured (a successful capture; an idempotent replay does not count). */
  captures: Map<string, number>;
  /** The browser confirms the intent with a good card: authorised (manual capture) or paid. */
  confirm(id: string): void;
  /** Runs before a capture is answered: a test plays what may happen at Stripe just then (an authorisation expiring). */
  beforeCapture: ((intent: FakeIntent) => void) | null;
  /** While true, every refund is answered with a server error (Stripe down), stored under its key as Stripe stores one. */
  refundsDown: boolean;
  close(): Promise<void>;
}

function readForm(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
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

type Answer = { status: number; body: unknown };
const invalid = (message: string, extra: Record<string, unknown> = {}): Answer => ({ status: 400, body: { error: { type: 'invalid_request_error', message, ...extra } } });
/** Stripe's refusal of a call the intent's status does not allow; the error carries the intent. */
const unexpectedState = (intent: FakeIntent, message: string): Answer =>
  invalid(message, { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } });
const CANCELABLE: IntentStatus[] = ['requires_payment_method', 'requires_capture'];

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const captures = new Map<string, number>();
  const refunded = new Map<string, number>();
  const byIdempotencyKey = new Map<string, { request: string; answer: Answer }>();

  function createIntent(form: URLSearchParams): Answer {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const captureMethod = form.get('capture_method') ?? 'automatic_async';
    if (captureMethod !== 'automatic' && captureMethod !== 'automatic_async' && captureMethod !== 'manual') return invalid(`Invalid capture_method: ${captureMethod}`);
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_capturable: 0,
      amount_received: 0,
      currency: form.get('currency') ?? '',
      capture_method: captureMethod,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: metadataOf(form),
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function capture(intent: FakeIntent, form: URLSearchParams): Answer {
    fake.beforeCapture?.(intent);
    if (intent.status !== 'requires_capture') {
      return unexpectedState(
        intent,
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    intent.status = 'succeeded';
    intent.amount_received = Number(form.get('amount_to_capture') ?? intent.amount);
    intent.amount_capturable = 0;
    intent.metadata = { ...intent.metadata, ...metadataOf(form) };
    captures.set(intent.id, (captures.get(intent.id) ?? 0) + 1);
    return { status: 200, body: intent };
  }

  function cancel(intent: FakeIntent, form: URLSearchParams): Answer {
    if (!CANCELABLE.includes(intent.status)) {
      return unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.canceled_at = Math.floor(Date.now() / 1000);
    intent.cancellation_reason = form.get('cancellation_reason');
    return { status: 200, body: intent };
  }

  function refund(form: URLSearchParams): Answer {
    const id = form.get('payment_intent') ?? '';
    const intent = intents.get(id);
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } } };
    if (intent.status !== 'succeeded') {
      return invalid(`This PaymentIntent (${id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    }
    const left = intent.amount_received - (refunded.get(id) ?? 0);
    if (left <= 0) return invalid(`Charge for ${id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (amount > left) return invalid(`Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${left / 100})`, { code: 'amount_too_large' });
    refunded.set(id, (refunded.get(id) ?? 0) + amount);
    const created: FakeRefund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', amount, currency: intent.currency, payment_intent: id, status: 'succeeded', metadata: metadataOf(form) };
    refunds.push(created);
    return { status: 200, body: created };
  }

  function route(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return fake.refundsDown ? { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred (fake Stripe is down)' } } } : refund(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (!match?.[1]) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    const intent = intents.get(match[1]);
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'` } } };
    if (method === 'POST' && match[2] === 'capture') return capture(intent, form);
    if (method === 'POST' && match[2] === 'cancel') return cancel(intent, form);
    if (method === 'POST') intent.metadata = { ...intent.metadata, ...metadataOf(form) };
    return { status: 200, body: intent };
  }

  const send = (response: ServerResponse, answer: Answer) => {
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    response.end(JSON.stringify(answer.body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readForm(request);
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return send(response, route(method, url.pathname, new URLSearchParams(body)));
    // Stripe answers a repeated key with the first answer, whatever the object's state now, and
    // refuses the key for another request.
    const signature = `${url.pathname}?${body}`;
    const earlier = byIdempotencyKey.get(key);
    if (earlier && earlier.request !== signature) {
      return send(response, {
        status: 400,
        body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } },
      });
    }
    if (earlier) return send(response, earlier.answer);
    const answer = route(method, url.pathname, new URLSearchParams(body));
    // Stripe stores an answer once the request ran; not one refused before running (404s).
    if (answer.status !== 404) byIdempotencyKey.set(key, { request: signature, answer: { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) } });
    return send(response, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    beforeCapture: null,
    refundsDown: false,
    intents,
    refunds,
    captures,
    confirm(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      if (intent.status !== 'requires_payment_method') throw new Error(`intent ${id} cannot be confirmed: ${intent.status}`);
      if (intent.capture_method === 'manual') {
        intent.status = 'requires_capture';
        intent.amount_capturable = intent.amount;
      } else {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
