import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { FillImage } from '@/components/ui/fill-image';
import type { CategorySummary } from '@/lib/commerce/types';

type CategoryListProps = {
  categories: CategorySummary[];
  /** Where a category leads; its own page unless a page scopes it (e.g. to a gender). */
  hrefFor: (category: CategorySummary) => string;
};

/** A compact list of categories: round image, name and product count. */
export function CategoryList({ categories, hrefFor }: CategoryListProps) {
  const t = useTranslations('product');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            href={hrefFor(category)}
            className="flex items-center gap-3 rounded-md border border-sand bg-white p-3 transition-colors hover:border-clay"
          >
            <span className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-full bg-sand font-display text-lg text-muted">
              {category.image ? (
                // Decorative: the category name right next to it says everything.
                <FillImage src={category.image.url} alt="" sizes="48px" maxFileWidth={144} className="object-cover" />
              ) : (
                <span aria-hidden="true">{category.name.charAt(0)}</span>
              )}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium">{category.name}</span>
              {/* Counts are direct (WooGraphQL): a parent whose products sit in subcategories has 0, so no number. */}
              {category.productCount > 0 && (
                <span className="block text-xs text-muted">{t('productCount', { count: category.productCount })}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
