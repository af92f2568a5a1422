import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { LIMITS } from '@/server/commerce/limits/policy';
import { createShopLimits, type ShopLimits } from '@/server/commerce/limits/shop-limits';

// The shop's limits on a real (in-memory) database, with a lockout of one second instead of
// fifteen minutes so that a repeated lockout can be watched growing.
const FAST = {
  ...LIMITS,
  loginFailuresPerAccountAndAddress: { points: 3, duration: 60, blockDuration: 1 },
};

let db: Database;
let limits: ShopLimits;
beforeAll(async () => {
  db = await openDatabase({});
  limits = createShopLimits(db, FAST);
});
afterAll(() => db.close());

/** The seconds a refused login is told to wait, or null when it may go ahead. */
async function waitAsked(account: string, address: string): Promise<number | null> {
  try {
    await limits.beforeLogin(account, address);
    return null;
  } catch (error) {
    const seconds = /wait (\d+) seconds?/.exec((error as Error).message)?.[1];
    if (!seconds) throw error;
    return Number(seconds);
  }
}

async function failTimes(account: string, address: string, times: number) {
  for (let i = 0; i < times; i += 1) await limits.loginFailed(account, address);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login lockouts of one account from one address', () => {
  it('last twice as long each time they recur, and leave the owner on another address alone', async () => {
    await failTimes('customer:7', '203.0.113.9', 3);
    expect(await waitAsked('customer:7', '203.0.113.9')).toBe(1);
    expect(await waitAsked('customer:7', '198.51.100.4')).toBeNull();

    await sleep(1_200);
    expect(await waitAsked('customer:7', '203.0.113.9')).toBeNull();
    await failTimes('customer:7', '203.0.113.9', 3);
    expect(await waitAsked('customer:7', '203.0.113.9')).toBe(2);

    await sleep(2_200);
    await failTimes('customer:7', '203.0.113.9', 3);
    expect(await waitAsked('customer:7', '203.0.113.9')).toBe(4);
    // Another account from the same address is counted apart.
    expect(await waitAsked('customer:8', '203.0.113.9')).toBeNull();
  });
});
