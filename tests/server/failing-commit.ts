import type { Database } from '@/server/db';

/**
 * Runs `body` while an order billed to `email` cannot be stored: a deferred constraint trigger
 * fails its transaction at COMMIT, after everything in it (the card's capture too) succeeded.
 */
export async function withFailingCommit<T>(db: Database, email: string, body: () => Promise<T>): Promise<T> {
  await db.exec(`
    CREATE OR REPLACE FUNCTION test_fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'commit failed (test)'; END $$;
    DROP TRIGGER IF EXISTS test_fail_commit ON shop_order;
    CREATE CONSTRAINT TRIGGER test_fail_commit AFTER INSERT ON shop_order DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.billing_email = '${email.replaceAll("'", "''")}') EXECUTE FUNCTION test_fail_commit();`);
  try {
    return await body();
  } finally {
    await db.exec('DROP TRIGGER IF EXISTS test_fail_commit ON shop_order; DROP FUNCTION IF EXISTS test_fail_commit();');
  }
}
