import { describe, expect, it } from 'vitest';
import { splitStatements } from '@/server/db/migrate';

describe('splitStatements', () => {
  it('splits at top-level semicolons and drops comments', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nINSERT INTO a VALUES (1); -- done\n')).toEqual([
      'CREATE TABLE a (x int)',
      'INSERT INTO a VALUES (1)',
    ]);
  });

  it('keeps semicolons inside quotes and dollar-quoted function bodies', () => {
    const sql = `INSERT INTO t VALUES ('a;b', 'it''s;');
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE t SET x = 1;
  RETURN NULL;
END
$$;
SELECT 1`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe("INSERT INTO t VALUES ('a;b', 'it''s;')");
    expect(statements[1]).toContain('RETURN NULL;\nEND\n$$');
  });
});
