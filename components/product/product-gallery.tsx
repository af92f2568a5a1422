import { useTranslations } from '#i18n/translations';
import { FillImage } from '@/components/ui/fill-image';
import { PLACEHOLDER_IMAGE } from '@/lib/commerce/placeholder-image';
import type { ImageRef, ProductVariation } from '@/lib/commerce/types';
import { ProductGalleryView } from './product-gallery-view';

type ProductGalleryProps = {
  images: ImageRef[];
  variations: ProductVariation[];
  /** The picture shown before the shopper chooses anything (the default variation's, or the first). */
  initialImage: ImageRef | null;
};

const MAIN_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * The product's pictures. Every picture the large frame can show (the gallery's and the
 * variations') and every thumbnail is rendered here, on the server, so the browser needs no
 * image code: ProductGalleryView only decides which of them is in the page.
 */
export function ProductGallery({ images, variations, initialImage }: ProductGalleryProps) {
  const t = useTranslations('product');
  const frameImages = new Map<string, ImageRef>();
  for (const image of [...images, ...variations.flatMap((variation) => (variation.image ? [variation.image] : []))]) {
    if (!frameImages.has(image.url)) frameImages.set(image.url, image);
  }
  const mainImages = Object.fromEntries(
    [...frameImages.values()].map((image) => [
      image.url,
      <FillImage
        key={image.url}
        src={image.url}
        alt={image.alt}
        sizes={MAIN_IMAGE_SIZES}
        priority={image.url === initialImage?.url}
        className="object-cover"
      />,
    ]),
  );
  // Decorative: each thumbnail's button says which picture it shows.
  const thumbnails = images.map((image) => <FillImage key={image.url} src={image.url} alt="" sizes="96px" maxFileWidth={288} className="object-cover" />);

  // Its texts too: the browser gets them as strings and needs no formatter for them.
  const labels = {
    gallery: t('gallery.label'),
    thumbnails: t('gallery.thumbnails'),
    show: images.map((_, index) => t('gallery.show', { index: index + 1, count: images.length })),
  };
  // Only a product without gallery pictures can show an empty frame (a variation without its own then).
  const placeholder = images.length === 0 ? <FillImage src={PLACEHOLDER_IMAGE} alt={t('noImage')} sizes={MAIN_IMAGE_SIZES} className="object-cover" /> : null;
  return (
    <ProductGalleryView imageUrls={images.map((image) => image.url)} mainImages={mainImages} thumbnails={thumbnails} placeholder={placeholder} labels={labels} />
  );
}
