// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { WishlistNotice } from '@/components/wishlist/wishlist-notice';
import { wishlistStore, type AccountWishlist } from '@/lib/wishlist/browser-store';
import cartMessages from '@/messages/de_DE/cart.json';
import wishlistMessages from '@/messages/de_DE/wishlist.json';
import { TestTranslations } from './fixtures/translations';

afterEach(cleanup);

/**
 * Issue 23: a signed-in customer's heart clicked while the backend is down stays as clicked,
 * and the page says, in the shopper's language, that the shop is temporarily unavailable.
 */
describe('a heart the shop could not take', () => {
  it('stays pressed, shows the notice until dismissed or the next action reaches the shop', async () => {
    let up = false;
    let held: number[] = [];
    const account: AccountWishlist = {
      load: async () => [...held],
      merge: async () => [...held],
      save: async (ids) => (up ? (held = [...ids]) : 'down'),
    };
    await act(() => wishlistStore.signIn(account));
    render(
      <TestTranslations messages={{ wishlist: wishlistMessages, cart: cartMessages }}>
        <WishlistHeart productId={12} icon={<svg aria-hidden="true" />} />
        <WishlistHeart productId={13} icon={<svg aria-hidden="true" />} />
        <WishlistNotice />
      </TestTranslations>,
    );
    const [first, second] = screen.getAllByTestId('wishlist-heart');
    await act(async () => fireEvent.click(first!));
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('wishlist-notice').textContent).toContain(wishlistMessages.shopUnavailable);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: cartMessages.dismiss })));
    expect(screen.queryByTestId('wishlist-notice')).toBeNull();

    await act(async () => fireEvent.click(second!));
    expect(screen.getByTestId('wishlist-notice')).not.toBeNull();

    up = true;
    await act(async () => fireEvent.click(second!));
    expect(screen.queryByTestId('wishlist-notice')).toBeNull();
    expect(held).toEqual([12]);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(second!.getAttribute('aria-pressed')).toBe('false');
  });
});
