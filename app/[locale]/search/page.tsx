import type { Metadata } from 'next';
import { SearchPage, searchMetadata } from '@/components/search/search-page';

export function generateMetadata(): Promise<Metadata> {
  return searchMetadata();
}

/**
 * /search with no query or filter: the same page for everyone, so it is cached like the
 * catalogue, and its results load in the browser. A URL with a query or filters goes to
 * app/[locale]/filtered/search (lib/routing/internal-path.ts), which renders them on the server.
 */
export default function DefaultSearchPage() {
  return <SearchPage resultsRenderedOn="browser" />;
}
