import { describe, expect, it } from 'vitest';
import { defineMailTemplate, noticeMail } from '@/server/commerce/mail';

const receipt = defineMailTemplate<{ name: string; code: string; lines: [string, string][] }>('receipt', (vars) => ({
  subject: `Gutschein für\n${vars.name}`,
  lang: 'de',
  blocks: [
    { type: 'heading', text: `Hallo ${vars.name}` },
    { type: 'code', text: vars.code },
    { type: 'table', rows: vars.lines },
  ],
}));

describe('mail templates', () => {
  it('renders subject, text and HTML from one definition', () => {
    const mail = receipt.render({ name: 'Ada', code: 'GC-1234', lines: [['Wert', '25,00 €'], ['Gültig bis', '2027-12-31']] });
    expect(mail.template).toBe('receipt');
    expect(mail.subject).toBe('Gutschein für Ada'); // one header line
    expect(mail.text).toBe('Hallo Ada\n\n    GC-1234\n\nWert:       25,00 €\nGültig bis: 2027-12-31\n');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('GC-1234');
    expect(mail.html).toContain('<td style="padding:4px 0;text-align:right">25,00 €</td>');
  });

  it('escapes every value in the HTML and keeps the text as written', () => {
    const mail = noticeMail.render({
      subject: 'Tom & Jerry <b>',
      paragraphs: [`<script>alert('x')</script>`],
      action: { label: '"Go"', url: 'https://shop.example/?a=1&b="2"' },
    });
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('<title>Tom &#38; Jerry &#60;b&#62;</title>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;');
    expect(mail.html).toContain('href="https://shop.example/?a=1&#38;b=&#34;2&#34;"');
    expect(mail.text).toContain(`<script>alert('x')</script>`);
    expect(mail.text).toContain('"Go":\nhttps://shop.example/?a=1&b="2"');
  });

  it('refuses links that are not http(s)', () => {
    expect(() =>
      noticeMail.render({ subject: 's', paragraphs: [], action: { label: 'x', url: 'javascript:alert(1)' } }),
    ).toThrow(/http/);
  });
});
