import type { Metadata } from 'next';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { storeConfig } from '@/lib/config/store';
import { getMessages } from '@/lib/i18n/messages';
import './globals.css';

export const metadata: Metadata = {
  title: { default: storeConfig.name, template: `%s · ${storeConfig.name}` },
  description: getMessages().site.description,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const { site } = getMessages();
  return (
    <html lang={storeConfig.locale}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {site.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
