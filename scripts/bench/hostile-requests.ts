/**
 * Hostile requests for the backend, generated with fast-check: GraphQL documents and variables
 * (deep nesting, huge or odd literals, unknown fields, wrong types, NULs, lone surrogates, every
 * operation type, broken transports), the shopper's mutations (cart, checkout, account, reviews:
 * scripts/bench/hostile-mutations.ts) and Algolia API requests (filters, limits, odd parameters).
 * Shared by the fuzz test (tests/server/fuzz.test.ts) and the fuzz benchmark (scripts/bench/fuzz.ts).
 */
import fc from 'fast-check';
import { hostileMutation, NO_SHOP_FACTS, type ShopFacts } from './hostile-mutations';

export interface HostileRequest {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with a signed-in customer's token when the sender has one (account and review mutations as a customer). */
  asCustomer?: boolean;
}

export interface SearchKeys {
  appId: string;
  searchKey: string;
}

/** A float as GraphQL source (`5.0`, `1e+21`). */
const floatLiteral = (value: number) => (Number.isInteger(value) && Math.abs(value) < 1e21 ? `${value}.0` : String(value));

// Strings a careless parser, normaliser or database trips over.
const nastyText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', '\ufffe', '\u202e', '%00', '&#0;', '&#1114112;', '&#55296;', '&#x110000;', "'; DROP TABLE product; --", '\\', '"', '*', '%', '_'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => text.repeat(400)),
);

const WHERE_FIELDS = [
  'search', 'category', 'categoryId', 'categoryIn', 'categoryIdIn', 'include', 'exclude', 'slugIn', 'sku', 'minPrice', 'maxPrice',
  'onSale', 'featured', 'rating', 'stockStatus', 'type', 'typeIn', 'visibility', 'status', 'orderby', 'taxonomyFilter', 'attributes',
  'filters', 'relation', 'taxonomy', 'terms', 'ids', 'operator', 'field', 'order', 'unknownField',
];

/** A GraphQL literal, written as source text. */
const literal: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('2147483647', '2147483648', '-2147483649', '99999999999999999999', '1e15', '1e300', '1e400', '-1e400', '0.1', '-0', 'null', 'true', 'IN', 'NOPE', 'PA_COLOR', 'DATABASE_ID', 'SLUG', 'SKU'),
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(floatLiteral),
    nastyText.map((text) => JSON.stringify(text)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
    fc.array(fc.tuple(fc.constantFrom(...WHERE_FIELDS), tie('value')), { maxLength: 4 }).map((entries) => `{ ${entries.map(([key, value]) => `${key}: ${value}`).join(', ')} }`),
  ),
})).value;


const ROOT_FIELDS = [
  (args: string) => `products${args} { found nodes { databaseId name slug ... on ProductWithPricing { price } } pageInfo { endCursor } }`,
  (args: string) => `product${args} { databaseId name ... on VariableProduct { variations(first: 2) { nodes { name } } } }`,
  (args: string) => `productCategory${args} { name slug }`,
  (args: string) => `productCategories${args} { nodes { name } }`,
  (args: string) => `terms${args} { nodes { name } }`,
  (args: string) => `countryStates${args} { code name }`,
  (args: string) => `allowedCountries${args}`,
  (args: string) => `colour${args} { name }`,
];
const ARGUMENT_NAMES = ['first', 'last', 'after', 'before', 'where', 'id', 'idType', 'country', 'format', 'bogus'];

const argumentList = fc
  .array(fc.tuple(fc.constantFrom(...ARGUMENT_NAMES), literal), { maxLength: 4 })
  .map((entries) => (entries.length ? `(${entries.map(([name, value]) => `${name}: ${value}`).join(', ')})` : ''));

const selection = fc.tuple(fc.constantFrom(...ROOT_FIELDS), argumentList).map(([field, args]) => field(args));

/** Brackets of one kind nested deeper than any parser should follow, below the token limit. */
const deepDocument = fc.tuple(fc.integer({ min: 40, max: 3000 }), fc.constantFrom('list', 'object', 'selection', 'paren')).map(([depth, kind]) => {
  if (kind === 'list') return `{ products(where: { include: ${'['.repeat(depth)}1${']'.repeat(depth)} }) { nodes { name } } }`;
  if (kind === 'object') return `{ products(where: ${'{ taxonomyFilter: '.repeat(depth)}1${' }'.repeat(depth)}) { nodes { name } } }`;
  if (kind === 'selection') return `{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`;
  return `{ products${'('.repeat(depth)} }`;
});

/** Well-typed queries with odd but legal values: these reach the resolvers and SQL. */
const plausibleText = fc.oneof({ arbitrary: fc.constantFrom('kleid', 'hemd', 'jacken-maentel', 'damen', 'H-TS-101', ''), weight: 2 }, { arbitrary: nastyText, weight: 1 });
const plausibleInt = fc.oneof(fc.integer({ min: -5, max: 300 }), fc.constantFrom(2147483647, -2147483648, 0));
const plausibleWhere = fc
  .record(
    {
      search: plausibleText.map((text) => `search: ${JSON.stringify(text)}`),
      category: plausibleText.map((text) => `categoryIn: [${JSON.stringify(text)}]`),
      include: fc.array(plausibleInt, { maxLength: 120 }).map((ids) => `include: [${ids.join(', ')}]`),
      price: fc.tuple(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e8 }), fc.constantFrom('minPrice', 'maxPrice')).map(([price, name]) => `${name}: ${floatLiteral(price)}`),
      rating: fc.array(plausibleInt, { maxLength: 6 }).map((ratings) => `rating: [${ratings.join(', ')}]`),
      taxonomy: fc
        .array(fc.tuple(fc.constantFrom('PA_COLOR', 'PA_SIZE', 'PRODUCT_CAT', 'PRODUCT_TAG'), fc.array(plausibleText, { maxLength: 3 }), fc.constantFrom('IN', 'NOT_IN', 'AND', 'EXISTS', 'NOT_EXISTS')), { maxLength: 6 })
        .map((filters) => `taxonomyFilter: { relation: OR, filters: [${filters.map(([taxonomy, terms, operator]) => `{ taxonomy: ${taxonomy}, terms: ${JSON.stringify(terms)}, operator: ${operator} }`).join(', ')}] }`),
      order: fc.constantFrom('DATE', 'PRICE', 'NAME', 'RATING', 'POPULARITY', 'MENU_ORDER').map((field) => `orderby: [{ field: ${field}, order: DESC }]`),
      flags: fc.constantFrom('onSale: true', 'featured: false', 'stockStatus: [IN_STOCK]', 'visibility: HIDDEN', 'status: "draft"', 'type: VARIABLE'),
    },
    { requiredKeys: [] },
  )
  .map((parts) => `{ ${Object.values(parts).join(', ')} }`);
const cursor = fc.oneof(fc.constantFrom('arrayconnection:1', 'arrayconnection:2147483648', 'arrayconnection:-1', 'x'), plausibleText).map((text) => Buffer.from(text).toString('base64'));
const plausibleQuery = fc.oneof(
  fc.tuple(plausibleWhere, fc.option(plausibleInt), fc.option(cursor)).map(
    ([where, first, after]) => `{ products(where: ${where}${first === null ? '' : `, first: ${first}`}${after === null ? '' : `, after: "${after}"`}) { found nodes { name slug ... on ProductWithPricing { price(format: FORMATTED) } related(first: 3) { nodes { name } } } } }`,
  ),
  fc.tuple(fc.oneof(plausibleText, plausibleInt.map(String), fc.constantFrom('2147483648', '99999999999', 'cG9zdDo5OTk5OTk5OTk5OTk=')), fc.constantFrom('ID', 'DATABASE_ID', 'SLUG', 'SKU')).map(
    ([id, idType]) => `{ product(id: ${JSON.stringify(id)}, idType: ${idType}) { name ... on VariableProduct { variations { nodes { name } } } reviews { nodes { content } } } }`,
  ),
  fc.tuple(fc.oneof(plausibleText, fc.constantFrom('2147483648', 'dGVybTo5OTk5OTk5OTk5OTk=')), fc.constantFrom('ID', 'DATABASE_ID', 'SLUG', 'NAME', 'URI')).map(
    ([id, idType]) => `{ productCategory(id: ${JSON.stringify(id)}, idType: ${idType}) { name parentDatabaseId image { sourceUrl } } }`,
  ),
  fc.tuple(plausibleText, fc.option(cursor)).map(([name, after]) => `{ terms(first: 5${after === null ? '' : `, after: "${after}"`}, where: { nameLike: ${JSON.stringify(name)}, include: ["dGVybTo5OTk5OTk5OTk5OTk=", "2147483648"] }) { nodes { name } } }`),
);

const document = fc.oneof(
  { arbitrary: plausibleQuery, weight: 3 },
  fc.tuple(fc.constantFrom('', 'query', 'query Q', 'mutation', 'mutation M', 'subscription'), fc.array(selection, { minLength: 1, maxLength: 3 })).map(
    ([operation, fields]) => `${operation} { ${fields.join(' ')} }`,
  ),
  deepDocument,
  fc.array(fc.constantFrom('{', '}', '[', ']', '(', ')', ':', '$', '@', '...', 'query', 'products', 'fragment', 'on', '"', '#', '1e400', '\u0000', '"""'), { maxLength: 60 }).map((tokens) => tokens.join(' ')),
  fc.constant('query Q($w: RootQueryToProductConnectionWhereArgs, $f: Float, $s: String, $i: Int, $l: [Int]) { products(where: $w) { nodes { name } } a: products(where: { minPrice: $f, search: $s, include: $l }, first: $i) { found } }'),
  fc.constant('fragment A on RootQuery { ...B } fragment B on RootQuery { ...A } { ...A }'),
);

/** Variables as JSON: odd values, hostile strings, long lists, wrong shapes. */
const variables = fc.oneof(
  fc.constant(undefined),
  fc.record({
    w: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ search: nastyText, minPrice: fc.double(), include: fc.array(fc.integer(), { maxLength: 300 }), taxonomyFilter: fc.record({ filters: fc.array(fc.record({ taxonomy: fc.constantFrom('PA_COLOR', 'PRODUCT_CAT', 'X'), terms: fc.array(nastyText, { maxLength: 5 }) }), { maxLength: 150 }) }) }, { requiredKeys: [] })),
    f: fc.oneof(fc.double(), fc.constantFrom(1e15, 1e300, -1e300), fc.string()),
    s: nastyText,
    i: fc.oneof(fc.integer(), fc.constant(2 ** 31), fc.constant(2 ** 53)),
    l: fc.array(fc.integer(), { maxLength: 300 }),
  }, { requiredKeys: [] }),
);

/** What a client may put in the session header: nothing, garbage, an unsigned or oversized token. */
const sessionHeader = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.=+/ '.split('')), maxLength: 300 }),
  fc.constantFrom(
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"data":{"customer_id":"1"},"exp":99999999999}').toString('base64url')}.`,
    'Bearer x',
    'a'.repeat(8000),
    'e30.e30.e30',
  ),
);

/** Ways of sending a document: well-formed and broken, GET and POST. */
const graphqlRequest: fc.Arbitrary<HostileRequest> = fc
  .tuple(document, variables, fc.constantFrom('post-json', 'get', 'post-form', 'post-graphql', 'broken-json', 'wrong-shapes', 'options'), fc.jsonValue({ maxDepth: 2 }), sessionHeader)
  .map(([query, vars, transport, extra, session]): HostileRequest => {
    const request = sendGraphql(query, vars, transport, extra);
    return session === null ? request : { ...request, headers: { ...request.headers, 'woocommerce-session': session } };
  });

function sendGraphql(query: string, vars: unknown, transport: string, extra: unknown): HostileRequest {
  const json = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  const label = `graphql ${transport}: ${query.slice(0, 80)}`;
  switch (transport) {
    case 'get': {
      const search = new URLSearchParams({ query });
      if (vars) search.set('variables', JSON.stringify(vars).slice(0, 2000));
      search.set('extensions', JSON.stringify(extra).slice(0, 200));
      return { label, method: 'GET', path: `/graphql?${search}`, headers: { accept: json.accept } };
    }
    case 'post-form':
      return { label, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ query, variables: JSON.stringify(vars ?? extra) }).toString() };
    case 'post-graphql':
      return { label, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/graphql' }, body: query };
    case 'broken-json':
      return { label, method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query, variables: vars }).slice(0, -3) };
    case 'wrong-shapes':
      return { label, method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query: extra, variables: extra, operationName: extra, extensions: extra }) };
    case 'options':
      return { label, method: 'OPTIONS', path: '/graphql', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } };
    default:
      return { label, method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query, variables: vars, operationName: vars ? 'Q' : undefined }) };
  }
}

/** Algolia `filters` strings: valid grammar, nested and negated far too deep, or broken. */
const filters: fc.Arbitrary<string> = fc.letrec<{ filter: string }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('gender:Damen', 'price < 10', 'price:5 TO 20', 'onSale:true', '"terms.productCat":"Jacken & Mäntel"', 'price > 1e400', 'x:"\u0000"', 'NOT', '(', 'a:b)', 'price:NaN TO 1'),
    fc.tuple(tie('filter'), fc.constantFrom(' AND ', ' OR '), tie('filter')).map(([a, op, b]) => `${a}${op}${b}`),
    tie('filter').map((inner) => `(${inner})`),
    tie('filter').map((inner) => `NOT ${inner}`),
    fc.tuple(fc.integer({ min: 30, max: 5000 }), fc.boolean()).map(([depth, parens]) => (parens ? `${'('.repeat(depth)}a:b${')'.repeat(depth)}` : `${'NOT '.repeat(depth)}a:b`)),
    fc.integer({ min: 900, max: 3000 }).map((count) => Array.from({ length: count }, (_, i) => `gender:v${i}`).join(' OR ')),
  ),
})).filter;

/** Well-formed parameters with odd values: these reach the engine's matching, facets and hits. */
const plausibleParameters = fc.record(
  {
    query: fc.oneof({ arbitrary: fc.constantFrom('kleid', 'hemd schwarz', 'jaens', 'ü', 'a', ''), weight: 3 }, { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 }),
    hitsPerPage: fc.integer({ min: 0, max: 1000 }),
    page: fc.integer({ min: 0, max: 60 }),
    filters: fc.constantFrom('gender:Damen', 'price < 50 AND (onSale:true OR gender:Herren)', 'NOT gender:Damen', 'price:10 TO 100', ''),
    facetFilters: fc.constantFrom([['gender:Damen', 'gender:Herren']], ['colors:-Schwarz'], []),
    numericFilters: fc.constantFrom(['price>=10'], ['price:1 TO 1000'], []),
    facets: fc.constantFrom(['*'], ['gender', 'price', 'terms.productCat'], ['nope']),
    maxValuesPerFacet: fc.integer({ min: 0, max: 5000 }),
    sortFacetValuesBy: fc.constantFrom('count', 'alpha'),
    attributesToRetrieve: fc.constantFrom(['*'], ['name'], ['-name', '*'], ['nope']),
    attributesToHighlight: fc.constantFrom(['*'], ['name'], []),
    attributesToSnippet: fc.constantFrom(['name:1000000'], ['shortDescription:3'], ['*:1']),
    highlightPreTag: fc.constantFrom('<em>', '__ais-highlight__', 'x'.repeat(5000)),
    typoTolerance: fc.constantFrom(true, false, 'min', 'strict'),
    queryType: fc.constantFrom('prefixLast', 'prefixAll', 'prefixNone'),
    getRankingInfo: fc.boolean(),
    offset: fc.integer({ min: 0, max: 2000 }),
    length: fc.integer({ min: 0, max: 1000 }),
  },
  { requiredKeys: [] },
);

const searchParameters = fc.record(
  {
    query: fc.oneof(nastyText, fc.constantFrom('kleid', 'hemd schwarz', '')),
    hitsPerPage: fc.oneof(fc.integer({ min: -5, max: 1100 }), fc.constantFrom(1000, 1e300, 2 ** 53)),
    page: fc.oneof(fc.nat(), fc.constantFrom(1e300, -1)),
    filters,
    facetFilters: fc.array(fc.oneof(nastyText, fc.array(fc.constantFrom('gender:Damen', 'colors:-Rot', 'x'), { maxLength: 3 })), { maxLength: 5 }),
    numericFilters: fc.array(fc.constantFrom('price>=10', 'price:1 TO 1e400', 'price', 'NOT price<1'), { maxLength: 3 }),
    facets: fc.constantFrom(['*'], ['gender', 'price'], ['nope'], '*'),
    maxValuesPerFacet: fc.oneof(fc.integer({ min: -1, max: 5000 }), fc.constant(1e9)),
    attributesToSnippet: fc.constantFrom(['name:1000000'], ['*:0'], ['shortDescription:3']),
    highlightPreTag: fc.oneof(fc.constant('<em>'), nastyText),
    typoTolerance: fc.constantFrom(true, 'min', 'strict', 'sometimes'),
    params: fc.oneof(fc.constantFrom('query=%00', 'hitsPerPage=1000&facets=*', 'filters=%28%28%28a%3Ab', 'unknown=1', '%E0%A4%A'), nastyText),
    aroundRadius: fc.jsonValue({ maxDepth: 4 }),
    bogusParameter: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);

/** Algolia API requests with the search-only key, as any browser may send them. */
function searchRequest(keys: SearchKeys): fc.Arbitrary<HostileRequest> {
  const headers = { 'x-algolia-application-id': keys.appId, 'x-algolia-api-key': keys.searchKey, 'content-type': 'text/plain' };
  const one = fc.oneof({ arbitrary: plausibleParameters, weight: 3 }, { arbitrary: searchParameters, weight: 1 }).map((parameters) => ({ indexName: 'products', ...parameters }));
  return fc.oneof(
    plausibleParameters.map((parameters) => ({ label: `search query: ${JSON.stringify(parameters).slice(0, 120)}`, method: 'POST' as const, path: '/1/indexes/products/query', headers, body: JSON.stringify(parameters) })),
    searchParameters.map((parameters) => ({ label: `search query: ${JSON.stringify(parameters).slice(0, 120)}`, method: 'POST' as const, path: '/1/indexes/products/query', headers, body: JSON.stringify(parameters) })),
    fc.array(one, { maxLength: 55 }).map((requests) => ({ label: `multi-query of ${requests.length}`, method: 'POST' as const, path: '/1/indexes/*/queries', headers, body: JSON.stringify({ requests }) })),
    fc.integer({ min: 1, max: 120 }).map((count) => ({
      label: `multi-query of ${count} × 1000 hits, every facet`,
      method: 'POST' as const,
      path: '/1/indexes/*/queries',
      headers,
      body: JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: 'products', hitsPerPage: 1000, facets: ['*'], maxValuesPerFacet: 1000 })) }),
    })),
    fc.tuple(fc.constantFrom('gender', 'colors', 'price', 'nope', '%00', '..'), searchParameters).map(([facet, parameters]) => ({
      label: `facet search ${facet}`,
      method: 'POST' as const,
      path: `/1/indexes/products/facets/${encodeURIComponent(facet)}/query`,
      headers,
      body: JSON.stringify({ ...parameters, facetQuery: parameters.query ?? '' }),
    })),
    fc.tuple(fc.constantFrom('/1/indexes/products/%E0%A4%A', '/1/indexes/products/1', '/1/indexes/*/objects', '/1/indexes/products/settings', '/1/indexes/products/batch', '/1/indexes', '/1/task/abc'), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), fc.jsonValue({ maxDepth: 3 })).map(([path, method, body]) => ({
      label: `search ${method} ${path}`,
      method: method as HostileRequest['method'],
      path,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body),
    })),
    fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ label: 'search: garbage body', method: 'POST' as const, path: '/1/indexes/*/queries', headers, body })),
    fc.integer({ min: 100, max: 50_000 }).map((depth) => ({ label: `search: JSON nested ${depth} deep`, method: 'POST' as const, path: '/1/indexes/products/query', headers, body: `{"aroundRadius":${'['.repeat(depth)}${']'.repeat(depth)}}` })),
  );
}

/** A hostile GraphQL document (any operation, any transport) or search request: GraphQL three times as often. */
export function hostileQuery(keys: SearchKeys): fc.Arbitrary<HostileRequest> {
  return fc.oneof({ arbitrary: graphqlRequest, weight: 3 }, { arbitrary: searchRequest(keys), weight: 1 });
}

/** Any hostile request: documents and search (hostileQuery) four times, the shopper's mutations three times in seven. */
export function hostileRequest(keys: SearchKeys, shop: ShopFacts = NO_SHOP_FACTS): fc.Arbitrary<HostileRequest> {
  return fc.oneof({ arbitrary: hostileQuery(keys), weight: 4 }, { arbitrary: hostileMutation(shop), weight: 3 });
}

export interface HostileAnswer {
  status: number;
  text: string;
}

/** Sends one request; `customerToken` signs in those marked asCustomer. */
export async function sendHostile(origin: string, request: HostileRequest, customerToken?: () => Promise<string | null>): Promise<HostileAnswer> {
  const token = request.asCustomer && customerToken ? await customerToken() : null;
  const headers = token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
  const response = await fetch(`${origin}${request.path}`, { method: request.method, headers, body: request.body });
  return { status: response.status, text: await response.text() };
}

/** A stack frame, a source path or a Node internal in an answer: what no client may see. */
const INTERNALS = /\bat [^\n]*\(?(?:\/[^\s)]*|node:internal[^\s)]*)\.(?:ts|js|mjs|cjs)?:\d+:\d+|node_modules\/|\/work\/|"stack"\s*:/;

export function leaksInternals(text: string): boolean {
  return INTERNALS.test(text);
}

/** True when an answer masks an unexpected error: the edge let something through. */
export function isUnexpectedError(answer: HostileAnswer): boolean {
  return answer.status >= 500 || answer.text.includes('Unexpected error.') || answer.text.includes('Internal error');
}

/**
 * /health latency: the best of three probes, so one scheduling hiccup of a busy machine does
 * not count, while a backend that is still chewing on earlier requests does (all three wait).
 */
export async function healthLatency(origin: string): Promise<number> {
  let best = Infinity;
  for (let probe = 0; probe < 3; probe += 1) {
    const started = performance.now();
    await (await fetch(`${origin}/health`)).text();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
