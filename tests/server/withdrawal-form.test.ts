import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitWithdrawal, type WithdrawalState } from '@/lib/withdrawal/actions';
import { checkWithdrawal, emptyWithdrawal, withdrawalValuesFromForm } from '@/lib/withdrawal/form-input';
import { sendDeclaration } from '@/lib/withdrawal/send-declaration';
import { startTestBackend } from './backend';

vi.mock('server-only', () => ({}));

/**
 * The storefront's side of the withdrawal function: the form's one server action, step by step
 * (checked fields with their values kept → "Widerruf bestätigen" → received), against a real
 * backend; and a store without the route (a WooCommerce without the plugin), which must not be
 * reported as received.
 */
const backend = startTestBackend();
const initial: WithdrawalState = { step: 'form', values: emptyWithdrawal, errors: {}, problem: null };

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

beforeAll(() => {
  vi.stubEnv('COMMERCE_GRAPHQL_URL', `${backend.url}/graphql`);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the withdrawal form', () => {
  it('names every field to correct, keeps what was typed and sends nothing', async () => {
    const typed = { name: '  ', orderNumber: 'zwölf', email: 'jörg@example.com', scope: 'some', itemsText: '', intent: 'review' };
    const state = await submitWithdrawal(initial, form(typed));
    expect(state).toEqual({
      step: 'form',
      values: { name: '  ', orderNumber: 'zwölf', email: 'jörg@example.com', scope: 'some', items: [], itemsText: '' },
      errors: { name: 'name', orderNumber: 'orderNumber', email: 'emailCharacters', items: 'items' },
      problem: null,
    });
    // Even "confirm" pressed with bad fields goes back to the form, not to the shop.
    expect((await submitWithdrawal(initial, form({ ...typed, intent: 'confirm' }))).step).toBe('form');
  });

  it('shows the declaration to confirm, goes back with everything kept, and sends only on "Widerruf bestätigen"', async () => {
    const email = `form-${Date.now()}@example.com`;
    const typed = { name: 'Erika Mustermann', orderNumber: '#987654300', email, scope: 'some', items: ['12'], itemsText: 'Die rote Bluse, Größe M', intent: 'review' };
    const review = await submitWithdrawal(initial, form(typed));
    expect(review).toMatchObject({ step: 'confirm', values: { name: 'Erika Mustermann', items: ['12'], itemsText: 'Die rote Bluse, Größe M' } });
    const count = async () => (await backend.running.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_withdrawal WHERE email = $1`, [email]))[0]!.n;
    expect(await count()).toBe(0);

    expect(await submitWithdrawal(review, form({ ...typed, intent: 'edit' }))).toMatchObject({ step: 'form', values: review.values, errors: {} });

    const received = await submitWithdrawal(review, form({ ...typed, intent: 'confirm' }));
    expect(received).toMatchObject({ step: 'received', receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const [row] = await backend.running.db.query<{ order_number: string; scope: string; items_text: string }>(
      'SELECT order_number, scope, items_text FROM order_withdrawal WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ order_number: '987654300', scope: 'some', items_text: 'Die rote Bluse, Größe M' });
  });

  it('drops line choices and the description when the whole order is withdrawn', () => {
    const values = withdrawalValuesFromForm(form({ name: 'Kim', orderNumber: '1001', email: 'kim@example.com', scope: 'all', items: ['5'], itemsText: 'egal' }));
    expect(checkWithdrawal(values)).toEqual({ ok: true, declaration: { name: 'Kim', orderNumber: '1001', email: 'kim@example.com', scope: 'all', items: [], itemsText: '' } });
  });

  it('tells a store without the withdrawal route apart from a received declaration', async () => {
    // A WordPress without the plugin: /wp-json/… answers 404 (rest_no_route).
    const store = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"code":"rest_no_route"}');
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(store.address() as AddressInfo).port}/graphql`;
      const declaration = { name: 'Kim', orderNumber: '1001', email: 'kim@example.com', scope: 'all' as const, items: [], itemsText: '' };
      expect(await sendDeclaration(declaration, url)).toEqual({ kind: 'unsupported' });
    } finally {
      await new Promise((resolve) => store.close(resolve));
    }
  });
});
