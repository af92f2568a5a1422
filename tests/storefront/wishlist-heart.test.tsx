// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { wishlistStore } from '@/lib/wishlist/browser-store';
import wishlistMessages from '@/messages/de_DE/wishlist.json';
import { TestTranslations } from './fixtures/translations';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('wishlist hearts on a page of cards', () => {
  it('render again only when their own product is listed or unlisted', async () => {
    const renders = new Map<number, number>();
    const ids = [11, 12, 13];
    render(
      <TestTranslations messages={{ wishlist: wishlistMessages }}>
        {ids.map((id) => (
          <Profiler key={id} id={String(id)} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
            <WishlistHeart productId={id} icon={<svg aria-hidden="true" />} />
          </Profiler>
        ))}
      </TestTranslations>,
    );
    const afterMount = new Map(renders);

    // A visitor's empty list is read after hydration: no heart changes, none renders.
    act(() => wishlistStore.loadVisitor());
    expect(renders).toEqual(afterMount);

    // Listing one product renders that heart alone.
    await act(() => wishlistStore.toggle(12));
    expect(renders.get(12)).toBe((afterMount.get(12) ?? 0) + 1);
    expect(renders.get(11)).toBe(afterMount.get(11));
    expect(renders.get(13)).toBe(afterMount.get(13));
    expect(screen.getAllByTestId('wishlist-heart').map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });
});
