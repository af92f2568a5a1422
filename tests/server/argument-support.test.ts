import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((error) => error.message);

describe('contract arguments the server does not honour yet', () => {
  it('takes them, so a WooGraphQL query is valid, and refuses using one with an error naming it', async () => {
    const { status, body } = await backend.graphql(
      `{ products(first: 1, where: { type: VARIABLE }) { nodes { ... on VariableProduct { galleryImages(first: 5, where: { search: "x" }) {
           nodes { databaseId } } } } } }`,
    );
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(messages(body)).toEqual(['The argument VariableProduct.galleryImages(where) is not supported by this server yet.']);
  });

  it('refuses an unhonoured input field, written inline or passed in a variable', async () => {
    const inline = await backend.graphql('{ products(first: 1, where: { tagIdIn: [1] }) { nodes { slug } } }');
    expect(messages(inline.body)).toEqual(['The input field RootQueryToProductConnectionWhereArgs.tagIdIn is not supported by this server yet.']);
    const byVariable = await backend.graphql(
      'query List($where: RootQueryToProductConnectionWhereArgs) { products(first: 1, where: $where) { nodes { slug } } }',
      { where: { search: 'kleid', dateQuery: { year: 2026 } } },
    );
    expect(messages(byVariable.body)).toEqual([
      'The input field RootQueryToProductConnectionWhereArgs.dateQuery is not supported by this server yet.',
    ]);
  });

  it('answers as usual when an unhonoured argument is left out or null', async () => {
    const query = `query Gallery($where: ProductToMediaItemConnectionWhereArgs) {
      products(first: 1, where: { search: "kleid", tagIdIn: null }) { nodes { galleryImages(where: $where) { nodes { databaseId } } } } }`;
    const { body } = await backend.graphql<{ products: { nodes: unknown[] } }>(query, { where: null });
    expect(body.errors).toBeUndefined();
    expect(body.data?.products.nodes).toHaveLength(1);
    const refused = await backend.graphql(query, { where: { search: 'x' } });
    expect(messages(refused.body)).toEqual(['The argument Product.galleryImages(where) is not supported by this server yet.']);
  });
});
