import { useTranslations } from 'next-intl';
import { routes } from '@/lib/routes';

/**
 * The footer's "Vertrag hier widerrufen" for a browser without JavaScript. The footer sits in a
 * HydrationUnit, whose markup React may stream after the page, hidden until a script reveals it:
 * without scripts the footer never shows. This fallback stands in for it there (inside
 * <noscript>, so a browser with scripts ignores it), keeping the withdrawal function reachable
 * from every page (§ 356a BGB).
 */
export function WithdrawalNoScriptLink() {
  const t = useTranslations('withdrawal');
  return (
    <noscript>
      <p className="mx-auto mt-16 max-w-7xl bg-sand/60 px-4 py-6 sm:px-6 lg:px-8">
        <a href={routes.withdrawal()} className="text-sm font-semibold underline underline-offset-4" data-testid="no-script-withdrawal">
          {t('control')}
        </a>
      </p>
    </noscript>
  );
}
