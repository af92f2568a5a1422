// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { WishlistSync } from '@/components/wishlist/wishlist-sync';
import { wishlistStore } from '@/lib/wishlist/browser-store';
import cartMessages from '@/messages/de_DE/cart.json';
import wishlistMessages from '@/messages/de_DE/wishlist.json';
import { TestTranslations } from './fixtures/translations';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/**
 * Issue 24: the shell reads a visitor's list right after hydration. When it is empty (most
 * visitors), nothing on the page changes, so nothing may render again: neither the hearts nor
 * the page's wishlist notice, which used to take the whole list and render on every change.
 */
describe("reading a visitor's empty wishlist at load", () => {
  it('renders neither the page notice nor any heart again', () => {
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    render(
      <TestTranslations messages={{ wishlist: wishlistMessages, cart: cartMessages }}>
        <Profiler id="sync" onRender={count}>
          <WishlistSync />
        </Profiler>
        {[11, 12].map((id) => (
          <Profiler key={id} id={`heart-${id}`} onRender={count}>
            <WishlistHeart productId={id} icon={<svg aria-hidden="true" />} />
          </Profiler>
        ))}
      </TestTranslations>,
    );
    // WishlistSync's effect has read the list (render() flushes effects) and rendered nothing again.
    expect(wishlistStore.getSnapshot()).toMatchObject({ ready: true, ids: [], owner: 'visitor' });
    expect(Object.fromEntries(renders)).toEqual({ sync: 1, 'heart-11': 1, 'heart-12': 1 });
  });
});
