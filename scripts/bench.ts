/**
 * `npm run bench`: performance figures, written into docs/benchmarks.md. A script, not a
 * test: figures are reported against their targets, never asserted. Each bench writes its
 * own section and starts (and stops) its own servers, so they run one after the other.
 */
import { benchCommerce } from './bench/commerce';
import { benchLighthouse } from './bench/lighthouse';
import { benchSearch } from './bench/search';

async function main() {
  await benchCommerce();
  await benchSearch();
  await benchLighthouse();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
