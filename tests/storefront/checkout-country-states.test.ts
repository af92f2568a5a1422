import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCountryStates } from '@/lib/checkout/service';

vi.mock('server-only', () => ({}));

const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 4_102_444_800 })).toString('base64url')}.c2ln`;
const shopper = () => {
  const cookies = new Map([['woocommerce-session', TOKEN]]);
  return { get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined), set: () => undefined };
};
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const AT_STATES = { data: { countryStates: [{ code: 'W', name: 'Wien' }, { code: 'T', name: 'Tirol' }] } };

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('a country’s states in checkout', () => {
  it('are asked of the store once per country, whichever shopper asks next', async () => {
    const options = { url: 'http://states-once.test/graphql' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(AT_STATES));
    for (let visit = 0; visit < 5; visit += 1) {
      expect(await loadCountryStates({ store: shopper(), options }, 'AT')).toEqual({ ok: true, value: [{ code: 'W', name: 'Wien' }, { code: 'T', name: 'Tirol' }] });
    }
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // Another country is its own question.
    await loadCountryStates({ store: shopper(), options }, 'IT');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('are asked again after a failure, which is never kept', async () => {
    const options = { url: 'http://states-flaky.test/graphql' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed')).mockImplementation(async () => answer(AT_STATES));
    expect(await loadCountryStates({ store: shopper(), options }, 'AT')).toMatchObject({ ok: false });
    expect(await loadCountryStates({ store: shopper(), options }, 'AT')).toMatchObject({ ok: true });
    expect(await loadCountryStates({ store: shopper(), options }, 'AT')).toMatchObject({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
