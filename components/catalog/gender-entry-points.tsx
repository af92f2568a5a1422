import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { FillImage } from '@/components/ui/fill-image';
import { genders, type Gender } from '@/lib/browse/genders';
import type { ImageRef } from '@/lib/commerce/types';
import { routes } from '@/lib/routes';

type GenderEntryPointsProps = {
  /** Each section's picture (its category image), when the shop has one. */
  images: Partial<Record<Gender, ImageRef>>;
};

/**
 * Half the page's content column from 640 px (capped at max-w-7xl: 1280 px less padding and the
 * gap), the whole width below, so a large screen does not fetch a file twice the tile's width.
 */
const TILE_SIZES = '(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw';

/** Two large tiles into the Damen and Herren sections. */
export function GenderEntryPoints({ images }: GenderEntryPointsProps) {
  const t = useTranslations('catalog.genders');
  const cta = useTranslations('home');
  const ctaLabel: Record<Gender, string> = { damen: cta('shopWomen'), herren: cta('shopMen') };
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {genders.map((gender, index) => {
        const image = images[gender];
        return (
          <li key={gender}>
            <Link href={routes.gender(gender)} className="group relative block aspect-[4/3] overflow-hidden rounded-md bg-sand">
              {image && (
                // The first tile is partly in a phone's first screen, just below the hero: the
                // page's largest paint, so preloaded at high priority. The second lies below it
                // on phones, where fetching it at the same priority halved the first one's share
                // of a slow line; on wider screens it is beside the first and loads on layout.
                <FillImage
                  src={image.url}
                  alt=""
                  priority={index === 0}
                  sizes={TILE_SIZES}
                  className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                />
              )}
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/70 to-transparent p-6 text-white">
                <span className="block font-display text-3xl">{t(gender)}</span>
                <span className="mt-1 block text-sm underline-offset-4 group-hover:underline">{ctaLabel[gender]}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
