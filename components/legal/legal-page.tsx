import { getTranslations } from 'next-intl/server';
import { storeConfig } from '@/lib/config/store';
import { getFormat } from '@/lib/i18n/get-format';
import { postalAddressLine } from '@/lib/i18n/address';

/** When the legal texts last changed in substance; shown as their date. */
const legalTextsRevisedOn = '2026-06-19T12:00:00Z';

export const termsSections = ['scope', 'partner', 'contract', 'storage', 'prices', 'payment', 'delivery', 'withdrawal', 'warranty', 'disputes'] as const;
export const withdrawalSections = ['right', 'consequences', 'return', 'digital', 'form'] as const;

type Page = { kind: 'terms'; sections: typeof termsSections } | { kind: 'withdrawal'; sections: typeof withdrawalSections };

/** The shop's facts the legal texts name: the store's settings (lib/config/store.ts), the address in the reader's language. */
async function legalValues() {
  const format = await getFormat();
  return {
    shop: storeConfig.name,
    company: storeConfig.address.company,
    address: postalAddressLine(format.locale),
    email: storeConfig.support.email,
    phone: storeConfig.support.phone.display,
    managingDirectors: storeConfig.legal.managingDirectors,
    register: storeConfig.legal.register,
    vatId: storeConfig.legal.vatId,
  };
}

export async function legalPageMetadata(kind: Page['kind']) {
  const t = await getTranslations(`legal.${kind}`);
  return { title: t('title'), description: t('metaDescription', { shop: storeConfig.name }) };
}

/** A legal text (terms, withdrawal policy) from messages/<locale>/legal.json, filled with the store's facts. */
export async function LegalPage({ page }: { page: Page }) {
  const [t, tLegal, format, values] = await Promise.all([getTranslations(`legal.${page.kind}`), getTranslations('legal'), getFormat(), legalValues()]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{tLegal('updated', { date: format.date(legalTextsRevisedOn) })}</p>
      <p className="mt-6 text-lg leading-relaxed">{t('intro', values)}</p>
      {page.sections.map((key) => (
        <section key={key} aria-labelledby={`${page.kind}-${key}`} className="mt-10">
          <h2 id={`${page.kind}-${key}`} className="font-display text-2xl">
            {t(`sections.${key}.title` as Parameters<typeof t>[0])}
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/90">{t(`sections.${key}.text` as Parameters<typeof t>[0], values)}</p>
        </section>
      ))}
    </article>
  );
}
