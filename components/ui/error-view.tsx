import { Link } from '@/components/ui/link';
import { useTranslations } from '#i18n/translations';
import { routes } from '@/lib/routes';

export type ErrorViewProps = {
  /** HTTP-like status shown under the title; 404 unless given. */
  statusCode?: number;
  /** What went wrong, already translated (e.g. `t('errors.pageNotFound')`). */
  message?: string;
  /** Extra actions (e.g. a retry button) shown beside the link home. */
  children?: React.ReactNode;
};

/**
 * The error page body (docs/behaviour.md §2): 'Error', the status code and the message. Renders inside the
 * layout, so header, menus and footer stay. Works in server and client components.
 */
export function ErrorView({ statusCode = 404, message, children }: ErrorViewProps) {
  const t = useTranslations('errors');
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 id="error-title" className="font-display text-3xl">
        {t('title')}
      </h1>
      <p className="mt-4 font-display text-6xl text-accent">{statusCode}</p>
      {message && <p className="mt-4 text-lg text-muted">{message}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={routes.home()}
          className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
        >
          {t('backHome')}
        </Link>
        {children}
      </div>
    </section>
  );
}
