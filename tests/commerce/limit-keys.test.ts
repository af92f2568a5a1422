import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { addressLimitKey } from '@/server/commerce/limits/address-key';
import { LIMITS } from '@/server/commerce/limits/policy';
import { recipientLimitKey } from '@/server/commerce/limits/recipient-key';
import { createShopLimits, type ShopLimits } from '@/server/commerce/limits/shop-limits';

/**
 * Who counts as one client and one mailbox for the shop's abuse limits: a client cannot
 * escape its limit by changing the spelling or the host part of its IPv6 address, nor a
 * stranger mail a victim past the per-recipient limit by spelling the victim's mailbox apart.
 */
let db: Database;
let limits: ShopLimits;
beforeAll(async () => {
  db = await openDatabase({});
  limits = createShopLimits(db);
});
afterAll(() => db.close());

async function refused(attempt: () => Promise<unknown>): Promise<boolean> {
  try {
    await attempt();
    return false;
  } catch (error) {
    if (/^Too many attempts/.test((error as Error).message)) return true;
    throw error;
  }
}

describe('an IPv6 client', () => {
  it('counts as its /64 network: new host parts and spellings do not reset the registration limit', async () => {
    const points = LIMITS.registrationsPerAddress.points;
    for (let i = 1; i <= points; i += 1) expect(await refused(() => limits.registration(`2001:db8:77:1::${i.toString(16)}`))).toBe(false);
    for (const address of ['2001:db8:77:1:ffff:ffff:ffff:fffe', '2001:0DB8:0077:0001:0:0:0:1', '2001:db8:77:1::a:b']) {
      expect(await refused(() => limits.registration(address))).toBe(true);
    }
    // The neighbouring /64 is another customer of the same provider: not refused.
    expect(await refused(() => limits.registration('2001:db8:77:2::1'))).toBe(false);
  });

  it('is locked out of an account from its whole /64 after too many failed logins', async () => {
    for (let i = 1; i <= LIMITS.loginFailuresPerAccountAndAddress.points; i += 1) await limits.loginFailed('customer:4242', `2001:db8:78:1::${i}`);
    expect(await refused(() => limits.beforeLogin('customer:4242', '2001:db8:78:1:dead:beef:0:1'))).toBe(true);
    expect(await refused(() => limits.beforeLogin('customer:4242', '2001:db8:78:2::1'))).toBe(false);
  });

  it('keys: IPv4 unchanged, IPv6 by canonical /64', () => {
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('2001:DB8:0:0:1::5')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('unknown')).toBe('unknown');
    // IPv4-mapped, however spelt: the IPv4 client itself, not one /64 shared by every such client.
    expect(addressLimitKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(addressLimitKey('::FFFF:102:304')).toBe('1.2.3.4');
  });
});

describe('a recipient mailbox', () => {
  it('gets no more confirmation mails than the limit, however its address is spelt', async () => {
    const points = LIMITS.backInStockConfirmationsPerRecipient.points;
    const spellings = ['victim@example.net', 'Victim+1@Example.NET', 'victim+alerts@example.net', ' VICTIM+x@example.net '];
    const taken: boolean[] = [];
    for (let i = 0; i < points + spellings.length; i += 1) taken.push(await limits.takeBackInStockConfirmation(spellings[i % spellings.length]!));
    expect(taken.filter(Boolean)).toHaveLength(points);
    expect(taken.slice(points).every((value) => !value)).toBe(true);
    // Another mailbox on the same domain is not affected.
    expect(await limits.takeBackInStockConfirmation('someone-else@example.net')).toBe(true);
  });

  it('keys: case, +tags and Gmail dots fold; other addresses stay apart', () => {
    expect(recipientLimitKey(' Anna.Berger+shop@Example.com ')).toBe('anna.berger@example.com');
    expect(recipientLimitKey('a.n.n.a+x@googlemail.com')).toBe('anna@gmail.com');
    expect(recipientLimitKey('anna@gmail.com')).toBe('anna@gmail.com');
    expect(recipientLimitKey('anna.berger@example.com')).not.toBe(recipientLimitKey('annaberger@example.com'));
    expect(recipientLimitKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
