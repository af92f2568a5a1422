import { describe, expect, it } from 'vitest';
import { readMailConfig } from '@/server/commerce/mail/config';

describe('mail configuration', () => {
  it('defaults to the embedded catcher on 4025, free to move when that port is taken', () => {
    expect(readMailConfig({})).toEqual({
      smtpUrl: undefined,
      from: '"Vitrine" <shop@vitrine.local>',
      catcherEnabled: true,
      catcherOffBecause: null,
      catcherPort: 4025,
      catcherPortIsDefault: true,
      mailboxSecret: undefined,
    });
    expect(readMailConfig({ SMTP_URL: '', MAIL_CATCHER_PORT: '0' })).toMatchObject({ smtpUrl: undefined, catcherPort: 0, catcherPortIsDefault: false });
  });

  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = readMailConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Shop <shop@example.com>' });
    expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Shop <shop@example.com>' });
  });

  it('starts no catcher in production unless MAIL_CATCHER=1 asks for it', () => {
    expect(readMailConfig({ NODE_ENV: 'production' })).toMatchObject({ catcherEnabled: false, catcherOffBecause: 'NODE_ENV=production' });
    expect(readMailConfig({ NODE_ENV: 'production', MAIL_CATCHER: '1' })).toMatchObject({ catcherEnabled: true, catcherOffBecause: null });
    expect(readMailConfig({ MAIL_CATCHER: '0' })).toMatchObject({ catcherEnabled: false, catcherOffBecause: 'MAIL_CATCHER=0' });
    // A real server wins: no catcher, and nothing to explain.
    expect(readMailConfig({ SMTP_URL: 'smtp://mail.example', MAIL_CATCHER: '1' })).toMatchObject({ catcherEnabled: false, catcherOffBecause: null });
  });

  it('reads MAILBOX_SECRET, which must be long enough not to be guessed', () => {
    expect(readMailConfig({ MAILBOX_SECRET: 'a-secret-of-twenty-four-c' }).mailboxSecret).toBe('a-secret-of-twenty-four-c');
    expect(() => readMailConfig({ MAILBOX_SECRET: 'short' })).toThrow(/MAILBOX_SECRET/);
    expect(() => readMailConfig({ MAILBOX_SECRET: 'twenty four characters with spaces' })).toThrow(/MAILBOX_SECRET/);
  });

  it('refuses values that would fail later', () => {
    expect(() => readMailConfig({ MAIL_CATCHER: 'yes' })).toThrow(/MAIL_CATCHER/);
    expect(() => readMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => readMailConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => readMailConfig({ MAIL_CATCHER_PORT: '70000' })).toThrow(/MAIL_CATCHER_PORT/);
  });
});
