/**
 * `npm run bench`: performance figures, written into docs/benchmarks.md. A script, not a
 * test: figures are reported against their targets, never asserted. Each bench writes its
 * own section and starts (and stops) its own servers, so they run one after the other.
 */
import { benchAccounts } from './bench/accounts';
import { benchBuying } from './bench/buying';
import { benchCheckoutCalls } from './bench/checkout-calls';
import { benchCluster } from './bench/cluster';
import { benchCommerce } from './bench/commerce';
import { benchFuzz } from './bench/fuzz';
import { benchLighthouse } from './bench/lighthouse';
import { benchLoad } from './bench/load';
import { benchLoginTiming } from './bench/login-timing';
import { benchSearch } from './bench/search';
import { benchSearchSync } from './bench/search-sync';

const BENCHES = {
  commerce: benchCommerce,
  buying: benchBuying,
  'checkout-calls': benchCheckoutCalls,
  accounts: benchAccounts,
  'login-timing': benchLoginTiming,
  search: benchSearch,
  'search-sync': benchSearchSync,
  fuzz: benchFuzz,
  lighthouse: benchLighthouse,
  load: benchLoad,
  cluster: benchCluster,
} as const;
type BenchName = keyof typeof BENCHES;

/** `npm run bench` runs all; `npm run bench -- commerce lighthouse` only those named. */
async function main() {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !(name in BENCHES));
  if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  const chosen = (named.length ? named : Object.keys(BENCHES)) as BenchName[];
  for (const name of chosen) await BENCHES[name]();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
