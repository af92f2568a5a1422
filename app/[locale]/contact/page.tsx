import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { storeConfig } from '@/lib/config/store';
import { postalAddressLines } from '@/lib/i18n/address';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ContactForm } from './contact-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.contact');
  return { title: t('title'), description: t('metaDescription', { shop: storeConfig.name }) };
}

export default async function ContactPage() {
  const [t, locale] = await Promise.all([getTranslations('pages.contact'), getLocale()]);
  const { support } = storeConfig;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{t('intro')}</p>

      <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_2fr]">
        <dl className="space-y-8">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider">{t('addressTitle')}</dt>
            <dd className="mt-2">
              <address className="not-italic leading-relaxed">
                {postalAddressLines(locale).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider">{t('hoursTitle')}</dt>
            <dd className="mt-2">{t('hours')}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider">{t('emailTitle')}</dt>
            <dd className="mt-2">
              <a href={`mailto:${support.email}`} className="text-accent underline-offset-4 hover:underline">
                {support.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider">{t('phoneTitle')}</dt>
            <dd className="mt-2">
              <a href={`tel:${support.phone.dial}`} className="text-accent underline-offset-4 hover:underline">
                {support.phone.display}
              </a>
            </dd>
          </div>
        </dl>

        <section aria-labelledby="contact-form-title" className="rounded-lg border border-sand bg-white p-6 sm:p-8">
          <h2 id="contact-form-title" className="font-display text-2xl">
            {t('form.title')}
          </h2>
          {/* The form needs only its own texts in the browser, not the whole pages namespace. */}
          <ClientMessages sets={['contact']}>
            <ContactForm shopEmail={support.email} />
          </ClientMessages>
        </section>
      </div>
    </div>
  );
}
