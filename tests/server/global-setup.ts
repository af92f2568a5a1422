import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db';
import { seedShop } from '@/server/seed';

/**
 * Seeds the demo shop once per test run. With DATABASE_URL the Postgres database is reset and
 * seeded in place; otherwise a PGlite snapshot is written that every test file opens a copy of.
 * Images go to a kept folder so later runs skip rendering them.
 */
export const TEST_DATA_DIR = path.resolve('data/test');

export default async function setup(project: TestProject) {
  const uploadsDir = path.join(TEST_DATA_DIR, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const db = await openDatabase({ databaseUrl });
  await seedShop(db, { uploadsDir });
  let snapshotPath = '';
  if (db.snapshot) {
    snapshotPath = path.join(TEST_DATA_DIR, 'seeded.tar.gz');
    await writeFile(snapshotPath, Buffer.from(await (await db.snapshot()).arrayBuffer()));
  }
  await db.close();
  project.provide('testBackend', { uploadsDir, snapshotPath, databaseUrl: databaseUrl ?? '' });
}

async function resetPostgres(databaseUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testBackend: { uploadsDir: string; snapshotPath: string; databaseUrl: string };
  }
}
