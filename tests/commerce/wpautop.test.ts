import { describe, expect, it } from 'vitest';
import { wpautop } from '@/server/commerce/wpautop';

describe('wpautop: content as a real WordPress store sends it', () => {
  it('wraps plain text in a paragraph with a final newline', () => {
    expect(wpautop('Luftiges Kleid aus reinem Leinen.')).toBe('<p>Luftiges Kleid aus reinem Leinen.</p>\n');
  });

  it('keeps existing paragraphs and puts every block on a line of its own', () => {
    expect(wpautop('<p>Das <strong>Kleid</strong> ist aus Leinen.</p><ul><li>Midilänge</li>\n<li>Knopfleiste</li></ul>')).toBe(
      '<p>Das <strong>Kleid</strong> ist aus Leinen.</p>\n<ul>\n<li>Midilänge</li>\n<li>Knopfleiste</li>\n</ul>\n',
    );
    expect(wpautop('<p>Weicher Viskosejersey, knielang.</p>\n')).toBe('<p>Weicher Viskosejersey, knielang.</p>\n');
  });

  it('turns blank lines into paragraphs and single newlines into line breaks', () => {
    expect(wpautop('eins\nzwei\n\ndrei')).toBe('<p>eins<br />\nzwei</p>\n<p>drei</p>\n');
  });

  it('leaves inline markup alone and empty content empty', () => {
    expect(wpautop('<p><strong>Material:</strong> Leinen<br><strong>Pflege:</strong> 30 °C</p>')).toBe(
      '<p><strong>Material:</strong> Leinen<br><strong>Pflege:</strong> 30 °C</p>\n',
    );
    expect(wpautop('  \n')).toBe('');
  });
});
