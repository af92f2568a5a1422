import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { searchConfigFromEnv } from '@/lib/search/config';
import { SearchUnavailable } from './search-unavailable';
import { SearchView, type ResultsRenderedOn } from './search-view';

/**
 * The body of /search, shared by its two routes: the cached default view, whose results load in
 * the browser, and the per-request view of a URL with a query or filters, whose results are
 * rendered on the server. Without search settings the page says search is unavailable.
 */
export async function SearchPage({ resultsRenderedOn }: { resultsRenderedOn: ResultsRenderedOn }) {
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
    <ClientMessages sets={['search']}>
      <SearchView config={config} resultsRenderedOn={resultsRenderedOn} />
    </ClientMessages>
  );
}

export async function searchMetadata() {
  const t = await getTranslations('search');
  return { title: t('title'), robots: { index: false } };
}
