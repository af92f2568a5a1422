import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Shell } from '@/components/shell/shell';
import { storeConfig } from '@/lib/config/store';
import { storeSettings } from '@/lib/config/store-settings';
import { ClientMessages } from '@/lib/i18n/client-messages';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { default: storeConfig.name, template: `%s · ${storeConfig.name}` },
    description: t('siteDescription'),
  };
}

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <ClientMessages>
          <Shell settings={storeSettings}>{children}</Shell>
        </ClientMessages>
      </body>
    </html>
  );
}
