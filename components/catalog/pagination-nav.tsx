import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { listPageLinks } from '@/lib/browse/pagination';

type PaginationNavProps = {
  page: number;
  /** Null when the backend did not report the total. */
  pageCount: number | null;
  hasNextPage: boolean;
  /** The URL of page n, query string included. */
  hrefFor: (page: number) => string;
};

const linkClass = 'grid min-w-10 place-items-center rounded-md border border-sand px-3 py-2 text-sm hover:border-ink';

/** Previous / numbered / next page links; nothing for a single page. */
export function PaginationNav({ page, pageCount, hasNextPage, hrefFor }: PaginationNavProps) {
  const t = useTranslations('catalog.pagination');
  const links = listPageLinks(page, pageCount, hasNextPage);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className={linkClass}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('previous')}</span>
            </Link>
          </li>
        )}
        {links.map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                href={hrefFor(link.page)}
                aria-current={link.current ? 'page' : undefined}
                aria-label={t('page', { page: link.page })}
                className={`${linkClass} ${link.current ? 'border-ink bg-ink text-paper' : ''}`}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        {hasNextPage && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className={linkClass}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('next')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
