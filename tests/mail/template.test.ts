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

  it('writes a table row without a value as a line of its own, aligning only the rows with values', () => {
    const mail = receipt.render({ name: 'Ada', code: 'GC-1', lines: [['Gesamtsumme', '62,98 €'], ['enthält keine MwSt.', '']] });
    expect(mail.text).toContain('Gesamtsumme: 62,98 €\nenthält keine MwSt.\n');
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

  it('renders section titles, goods lines, plain links and small print, escaped, and refuses non-http(s) links among them', () => {
    const sections = defineMailTemplate<{ url: string; option: string }>('sections', (vars) => ({
      subject: 's',
      blocks: [
        { type: 'subheading', text: 'Ihre Artikel' },
        { type: 'items', items: [{ title: '2 × Kleid <Marta>', detail: vars.option, value: '109,90 €' }] },
        { type: 'links', links: [{ label: 'AGB & mehr', url: vars.url }] },
        { type: 'fineprint', text: 'Vitrine GmbH\nHRB 1' },
      ],
    }));
    const mail = sections.render({ url: 'https://shop.example/agb?a=1&b=2', option: 'Farbe: "Schwarz"' });
    expect(mail.text).toBe('Ihre Artikel\n------------\n\n2 × Kleid <Marta>  109,90 €\n  Farbe: "Schwarz"\n\nAGB & mehr: https://shop.example/agb?a=1&b=2\n\nVitrine GmbH\nHRB 1\n');
    expect(mail.html).toContain('<h2 style="font-size:16px;margin:24px 0 8px">Ihre Artikel</h2>');
    expect(mail.html).toContain('2 × Kleid &#60;Marta&#62;<br><span style="font-size:13px;color:#57534e">Farbe: &#34;Schwarz&#34;</span>');
    expect(mail.html).toContain('<a href="https://shop.example/agb?a=1&#38;b=2" style="color:#1c1917">AGB &#38; mehr</a>');
    expect(() => sections.render({ url: 'javascript:alert(1)', option: '' })).toThrow(/http/);
  });
});
