import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storeConfig } from '@/lib/config/store';
import { getFormat } from '@/lib/i18n/get-format';
import { postalAddressLine } from '@/lib/i18n/address';

/** When the policy text last changed in substance; shown as its date. */
const policyRevisedOn = '2025-06-01T12:00:00Z';

const sectionKeys = ['controller', 'data', 'purposes', 'cookies', 'newsletter', 'recipients', 'retention', 'rights', 'contact'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.privacy');
  return { title: t('title'), description: t('metaDescription', { shop: storeConfig.name }) };
}

export default async function PrivacyPolicyPage() {
  const [t, format] = await Promise.all([getTranslations('pages.privacy'), getFormat()]);
  const values = {
    company: storeConfig.address.company,
    address: postalAddressLine(format.locale),
    email: storeConfig.support.email,
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('updated', { date: format.date(policyRevisedOn) })}</p>
      <p className="mt-6 text-lg leading-relaxed">{t('intro')}</p>
      {sectionKeys.map((key) => (
        <section key={key} aria-labelledby={`privacy-${key}`} className="mt-10">
          <h2 id={`privacy-${key}`} className="font-display text-2xl">
            {t(`sections.${key}.title`)}
          </h2>
          <p className="mt-3 leading-relaxed text-ink/90">{t(`sections.${key}.text`, values)}</p>
        </section>
      ))}
    </article>
  );
}
