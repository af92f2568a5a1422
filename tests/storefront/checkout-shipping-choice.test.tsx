// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShippingMethods } from '@/components/checkout/shipping-methods';
import checkoutMessages from '@/messages/de_DE/checkout.json';
import { TestTranslations } from './fixtures/translations';

const rates = [
  { id: 'flat_rate:1', label: 'Versand DE', costCents: 4_95 },
  { id: 'local_pickup:3', label: 'Abholung', costCents: 0 },
];

/** A store answer the test decides when to give. */
function deferred() {
  let settle: (ok: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function mount(chosen: string, onChoose: (id: string) => Promise<unknown>) {
  const view = (current: string) => (
    <TestTranslations messages={{ checkout: checkoutMessages }}>
      <ShippingMethods rates={rates} chosen={current} onChoose={onChoose} disabled={false} />
    </TestTranslations>
  );
  const rendered = render(view(chosen));
  const radio = (label: string) => rendered.getByLabelText(label, { exact: false }) as HTMLInputElement;
  return { radio, rerender: (current: string) => rendered.rerender(view(current)) };
}

afterEach(cleanup);

describe('the checkout’s shipping choice', () => {
  it('shows the chosen rate at once, before the store answers, and keeps the store’s answer', async () => {
    const answer = deferred();
    const { radio, rerender } = mount('flat_rate:1', () => answer.promise);
    fireEvent.click(radio('Abholung'));
    expect(radio('Abholung').checked).toBe(true);
    expect(radio('Versand DE').checked).toBe(false);
    // The store's cart comes back with the new choice.
    rerender('local_pickup:3');
    await act(async () => answer.settle(true));
    expect(radio('Abholung').checked).toBe(true);
  });

  it('goes back to the previous rate when the store refuses', async () => {
    const answer = deferred();
    const { radio } = mount('flat_rate:1', () => answer.promise);
    fireEvent.click(radio('Abholung'));
    expect(radio('Abholung').checked).toBe(true);
    await act(async () => answer.settle(false));
    expect(radio('Versand DE').checked).toBe(true);
    expect(radio('Abholung').checked).toBe(false);
  });
});
