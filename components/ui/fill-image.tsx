import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { shortImageUrl, shortSrcSet } from '@/lib/commerce/short-image-urls';

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
  const files = shortened(maxFileWidth && props.srcSet ? upTo(props.srcSet, maxFileWidth) : { srcSet: props.srcSet, src: props.src });
  const { style: _fillStyle, ...attributes } = props;
  if (priority) preload(files.src, { as: 'image', imageSrcSet: files.srcSet, imageSizes: props.sizes, fetchPriority });
  const classes = className ? `${FILL_CLASSES} ${className}` : FILL_CLASSES;
  // A plain <img> on purpose: its attributes are the ones next/image computes (see above).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...attributes} {...files} className={classes} alt={alt} />;
}

/** The short addresses of pictures in the shop's uploads (set by next.config.ts; absent in unit tests). */
function shortened(files: { srcSet?: string; src: string }): { srcSet?: string; src: string } {
  const uploadsUrl = process.env.VITRINE_UPLOADS_URL;
  if (!uploadsUrl) return files;
  return { srcSet: files.srcSet && shortSrcSet(files.srcSet, uploadsUrl), src: shortImageUrl(files.src, uploadsUrl) };
}

/**
 * The srcset's candidates ("<url> <width>w", narrowest first) up to the first one at least
 * `maxFileWidth` wide; the widest kept becomes the src for browsers without srcset.
 */
export function upTo(srcSet: string, maxFileWidth: number): { srcSet: string; src: string } {
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url = '', width = ''] = candidate.split(' ');
    return { candidate, url, width: Number.parseInt(width, 10) };
  });
  const firstWideEnough = candidates.findIndex((file) => file.width >= maxFileWidth);
  const kept = firstWideEnough === -1 ? candidates : candidates.slice(0, firstWideEnough + 1);
  return { srcSet: kept.map((file) => file.candidate).join(', '), src: kept[kept.length - 1]?.url ?? '' };
}
