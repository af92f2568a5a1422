import { buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { productParts } from '@/server/commerce/catalog/product-details';
import { selectedFieldNames } from '@/server/commerce/selection';
import { sqlLiteral } from '@/server/db/pglite';

const schema = buildSchema(`
  interface Product { name: String }
  type VariableProduct implements Product { name: String variations: [String] related: [String] }
  type Query { product: Product }
`);

/** Runs `query` and returns what the root resolver saw selected below `product`. */
function selectionOf(query: string): Set<string> {
  let seen = new Set<string>();
  execute({
    schema,
    document: parse(query),
    rootValue: {
      product: (_: unknown, __: unknown, info: Parameters<typeof selectedFieldNames>[0]) => {
        seen = selectedFieldNames(info);
        return null;
      },
    },
  });
  return seen;
}

describe('selectedFieldNames', () => {
  it('sees fields inside inline fragments and named fragments', () => {
    const fields = selectionOf(`
      query { product { name ... on VariableProduct { variations } ...Extra } }
      fragment Extra on VariableProduct { related }`);
    expect([...fields].sort()).toEqual(['name', 'related', 'variations']);
    expect([...productParts(fields)].sort()).toEqual(['related', 'variations']);
  });
});

describe('sqlLiteral', () => {
  it('quotes text so that it cannot end the literal', () => {
    expect(sqlLiteral("x' OR '1'='1")).toBe("'x'' OR ''1''=''1'");
    expect(sqlLiteral('C:\\temp')).toBe("'C:\\temp'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral([1, 2])).toBe(`'{"1","2"}'`);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\u0000b')).toThrow();
  });
});
