import { describe, expect, it } from 'vitest';
import { chooseStart } from '@/scripts/start-choice';
import { DEFAULT_REINDEX_MINUTES, reindexIntervalMs } from '@/server/search/indexer/periodic';

describe('what `npm start` runs beside the storefront', () => {
  it('starts the embedded backend (commerce and search) when the storefront uses it', () => {
    expect(chooseStart(true, {}).run).toBe('embedded-backend');
    expect(chooseStart(true, { ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_KEY: 's' }).run).toBe('embedded-backend');
  });

  it('starts the search engine alone, indexed from the store, for an external store', () => {
    expect(chooseStart(false, {})).toMatchObject({ run: 'search-only', searchTarget: 'embedded' });
    // Half an Algolia configuration is no Algolia: the embedded engine still runs.
    expect(chooseStart(false, { ALGOLIA_APP_ID: 'A' })).toMatchObject({ run: 'search-only', searchTarget: 'embedded' });
  });

  it('lets a configured Algolia application answer, and indexes it only with the admin key', () => {
    const withAdmin = chooseStart(false, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 's', ALGOLIA_ADMIN_KEY: 'a' });
    expect(withAdmin).toMatchObject({ run: 'search-only', searchTarget: 'algolia' });
    const searchOnlyKey = chooseStart(false, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 's' });
    expect(searchOnlyKey.run).toBe('storefront-only');
    expect(searchOnlyKey.note).toMatch(/npm run index/);
  });

  it('starts nothing for search when ALGOLIA_HOST_URL names an engine run elsewhere', () => {
    expect(chooseStart(false, { ALGOLIA_HOST_URL: 'http://search.internal:4000', ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_KEY: 's' }).run).toBe('storefront-only');
  });
});

describe('SEARCH_REINDEX_MINUTES', () => {
  it('defaults to 10 minutes, takes fractions, and 0 turns it off', () => {
    expect(DEFAULT_REINDEX_MINUTES).toBe(10);
    expect(reindexIntervalMs({})).toBe(600_000);
    expect(reindexIntervalMs({ SEARCH_REINDEX_MINUTES: '2.5' })).toBe(150_000);
    expect(reindexIntervalMs({ SEARCH_REINDEX_MINUTES: '0' })).toBe(0);
  });

  it('refuses what is not a number of minutes, naming the setting', () => {
    for (const bad of ['ten', '-1', '100000']) expect(() => reindexIntervalMs({ SEARCH_REINDEX_MINUTES: bad })).toThrow(/SEARCH_REINDEX_MINUTES/);
  });
});
