import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { shortImageUrl } from '@/lib/commerce/short-image-urls';

type FillImageProps = {
  src: string;
  /** Empty for decorative pictures. */
  alt: string;
  /** Which width the picture takes at which viewport, so the browser picks a fitting file. */
  sizes: string;
  /**
   * The widest file a browser could want here (the picture's widest layout width times a
   * screen's pixel ratio of 3): wider candidates are left out of the srcset. Next lists every
   * configured width above a minimum, up to 1920, and each candidate is written twice into
   * the page (markup and RSC payload).
   */
  maxFileWidth?: number;
  className?: string;
  /** Above the fold: load at once and preload it from the document head. */
  priority?: boolean;
};

/** Fills the positioned parent, as next/image's `fill` does with an inline style (written twice per picture). */
const FILL_CLASSES = 'absolute inset-0 size-full text-transparent';

/**
 * An optimised picture filling its positioned parent, rendered on the server as a plain <img>.
 *
 * `next/image`'s <Image> is a client component: wherever a page uses it, about 5.5 KB of
 * gzipped JavaScript ships with the page, only to compute the same srcset again in the browser.
 * getImageProps() is the documented way to get exactly the attributes <Image> would render
 * (optimiser URLs, srcset, sizes, lazy loading) without that script; the preload <Image> adds
 * for priority pictures is done here through React DOM's preload().
 */
export function FillImage({ src, alt, sizes, maxFileWidth, className, priority = false }: FillImageProps) {
  // High fetch priority for pictures above the fold: Chrome starts images at low priority and
  // holds them back behind the page's scripts until layout shows them on screen.
  const fetchPriority = priority ? 'high' : undefined;
  const { props } = getImageProps({ src, alt, sizes, fill: true, preload: priority, fetchPriority });
  // Set by next.config.ts; absent in unit tests, which then see Next's own optimiser URLs.
  const files = pictureFiles({ srcSet: props.srcSet, src: props.src }, { maxFileWidth, uploadsUrl: process.env.VITRINE_UPLOADS_URL });
  const { style: _fillStyle, ...attributes } = props;
  if (priority) preload(files.src, { as: 'image', imageSrcSet: files.srcSet, imageSizes: props.sizes, fetchPriority });
  const classes = className ? `${FILL_CLASSES} ${className}` : FILL_CLASSES;
  // A plain <img> on purpose: its attributes are the ones next/image computes (see above).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...attributes} {...files} className={classes} alt={alt} />;
}

type PictureFiles = { srcSet?: string; src: string };

/**
 * The files next/image offers (`srcSet`: "<url> <width>w, …", narrowest first; `src`: the widest),
 * read once: only those up to the first one at least `maxFileWidth` wide, each in its short
 * address when it lies in `uploadsUrl`; the widest kept becomes the src for browsers without
 * srcset. An unoptimised picture (no srcset) keeps its src.
 */
export function pictureFiles(offered: PictureFiles, { maxFileWidth, uploadsUrl }: { maxFileWidth?: number; uploadsUrl?: string }): PictureFiles {
  if (!offered.srcSet) return offered;
  const offeredFiles = offered.srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, descriptor };
  });
  const firstWideEnough = maxFileWidth === undefined ? -1 : offeredFiles.findIndex((file) => Number.parseInt(file.descriptor, 10) >= maxFileWidth);
  const capped = firstWideEnough === -1 ? offeredFiles : offeredFiles.slice(0, firstWideEnough + 1);
  const kept = uploadsUrl ? capped.map((file) => ({ ...file, url: shortImageUrl(file.url, uploadsUrl) })) : capped;
  return { srcSet: kept.map((file) => `${file.url} ${file.descriptor}`).join(', '), src: kept[kept.length - 1]?.url ?? offered.src };
}
