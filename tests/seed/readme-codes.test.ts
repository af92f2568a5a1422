import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedCodesTable } from '@/server/seed/codes-table';

/** Issue 22 item 14: the README lists every seeded code with the conditions the seed gives it. */
describe('the README’s seeded codes', () => {
  it('are the seed’s, with their conditions (update it with: npm run seed -- --list-codes)', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(seedCodesTable());
  });
});
