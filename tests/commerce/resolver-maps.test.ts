import { buildSchema, isInterfaceType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { allResolvers, resolverModules } from '@/server/commerce/all-resolvers';
import { mergeResolverMaps } from '@/server/commerce/resolver-maps';
import { loadTypeDefs } from '@/server/commerce/schema';

const schema = buildSchema(loadTypeDefs());
const resolved = (typeName: string, field: string) => typeof allResolvers[typeName]?.[field] === 'function';

describe('the merged resolver map', () => {
  it('refuses two modules resolving the same field, naming both', () => {
    expect(() => mergeResolverMaps({ a: { Cart: { total: () => 1 } }, b: { Cart: { total: () => 2 } } })).toThrow(
      'Cart.total is resolved by both a and b',
    );
  });

  it('merges type by type: two modules may resolve different fields of one type', () => {
    const merged = mergeResolverMaps({ a: { RootQuery: { cart: () => 1 } }, b: { RootQuery: { order: () => 2 } } });
    expect(Object.keys(merged.RootQuery ?? {})).toEqual(['cart', 'order']);
    expect(Object.keys(resolverModules)).toEqual(expect.arrayContaining(['catalog', 'cart', 'checkout', 'orders']));
  });

  it('resolves every root field', () => {
    const missing = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      root ? Object.keys(root.getFields()).filter((field) => !resolved(root.name, field)).map((field) => `${root.name}.${field}`) : [],
    );
    expect(missing).toEqual([]);
  });

  it('tells every interface and union which concrete type an object is', () => {
    const abstract = Object.values(schema.getTypeMap()).filter((type) => isInterfaceType(type) || isUnionType(type));
    const missing = abstract.filter((type) => !resolved(type.name, '__resolveType')).map((type) => type.name);
    expect(missing).toEqual([]);
  });

  it('resolves every field that takes arguments (a property of the same name cannot read them)', () => {
    const missing = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__') && type !== schema.getQueryType() && type !== schema.getMutationType())
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => field.args.length > 0 && !resolved(type.name, field.name))
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(missing).toEqual([]);
  });
});
