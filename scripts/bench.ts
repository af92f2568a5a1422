/**
 * `npm run bench`: performance figures, written into docs/benchmarks.md. A script, not a
 * test: figures are reported against their targets, never asserted.
 */
import { benchCommerce } from './bench/commerce';

async function main() {
  await benchCommerce();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
