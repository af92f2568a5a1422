import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Shell } from '@/components/shell/shell';
import { storeConfig } from '@/lib/config/store';
import { storeSettings } from '@/lib/config/store-settings';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeCodes, toIntlLocale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale';
import '../globals.css';

/** Every page exists once per locale; the proxy picks which one a shopper sees. */
export function generateStaticParams(): Array<{ locale: string }> {
  return localeCodes.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { default: storeConfig.name, template: `%s · ${storeConfig.name}` },
    description: t('siteDescription'),
  };
}

export default async function RootLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = routeLocale((await params).locale);
  return (
    <html lang={toIntlLocale(locale)}>
      <body className="flex min-h-dvh flex-col">
        <ClientMessages sets={['shell']}>
          <Shell settings={storeSettings}>{children}</Shell>
        </ClientMessages>
      </body>
    </html>
  );
}
