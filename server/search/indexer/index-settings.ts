import type { IndexSettings } from 'algoliasearch';

/** The sort orders the storefront offers, each a standard replica of the products index. */
export function replicaNames(indexName: string) {
  return {
    newest: `${indexName}_date_desc`,
    priceAscending: `${indexName}_price_asc`,
    priceDescending: `${indexName}_price_desc`,
    name: `${indexName}_name_asc`,
  };
}

const RELEVANCE = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/**
 * Settings of the products index, the same on the embedded engine and on Algolia. Names and
 * categories come before colours and descriptions; ties go to what sells and is liked;
 * compound words in names ("Etuikleid") are split so "kleid" finds them.
 */
export function primarySettings(indexName: string): IndexSettings {
  return {
    ...sharedSettings(),
    customRanking: ['desc(totalSales)', 'desc(rating)'],
    replicas: Object.values(replicaNames(indexName)),
  };
}

function sharedSettings(): IndexSettings {
  return {
    searchableAttributes: ['name', 'terms.productCat', 'gender', 'colors', 'unordered(shortDescription)', 'unordered(description)', 'sku'],
    attributesForFaceting: [
      'searchable(gender)',
      'searchable(terms.productCat)',
      'searchable(colors)',
      'searchable(sizes)',
      'price',
      'onSale',
      'rating',
      'inStock',
      'filterOnly(stockStatus)',
      'filterOnly(slug)',
      'filterOnly(type)',
    ],
    // Result cards need no long description: leaving it out halves the response (ask for it explicitly).
    attributesToRetrieve: ['*', '-description'],
    attributesToHighlight: ['name', 'terms.productCat', 'gender', 'colors'],
    attributesToSnippet: ['shortDescription:20'],
    snippetEllipsisText: '…',
    indexLanguages: ['de'],
    queryLanguages: ['de'],
    decompoundedAttributes: { de: ['name'] },
    hitsPerPage: 20,
    maxValuesPerFacet: 100,
  };
}

/** Each replica sorts by one attribute first, then by relevance. */
export function replicaSettings(indexName: string): Record<string, IndexSettings> {
  const names = replicaNames(indexName);
  const sortedBy = (criterion: string): IndexSettings => ({
    ...sharedSettings(),
    customRanking: ['desc(totalSales)', 'desc(rating)'],
    ranking: [criterion, ...RELEVANCE],
  });
  return {
    [names.newest]: sortedBy('desc(date)'),
    [names.priceAscending]: sortedBy('asc(price)'),
    [names.priceDescending]: sortedBy('desc(price)'),
    [names.name]: sortedBy('asc(name)'),
  };
}
