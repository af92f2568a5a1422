import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { ArrowRightIcon, ChevronDownIcon, FacebookIcon, InstagramIcon } from '@/components/icons';
import { storeConfig } from '@/lib/config/store';
import { toLocaleCode } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';
import { FooterAccordion, type FooterSection } from './footer-accordion';
import { LanguageSwitcher } from './language-switcher';
import { NewsletterForm } from './newsletter-form';

type FooterLink = { label: string; href: string };

/** Placeholder target for pages the shop does not have yet (docs/behaviour.md §2: link targets are placeholders). */
const placeholder = '#';

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <Link href={link.href} className="hover:text-accent hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type SiteFooterProps = {
  /** Let several accordion sections be open at once on small screens. */
  allowMultiple?: boolean;
};

/** The footer (docs/behaviour.md §2): four columns, 'Folgen Sie uns', social links, language and copyright. */
export function SiteFooter({ allowMultiple = false }: SiteFooterProps) {
  const t = useTranslations('shell.footer');
  const withdrawal = useTranslations('withdrawal');
  const locale = useLocale();
  const { support } = storeConfig;

  const sections: FooterSection[] = [
    {
      id: 'service',
      title: t('service.title'),
      content: (
        <ul className="space-y-2 text-sm">
          <li>{t('service.hours')}</li>
          <li>
            <a href={`mailto:${support.email}`} className="hover:text-accent hover:underline">
              {support.email}
            </a>
          </li>
          <li>
            <a href={`tel:${support.phone.dial}`} className="hover:text-accent hover:underline">
              {support.phone.display}
            </a>
          </li>
          <li>
            <Link href={routes.contact()} className="hover:text-accent hover:underline">
              {t('service.contact')}
            </Link>
          </li>
        </ul>
      ),
    },
    {
      id: 'company',
      title: t('company.title'),
      content: (
        <LinkList
          links={[
            { label: t('company.about'), href: placeholder },
            { label: t('company.philosophy'), href: placeholder },
            { label: t('company.stores'), href: placeholder },
            { label: t('company.jobs'), href: placeholder },
          ]}
        />
      ),
    },
    {
      id: 'help',
      title: t('help.title'),
      content: (
        <LinkList
          links={[
            { label: t('help.faq'), href: placeholder },
            { label: t('help.paymentAndShipping'), href: placeholder },
            { label: t('help.giftCard'), href: placeholder },
            { label: t('help.withdrawal'), href: routes.withdrawalPolicy() },
          ]}
        />
      ),
    },
    {
      id: 'information',
      title: t('information.title'),
      content: (
        <LinkList
          links={[
            { label: t('information.terms'), href: routes.terms() },
            { label: t('information.imprint'), href: placeholder },
            { label: t('information.privacy'), href: routes.privacyPolicy() },
          ]}
        />
      ),
    },
  ];

  return (
    <footer data-site-chrome className="mt-16 bg-sand/60 text-ink">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6 md:pt-12 lg:px-8">
        <FooterAccordion sections={sections} allowMultiple={allowMultiple} icon={<ChevronDownIcon className="size-5 transition-transform" />} />

        <div className="mt-10 grid gap-8 md:grid-cols-2 md:items-end">
          <section aria-labelledby="footer-follow-title">
            <h2 id="footer-follow-title" className="text-sm font-semibold uppercase tracking-wider">
              {t('follow.title')}
            </h2>
            <p className="mt-2 text-sm text-muted">{t('follow.text')}</p>
            <div className="mt-3">
              <NewsletterForm labelledBy="footer-follow-title" submitIcon={<ArrowRightIcon className="size-5" />} />
            </div>
            <ul className="mt-4 flex gap-2">
              <li>
                <a
                  href={storeConfig.social.instagram}
                  aria-label={t('follow.instagram')}
                  title={t('follow.instagram')}
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full hover:bg-clay"
                >
                  <InstagramIcon className="size-5" />
                </a>
              </li>
              <li>
                <a
                  href={storeConfig.social.facebook}
                  aria-label={t('follow.facebook')}
                  title={t('follow.facebook')}
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full hover:bg-clay"
                >
                  <FacebookIcon className="size-5" />
                </a>
              </li>
            </ul>
          </section>
          <div className="md:justify-self-end">
            <LanguageSwitcher current={toLocaleCode(locale)} label={t('language')} />
          </div>
        </div>

        {/* § 356a BGB: the withdrawal function is reachable from every page, outside the accordion. */}
        <p className="mt-10">
          <Link href={routes.withdrawal()} className="text-sm font-semibold underline underline-offset-4 hover:text-accent" data-testid="footer-withdrawal">
            {withdrawal('control')}
          </Link>
        </p>
        <p className="mt-4">
          <ConsentSettingsButton label={t('cookieSettings')} />
        </p>

        <p className="mt-6 border-t border-clay pt-6 text-xs text-muted">
          {t('copyright', { year: new Date().getFullYear(), shop: storeConfig.name })}
        </p>
      </div>
    </footer>
  );
}
