import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { SearchUnavailable } from '@/components/search/search-unavailable';
import { SearchView } from '@/components/search/search-view';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { searchConfigFromEnv } from '@/lib/search/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('search');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /search: InstantSearch, rendered on the server with the state from the URL. The app id,
 * search-only key and host are read from the environment per request and handed to the
 * client component; without them the page says search is unavailable.
 */
export default async function SearchPage() {
  await connection();
  const config = searchConfigFromEnv(process.env);
  if (!config) {
    const t = await getTranslations('search');
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="mb-6 font-display text-3xl">{t('heading')}</h1>
        <SearchUnavailable />
      </div>
    );
  }
  return (
    <ClientMessages namespaces={['search']}>
      <SearchView config={config} />
    </ClientMessages>
  );
}
