// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopperStateProvider, useShopperState } from '@/components/shell/shopper-state';

/** Counts the renders of a component that reads the shopper's state, as the header's icons do. */
function renderCounter() {
  const seen: { loggedIn: boolean; cartCount: number }[] = [];
  function Indicator() {
    const { loggedIn, cartCount } = useShopperState();
    seen.push({ loggedIn, cartCount });
    return null;
  }
  render(
    <ShopperStateProvider>
      <Indicator />
    </ShopperStateProvider>,
  );
  return seen;
}

function answer(body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

/** The browser's idle callbacks, run when a test says the browser is idle. */
let idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function browserIsIdle() {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  await settle();
}

describe('the shopper state in the browser', () => {
  it("renders nothing again when /api/shopper answers the anonymous state every page starts with", async () => {
    answer({ loggedIn: false, cartCount: 0 });
    const seen = renderCounter();
    await browserIsIdle();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ loggedIn: false, cartCount: 0 }]);
  });

  it("shows a signed-in shopper's state and cart count once they arrive", async () => {
    answer({ loggedIn: true, cartCount: 2 });
    const seen = renderCounter();
    await browserIsIdle();
    expect(seen.at(-1)).toEqual({ loggedIn: true, cartCount: 2 });
  });

  // Issue 24: asking during hydration lengthened its long tasks on a slow phone.
  it('asks only once the browser is idle after hydration', async () => {
    answer({ loggedIn: true, cartCount: 1 });
    const seen = renderCounter();
    await settle();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(seen.at(-1)).toEqual({ loggedIn: false, cartCount: 0 });

    await browserIsIdle();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual({ loggedIn: true, cartCount: 1 });
  });
});
