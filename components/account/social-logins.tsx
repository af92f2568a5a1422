import { getTranslations } from 'next-intl/server';
import type { LoginButton } from '@/lib/account/reshape';

/**
 * One link per enabled third-party client (loginClients), as the store setting says: full
 * buttons, or compact icons (the provider's initial with its name for screen readers). Plain
 * links: the browser leaves the shop for the provider's sign-in page.
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
                href={button.url}
                title={t('signInWith', { name: button.name })}
                aria-label={t('signInWith', { name: button.name })}
                className="inline-flex size-10 items-center justify-center rounded-full border border-ink font-medium"
              >
                {button.name.slice(0, 1).toUpperCase()}
              </a>
            ) : (
              <a href={button.url} className="inline-flex w-full justify-center rounded-full border border-ink px-5 py-2 text-sm font-medium">
                {t('signInWith', { name: button.name })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
