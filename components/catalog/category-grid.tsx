import { PLACEHOLDER_IMAGE } from '@/lib/commerce/placeholder-image';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { FillImage } from '@/components/ui/fill-image';
import type { CategorySummary } from '@/lib/commerce/types';
import { routes } from '@/lib/routes';

/** The /categories page: large tiles with the category image, name and product count. */
export function CategoryGrid({ categories }: { categories: CategorySummary[] }) {
  const t = useTranslations('product');
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category, index) => (
        <li key={category.id}>
          <Link href={routes.category(category.slug)} className="group block">
            <span className="relative block aspect-[4/5] overflow-hidden rounded-md bg-sand">
              {/* Decorative: the name below labels the link. */}
              <FillImage
                src={category.image?.url ?? PLACEHOLDER_IMAGE}
                alt=""
                priority={index < 4}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                maxFileWidth={1020}
                className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
            </span>
            <span className="mt-3 block font-medium group-hover:underline">{category.name}</span>
            {/* Counts are direct (WooGraphQL): a parent whose products sit in subcategories has 0, so no number. */}
            {category.productCount > 0 && (
              <span className="block text-sm text-muted">{t('productCount', { count: category.productCount })}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
