import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

interface Category {
  databaseId: number;
  name: string;
  slug: string;
  count: number;
  uri: string;
  image: { sourceUrl: string } | null;
}

describe('product categories and terms', () => {
  it('lists categories by product count, hiding empty ones', async () => {
    const { body } = await backend.graphql<{ productCategories: { nodes: Category[] } }>(
      '{ productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { databaseId name slug count uri image { sourceUrl } } } }',
    );
    const categories = body.data!.productCategories.nodes;
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const counts = categories.map((category) => category.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(categories.map((category) => category.slug)).toEqual(expect.arrayContaining(['damen', 'herren', 'kleider']));
    const kleider = categories.find((category) => category.slug === 'kleider')!;
    expect(kleider.uri).toBe('/product-category/kleider/');
    expect(kleider.image?.sourceUrl).toMatch(/\/wp-content\/uploads\/.+\.webp$/);
  });

  it('counts only the products a shopper can find in the category', async () => {
    const { body } = await backend.graphql<{
      productCategory: Category;
      products: { found: number };
    }>(
      `{ productCategory(id: "kleider", idType: SLUG) { databaseId name count }
         products(where: { categoryIn: ["kleider"], visibility: VISIBLE }) { found } }`,
    );
    expect(body.data!.productCategory.name).toBe('Kleider');
    expect(body.data!.productCategory.count).toBeGreaterThanOrEqual(body.data!.products.found);
  });

  it('returns null for an unknown category', async () => {
    const { body } = await backend.graphql('{ productCategory(id: "gibt-es-nicht", idType: SLUG) { name } }');
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ productCategory: null });
  });

  it('lists attribute terms by taxonomy', async () => {
    const { body } = await backend.graphql<{ terms: { nodes: { __typename: string; slug: string; taxonomyName: string }[] } }>(
      '{ terms(first: 100, where: { taxonomies: [PACOLOR], hideEmpty: true }) { nodes { __typename slug name taxonomyName } } }',
    );
    const terms = body.data!.terms.nodes;
    expect(terms.length).toBeGreaterThanOrEqual(5);
    expect(terms.every((term) => term.__typename === 'PaColor' && term.taxonomyName === 'pa_color')).toBe(true);
    expect(terms.map((term) => term.slug)).toContain('schwarz');
  });
});

describe('store data', () => {
  it('names the countries the shop sells to and their states', async () => {
    const { body } = await backend.graphql<{
      allowedCountries: string[];
      de: { code: string; name: string }[];
      fr: unknown[];
    }>('{ allowedCountries de: countryStates(country: DE) { code name } fr: countryStates(country: FR) { code } }');
    expect(body.data!.allowedCountries).toEqual(expect.arrayContaining(['DE', 'AT', 'CH']));
    expect(body.data!.de).toHaveLength(16);
    expect(body.data!.de).toContainEqual({ code: 'BY', name: 'Bayern' });
    expect(body.data!.fr).toEqual([]);
  });
});
