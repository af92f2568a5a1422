import { describe, expect, it } from 'vitest';
import { checkoutCallsReport, operationName } from '../../scripts/bench/checkout-calls';

describe('checkout calls bench', () => {
  it('names an operation by operationName, else by the query’s first named operation (comments before it)', () => {
    expect(operationName(JSON.stringify({ operationName: 'GetCart', query: 'query X { cart { total } }' }))).toBe('GetCart');
    expect(operationName(JSON.stringify({ query: '# why\nmutation UpdateCustomer($i: UpdateCustomerInput!) { updateCustomer(input: $i) { clientMutationId } }' }))).toBe('UpdateCustomer');
    expect(operationName(JSON.stringify({ query: '{ cart { total } }' }))).toBe('(anonymous)');
    expect(operationName('not json')).toBe('(not JSON)');
  });

  it('reports each action’s kinds, and an action asking twice for one kind as not met', () => {
    const counts: Parameters<typeof checkoutCallsReport>[0] = new Map([
      ['page load', new Map([['GetCheckout', 1], ['GetCountryStates', 1]])],
      ['country change', new Map([['GetCountryStates', 2], ['UpdateCustomer', 1]])],
    ]);
    const report = checkoutCallsReport(counts, '2026-11-26', 'a machine', 'embedded backend');
    expect(report).toContain('| page load | GetCheckout × 1, GetCountryStates × 1 | 1 | met |');
    expect(report).toContain('| country change | GetCountryStates × 2, UpdateCustomer × 1 | 2 | **not met** |');
    expect(report).toContain('| shipping choice | – | 0 | met |');
  });
});
