import { describe, expect, it } from 'vitest';
import { readMailConfig } from '@/server/commerce/mail/config';

describe('mail configuration', () => {
  it('defaults to the embedded catcher on 4025, free to move when that port is taken', () => {
    expect(readMailConfig({})).toEqual({
      smtpUrl: undefined,
      from: '"Vitrine" <shop@vitrine.local>',
      catcherPort: 4025,
      catcherPortIsDefault: true,
    });
    expect(readMailConfig({ SMTP_URL: '', MAIL_CATCHER_PORT: '0' })).toMatchObject({ smtpUrl: undefined, catcherPort: 0, catcherPortIsDefault: false });
  });

  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = readMailConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Shop <shop@example.com>' });
    expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Shop <shop@example.com>' });
  });

  it('refuses values that would fail later', () => {
    expect(() => readMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => readMailConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => readMailConfig({ MAIL_CATCHER_PORT: '70000' })).toThrow(/MAIL_CATCHER_PORT/);
  });
});
