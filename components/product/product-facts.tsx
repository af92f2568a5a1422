import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { CategorySummary, ProductAttribute } from '@/lib/commerce/types';
import { routes } from '@/lib/routes';

type ProductFactsProps = {
  /** Visible attributes that are not chosen per variation (e.g. material). */
  attributes: ProductAttribute[];
  categories: CategorySummary[] | null;
};

/** The product's fixed facts and, when the settings show them, its categories as links. */
export function ProductFacts({ attributes, categories }: ProductFactsProps) {
  const t = useTranslations('product');
  if (attributes.length === 0 && (!categories || categories.length === 0)) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-sand pt-6 text-sm">
      {attributes.map((attribute) => (
        <div key={attribute.name} className="contents">
          <dt className="text-muted">{attribute.label}</dt>
          <dd>{attribute.options.map((option) => option.label).join(', ')}</dd>
        </div>
      ))}
      {categories && categories.length > 0 && (
        <div className="contents">
          <dt className="text-muted">{t('categories')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-x-2">
              {categories.map((category, index) => (
                <li key={category.id}>
                  <Link href={routes.category(category.slug)} className="underline-offset-4 hover:underline">
                    {category.name}
                  </Link>
                  {index < categories.length - 1 && <span aria-hidden="true">,</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
