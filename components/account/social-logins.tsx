import { getTranslations } from 'next-intl/server';
import type { LoginButton } from '@/lib/account/reshape';
import { accountUrls } from '@/lib/account/urls';
import { LinkSignInsForm } from './link-sign-ins';

/**
 * One link per enabled third-party client (loginClients), as the store setting says: full
 * buttons, or compact icons (the provider's initial with its name for screen readers). Plain
 * links to the storefront's start (app/[locale]/oauth/start), which binds the sign-in to this
 * browser and sends it on to the provider's sign-in page.
 */
export async function SocialLogins({ buttons, display }: { buttons: LoginButton[]; display: 'buttons' | 'icons' }) {
  if (buttons.length === 0) return null;
  const t = await getTranslations('account');
  return (
    <div>
      <p className="text-sm text-muted">{t('orSignInWith')}</p>
      <ul className={display === 'icons' ? 'mt-3 flex gap-3' : 'mt-3 space-y-2'}>
        {buttons.map((button) => (
          <li key={button.provider}>
            {display === 'icons' ? (
              <a
                href={accountUrls.oauthStart(button.provider)}
                title={t('signInWith', { name: button.name })}
                aria-label={t('signInWith', { name: button.name })}
                className="inline-flex size-10 items-center justify-center rounded-full border border-ink font-medium"
              >
                {button.name.slice(0, 1).toUpperCase()}
              </a>
            ) : (
              <a href={accountUrls.oauthStart(button.provider)} className="inline-flex w-full justify-center rounded-full border border-ink px-5 py-2 text-sm font-medium">
                {t('signInWith', { name: button.name })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * For the signed-in customer: buttons that add a third-party sign-in to this account, the only
 * way an existing account gets one (a provider's e-mail alone never opens it), behind the
 * current password (link-sign-ins.tsx).
 */
export async function LinkSignIns({ buttons }: { buttons: LoginButton[] }) {
  if (buttons.length === 0) return null;
  const t = await getTranslations('account');
  return (
    <section aria-labelledby="link-sign-ins" className="mt-10">
      <h3 id="link-sign-ins" className="font-display text-xl">
        {t('linkSignIns')}
      </h3>
      <p className="mt-2 text-sm text-muted">{t('linkSignInsHint')}</p>
      <LinkSignInsForm buttons={buttons} />
    </section>
  );
}
