import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Shell } from '@/components/shell/shell';
import { storeConfig } from '@/lib/config/store';
import { storeSettings } from '@/lib/config/store-settings';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeCodes, toIntlLocale } from '@/lib/i18n/locales';
import { consentCheckScript } from '@/lib/consent/consent-script';
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
    // The inline consent check sets an attribute on <html> before React hydrates it (suppressHydrationWarning: that one element's attributes only).
    <html lang={toIntlLocale(locale)} suppressHydrationWarning>
      <head>
        {/* Before the first paint: shows the consent banner's first layer when this browser holds no valid choice (lib/consent/consent-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: consentCheckScript() }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ClientMessages sets={['shell']}>
          <Shell settings={storeSettings}>{children}</Shell>
        </ClientMessages>
      </body>
    </html>
  );
}
