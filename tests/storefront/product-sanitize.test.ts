import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, htmlToSummary, sanitizeHtml } from '@/lib/browse/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags', () => {
    const html = '<p>Viskose<br>fließt</p>\n<ul><li><strong>Material:</strong> <em>Leinen</em></li></ul><h3>Pflege</h3>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{}</style><iframe src="x"></iframe>c')).toBe('c');
    expect(sanitizeHtml('<SCRIPT>alert(1)</SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
    expect(sanitizeHtml('<svg><script>x</script></svg>x')).toBe('x');
  });

  it('drops every attribute, including event handlers and styles', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="a">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>after')).toBe('after');
    expect(sanitizeHtml('<p title="a>b" onmouseover="x">t</p>')).toBe('<p>t</p>');
  });

  it('keeps safe links and marks them as leaving the shop', () => {
    expect(sanitizeHtml('<a href="https://example.com/x?a=1&amp;b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/product/x">x</a>')).toContain('href="/product/x"');
  });

  it('drops dangerous link targets', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('escapes text and stray angle brackets, keeping entities', () => {
    expect(sanitizeHtml('5 < 6 & 7 > 3 &amp; &euro;')).toBe('5 &lt; 6 &amp; 7 &gt; 3 &amp; &euro;');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });

  it('closes open tags and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><strong>a</p>b</em>')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeHtml('<ul><li>a<li>b')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('drops comments and doctype-like markup', () => {
    expect(sanitizeHtml('a<!-- <script>x</script> -->b<!doctype html><?php x ?>c')).toBe('abc');
  });

  it('turns nothing into nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('htmlToParagraphs', () => {
  it('gives plain-text paragraphs with entities decoded', () => {
    expect(htmlToParagraphs('<p>Klare Kaufempfehlung &amp; gern wieder.</p>\n<p>Zweite<br>Zeile</p>')).toEqual([
      'Klare Kaufempfehlung & gern wieder.',
      'Zweite\nZeile',
    ]);
  });

  it('drops scripts and markup entirely', () => {
    expect(htmlToParagraphs('<p>ok</p><script>alert("x")</script><img src=x onerror=y>')).toEqual(['ok']);
    expect(htmlToParagraphs('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual(['<script>alert(1)</script>']);
  });
});

describe('htmlToSummary', () => {
  it('makes one line and cuts at a word', () => {
    expect(htmlToSummary('<p>Eins</p><p>Zwei</p>')).toBe('Eins Zwei');
    const long = htmlToSummary(`<p>${'Wort '.repeat(60)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('Wort…')).toBe(true);
  });
});
