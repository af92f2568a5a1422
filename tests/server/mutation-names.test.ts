import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

describe('the storefront asking which mutations the backend has', () => {
  it('is answered with the embedded logout, so the storefront keeps revoking tokens on logout', async () => {
    const query = readFileSync('graphql/queries/GetMutationNames.graphql', 'utf8');
    const { body } = await backend.graphql<{ __type: { fields: { name: string }[] } }>(query);
    expect(body.errors).toBeUndefined();
    const names = body.data!.__type.fields.map((field) => field.name);
    expect(names).toContain('logout');
    expect(names).toContain('login');
  });
});
