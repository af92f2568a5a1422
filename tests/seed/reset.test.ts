import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { startChangeFeedAfresh } from '@/server/seed';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(() => db.close());

const count = async (sql: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]?.n;

describe('startChangeFeedAfresh (after npm run seed -- --reset)', () => {
  it('drops the outbox backlog, the consumers’ positions and the embedded search records', async () => {
    await db.exec(`INSERT INTO product (id, type, slug, name, price) VALUES (1, 'simple', 'a', 'A', 100), (2, 'simple', 'b', 'B', 200);
      UPDATE product SET price = 300 WHERE id = 2;
      INSERT INTO site_option (name, value) VALUES ('change_feed:search-index', '1'), ('session_secret', 'keep');
      INSERT INTO search_index (name, settings) VALUES ('products', '{}');
      INSERT INTO search_record (index_name, object_id, body) VALUES ('products', '1', '{}')`);
    expect(await count('catalog_change')).toBeGreaterThan(0);
    await startChangeFeedAfresh(db);
    expect(await count('catalog_change')).toBe(0);
    expect(await count("site_option WHERE name LIKE 'change_feed:%'")).toBe(0);
    expect(await count("site_option WHERE name = 'session_secret'")).toBe(1);
    expect(await count('search_record')).toBe(0);
    expect(await count('product')).toBe(2);
  });
});
