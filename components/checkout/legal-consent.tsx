import { getTranslations } from 'next-intl/server';
import { routes } from '@/lib/routes';

/**
 * The words beside the order button that name and link the terms (AGB), the withdrawal policy
 * and the privacy policy: a notice, or the checkbox's label where the store settings ask for one
 * (lib/config/store-settings.ts). Rendered on the server (rich text with links); the links open
 * in a new tab so the form keeps what was typed.
 */
export async function LegalConsentText({ checkbox }: { checkbox: boolean }) {
  const t = await getTranslations('legal.checkout');
  const link = (href: string) => {
    function LegalLink(chunks: React.ReactNode) {
      return (
        <a href={href} target="_blank" rel="noopener" className="font-medium text-ink underline underline-offset-2">
          {chunks}
        </a>
      );
    }
    return LegalLink;
  };
  const links = { terms: link(routes.terms()), withdrawal: link(routes.withdrawalPolicy()), privacy: link(routes.privacyPolicy()) };
  return <>{t.rich(checkbox ? 'checkbox' : 'notice', links)}</>;
}
