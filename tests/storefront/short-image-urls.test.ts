import { describe, expect, it } from 'vitest';
import { shortImageRewrite, shortImageUrl } from '@/lib/commerce/short-image-urls';

const uploads = 'http://127.0.0.1:4000/wp-content/uploads';
const optimiser = (url: string, width = 384) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;

describe('short picture addresses', () => {
  it('writes a picture from the uploads as /img/<width>/<quality>/<path>', () => {
    expect(shortImageUrl(optimiser(`${uploads}/2026/09/bluse-weiss.webp`), uploads)).toBe('/img/384/75/2026/09/bluse-weiss.webp');
  });

  it('keeps the optimiser URL for other hosts, other paths and paths that would need escaping', () => {
    for (const url of [
      'https://cdn.example.com/wp-content/uploads/2026/09/bluse.webp',
      'http://127.0.0.1:4000/wp-content/themes/logo.png',
      `${uploads}-old/2026/bluse.webp`,
      `${uploads}/2026/09/bluse weiß.webp`,
      `${uploads}/2026/../../wp-config.php`,
      `${uploads}/2026/09/bluse.webp?ver=2`,
    ]) {
      expect(shortImageUrl(optimiser(url), uploads)).toBe(optimiser(url));
    }
    expect(shortImageUrl('/uploads/local.webp', uploads)).toBe('/uploads/local.webp');
  });

  it('rewrites the short form back to the same optimiser request', () => {
    const rule = shortImageRewrite(uploads);
    expect(rule.source).toBe('/img/:width(\\d{1,4})/:quality(\\d{1,3})/:path+');
    const filled = rule.destination.replace(':path*', '2026/09/bluse.webp').replace(':width', '384').replace(':quality', '75');
    const query = new URLSearchParams(filled.split('?')[1]);
    expect(filled.startsWith('/_next/image?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({ url: `${uploads}/2026/09/bluse.webp`, w: '384', q: '75' });
    // The media origin's port must not read as a rewrite parameter.
    expect(rule.destination).not.toContain(':4000');
  });
});
