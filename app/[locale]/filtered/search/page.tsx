import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SearchPage, searchMetadata } from '@/components/search/search-page';

export function generateMetadata(): Promise<Metadata> {
  return searchMetadata();
}

/**
 * /search?q=…&gender=…: InstantSearch renders the results for the URL's state on the server,
 * per request, so a shared or reloaded search shows its results in the first HTML.
 */
export default async function FilteredSearchPage() {
  await connection();
  return <SearchPage resultsRenderedOn="server" />;
}
