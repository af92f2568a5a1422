/**
 * Seeds the catalogue.
 *   npm run seed                          the hand-designed shop
 *   npm run seed -- --products 10000      a synthetic catalogue for benchmarks
 *   npm run seed -- --reset               empty the catalogue first (orders, carts and codes too)
 *   npm run seed -- --codes               only the seeded coupons and gift cards as new: full
 *                                         balances, no uses; catalogue, orders and accounts stay
 *   npm run seed -- --list-codes          print every seeded code with its conditions (the README's table)
 * With PGlite (no DATABASE_URL) stop `npm start` first: one process at a time opens its files.
 * Env: DATA_DIR (default ./data: PGlite in DATA_DIR/pglite, files in DATA_DIR/uploads),
 * DATABASE_URL (a Postgres server instead of PGlite).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db';
import { isSeeded, resetCatalog, restoreSeedCodes, seedShop, startChangeFeedAfresh } from '../server/seed';
import { seedCodesTable } from '../server/seed/codes-table';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      codes: { type: 'boolean', default: false },
      'list-codes': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--products N] [--reset] | --codes | --list-codes');
    return 0;
  }
  if (values['list-codes']) {
    console.log(seedCodesTable());
    return 0;
  }
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
    console.error(`--products needs a positive whole number, got "${values.products}".`);
    return 2;
  }

  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const uploadsDir = path.join(dataDir, 'uploads');
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    if (values.codes) {
      if (!(await isSeeded(db))) {
        console.error('The shop is not seeded yet: run npm start (or npm run seed) first.');
        return 1;
      }
      const restored = await db.transaction((tx) => restoreSeedCodes(tx));
      console.log(`Restored ${restored.length} seeded codes: ${restored.join(', ')}`);
      return 0;
    }
    if (await isSeeded(db)) {
      if (!values.reset) {
        console.error('The catalogue already holds data. Run with --reset to replace it.');
        return 1;
      }
      console.log('Emptying the catalogue (--reset).');
      await resetCatalog(db);
    }
    console.log(`Seeding ${products === undefined ? 'the shop' : `${products} synthetic products`} into ${databaseUrl ? 'Postgres' : path.join(dataDir, 'pglite')}.`);
    const summary = await seedShop(db, { uploadsDir, products, log: (line) => console.log(`  ${line}`) });
    if (values.reset) {
      await startChangeFeedAfresh(db);
      console.log('Search is rebuilt at the next start of the backend (or now: npm run index).');
    }
    console.log(
      [
        `Done in ${summary.seconds.toFixed(1)} s:`,
        `  products    ${summary.products}`,
        `  variations  ${summary.variations}`,
        `  categories  ${summary.categories}`,
        `  terms       ${summary.terms}`,
        `  media       ${summary.media} (${summary.imagesRendered} rendered, files in ${uploadsDir})`,
        `  reviews     ${summary.reviews}`,
        `  downloads   ${summary.downloads}`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
