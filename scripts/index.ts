/**
 * `npm run index`: builds the products search index from the commerce GraphQL API.
 *   npm run index                              every product (settings, replicas, records)
 *   npm run index -- --slug kleid-emma …       only these products (saved, or removed when gone)
 * Env: COMMERCE_GRAPHQL_URL (default http://127.0.0.1:4000/graphql); ALGOLIA_INDEX_NAME (products);
 * ALGOLIA_APP_ID + ALGOLIA_ADMIN_KEY for a real Algolia application; otherwise the embedded engine
 * at ALGOLIA_HOST_URL (default: the backend) with the keys the backend wrote to DATA_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { indexAllProducts, reindexProducts } from '../server/search/indexer/run';
import { searchClient, searchTargetFromEnv } from '../server/search/indexer/target';

const root = path.resolve(import.meta.dirname, '..');
for (const file of ['.env.local', '.env']) {
  if (existsSync(path.join(root, file))) process.loadEnvFile(path.join(root, file));
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { slug: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log('Usage: npm run index -- [--slug SLUG …]');
    return 0;
  }
  const graphqlUrl = process.env.COMMERCE_GRAPHQL_URL?.trim() || 'http://127.0.0.1:4000/graphql';
  const target = searchTargetFromEnv();
  const options = { client: searchClient(target), indexName: target.indexName, graphqlUrl, log: (line: string) => console.log(`[index] ${line}`) };
  console.log(`[index] ${graphqlUrl} → ${target.url ?? `Algolia application ${target.appId}`}, index "${target.indexName}"`);
  if (values.slug?.length) {
    const { saved, deleted } = await reindexProducts(options, values.slug.map((slug) => ({ slug })));
    console.log(`[index] saved ${saved}, removed ${deleted}`);
  } else {
    await indexAllProducts(options);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[index] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
