import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { Crumb } from '@/lib/seo/json-ld';

/** The path to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useTranslations('catalog.breadcrumb');
  return (
    <nav aria-label={t('label')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="hover:text-ink hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
