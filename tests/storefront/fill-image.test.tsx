import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FillImage, pictureFiles } from '@/components/ui/fill-image';

/** The widths (in w descriptors) a rendered <img>'s srcset offers, and its src. */
function files(html: string): { widths: number[]; src: string } {
  const srcSet = /srcSet="([^"]*)"/.exec(html)?.[1] ?? '';
  const src = / src="([^"]*)"/.exec(html)?.[1] ?? '';
  return { widths: [...srcSet.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])), src };
}

describe('FillImage', () => {
  it('offers files up to the first one wide enough for the picture at a pixel ratio of 3', () => {
    const html = renderToStaticMarkup(<FillImage src="/uploads/kleid.webp" alt="Kleid" sizes="96px" maxFileWidth={288} />);
    const { widths, src } = files(html);
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(288);
    // Only the widest file kept may exceed what the picture needs.
    expect(widths.filter((width) => width >= 288)).toHaveLength(1);
    expect(src).toContain(`w=${Math.max(...widths)}`);
  });

  it('offers every configured file without a cap', () => {
    const capped = files(renderToStaticMarkup(<FillImage src="/uploads/kleid.webp" alt="" sizes="96px" maxFileWidth={288} />));
    const all = files(renderToStaticMarkup(<FillImage src="/uploads/kleid.webp" alt="" sizes="96px" />));
    expect(all.widths.length).toBeGreaterThan(capped.widths.length);
    expect(all.widths.slice(0, capped.widths.length)).toEqual(capped.widths);
  });

  it('fills its parent through classes, not an inline style written twice per picture', () => {
    const html = renderToStaticMarkup(<FillImage src="/uploads/kleid.webp" alt="Kleid" sizes="50vw" className="object-cover" />);
    expect(html).not.toContain('style=');
    expect(html).toContain('class="absolute inset-0 size-full text-transparent object-cover"');
    expect(html).toContain('alt="Kleid"');
  });
});

describe('FillImage in a build (next.config.ts sets the uploads URL)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes short addresses for pictures from the uploads, in the srcset and the src', () => {
    vi.stubEnv('VITRINE_UPLOADS_URL', '/uploads');
    const html = renderToStaticMarkup(<FillImage src="/uploads/2026/09/kleid.webp" alt="" sizes="96px" maxFileWidth={288} />);
    const { widths, src } = files(html);
    expect(html).not.toContain('/_next/image');
    expect(html).toContain(`srcSet="/img/${widths[0]}/75/2026/09/kleid.webp ${widths[0]}w,`);
    expect(src).toBe(`/img/${Math.max(...widths)}/75/2026/09/kleid.webp`);
  });
});

describe('pictureFiles', () => {
  const srcSet = '/i?w=128 128w, /i?w=256 256w, /i?w=384 384w, /i?w=640 640w';
  const offered = { srcSet, src: '/i?w=640' };

  it('keeps the candidates below the cap and the first one at or above it', () => {
    expect(pictureFiles(offered, { maxFileWidth: 300 })).toEqual({ srcSet: '/i?w=128 128w, /i?w=256 256w, /i?w=384 384w', src: '/i?w=384' });
    expect(pictureFiles(offered, { maxFileWidth: 256 })).toEqual({ srcSet: '/i?w=128 128w, /i?w=256 256w', src: '/i?w=256' });
  });

  it('keeps every candidate when none reaches the cap', () => {
    expect(pictureFiles(offered, { maxFileWidth: 4000 })).toEqual({ srcSet, src: '/i?w=640' });
  });

  it('shortens every candidate of a srcset and keeps their widths', () => {
    const uploads = 'http://127.0.0.1:4000/wp-content/uploads';
    const optimiser = (width: number) => `/_next/image?url=${encodeURIComponent(`${uploads}/2026/09/bluse.webp`)}&w=${width}&q=75`;
    const files = pictureFiles({ srcSet: [256, 384].map((width) => `${optimiser(width)} ${width}w`).join(', '), src: optimiser(384) }, { uploadsUrl: uploads });
    expect(files).toEqual({ srcSet: '/img/256/75/2026/09/bluse.webp 256w, /img/384/75/2026/09/bluse.webp 384w', src: '/img/384/75/2026/09/bluse.webp' });
  });

  it('keeps the src of a picture offered without a srcset', () => {
    expect(pictureFiles({ src: '/logo.svg' }, { maxFileWidth: 256, uploadsUrl: '/uploads' })).toEqual({ src: '/logo.svg' });
  });
});
