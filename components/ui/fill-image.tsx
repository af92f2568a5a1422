import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

type FillImageProps = {
  src: string;
  /** Empty for decorative pictures. */
  alt: string;
  /** Which width the picture takes at which viewport, so the browser picks a fitting file. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once and preload it from the document head. */
  priority?: boolean;
};

/**
 * An optimised picture filling its positioned parent, rendered on the server as a plain <img>.
 *
 * `next/image`'s <Image> is a client component: wherever a page uses it, about 5.5 KB of
 * gzipped JavaScript ships with the page, only to compute the same srcset again in the browser.
 * getImageProps() is the documented way to get exactly the attributes <Image> would render
 * (optimiser URLs, srcset, sizes, lazy loading, fill styles) without that script; the
 * preload <Image> adds for priority pictures is done here through React DOM's preload().
 */
export function FillImage({ src, alt, sizes, className, priority = false }: FillImageProps) {
  // High fetch priority for pictures above the fold: Chrome starts images at low priority and
  // holds them back behind the page's scripts until layout shows them on screen.
  const fetchPriority = priority ? 'high' : undefined;
  const { props } = getImageProps({ src, alt, sizes, className, fill: true, preload: priority, fetchPriority });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority });
  // A plain <img> on purpose: its attributes are the ones next/image computes (see above).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={alt} />;
}
