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

/** Two large tiles into the Damen and Herren sections. */
export function GenderEntryPoints({ images }: GenderEntryPointsProps) {
  const t = useTranslations('catalog.genders');
  const cta = useTranslations('home');
  const ctaLabel: Record<Gender, string> = { damen: cta('shopWomen'), herren: cta('shopMen') };
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {genders.map((gender) => {
        const image = images[gender];
        return (
          <li key={gender}>
            <Link href={routes.gender(gender)} className="group relative block aspect-[4/3] overflow-hidden rounded-md bg-sand">
              {image && (
                // Just below the hero and partly in the first screen: the page's largest paint,
                // so loaded at once rather than lazily.
                <FillImage
                  src={image.url}
                  alt=""
                  priority
                  sizes="(min-width: 640px) 50vw, 100vw"
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
