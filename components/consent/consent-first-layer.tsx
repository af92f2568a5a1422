import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { CONSENT_FORM_FIELD, type ConsentFormChoice } from '@/lib/consent/consent-form-choices';
import { routes } from '@/lib/routes';
import { ConsentDialog } from './consent-dialog';
import { choiceButton } from './consent-styles';

/**
 * The consent banner's first layer (docs/behaviour.md, "Consent"), in the server-rendered HTML of
 * every page and the same for everyone (pages are cached; the server never reads the choice):
 * hidden by CSS, and shown before the first paint only when the inline check in <head> finds no
 * valid choice in this browser. Its buttons post a form, so they work before the page's scripts
 * have arrived (app/api/consent/route.ts); consent-dialog.tsx takes over once they have.
 */
export function ConsentFirstLayer() {
  const t = useTranslations('shell.consent');
  const choice = (value: ConsentFormChoice) => ({ type: 'submit' as const, name: CONSENT_FORM_FIELD, value });
  return (
    <ConsentDialog
      action="/api/consent"
      intro={
        <>
          <h2 id="consent-title" className="font-display text-xl">
            {t('title')}
          </h2>
          <p id="consent-text" className="mt-2 text-sm text-muted">
            {t('text')}{' '}
            <Link href={routes.privacyPolicy()} className="underline underline-offset-4 hover:text-accent">
              {t('privacy')}
            </Link>
          </p>
        </>
      }
      choices={
        <>
          <button {...choice('accept')} className={choiceButton}>
            {t('acceptAll')}
          </button>
          <button {...choice('reject')} className={choiceButton}>
            {t('rejectAll')}
          </button>
          <button {...choice('settings')} className="px-2 py-2.5 text-sm font-semibold underline underline-offset-4 hover:text-accent">
            {t('settings')}
          </button>
        </>
      }
    />
  );
}
