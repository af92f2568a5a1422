import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  validateSchema,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { unimplementedIn } from '@/server/commerce/argument-support';
import { loadTypeDefs } from '@/server/commerce/schema';

const contractPath = path.resolve(__dirname, '../../contract/woographql.graphql');
const contract = buildSchema(readFileSync(contractPath, 'utf8'));
const embedded = buildSchema(loadTypeDefs());

/** Every way the embedded type differs from the contract's type of the same name. */
function differences(ours: GraphQLNamedType, schema: GraphQLSchema): string[] {
  const theirs = schema.getType(ours.name);
  if (!theirs) return [`type ${ours.name} is not in the contract`];
  if (theirs.constructor !== ours.constructor) return [`${ours.name} is a different kind of type`];
  const found: string[] = [];
  if (isEnumType(ours) && isEnumType(theirs)) {
    const known = new Set(theirs.getValues().map((value) => value.name));
    for (const value of ours.getValues()) {
      if (!known.has(value.name)) found.push(`enum value ${ours.name}.${value.name}`);
    }
  }
  if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    const fields = theirs.getFields();
    for (const field of Object.values(ours.getFields())) {
      const other = fields[field.name];
      if (!other) found.push(`input field ${ours.name}.${field.name}`);
      else if (String(other.type) !== String(field.type)) {
        found.push(`${ours.name}.${field.name}: ${String(field.type)} ≠ ${String(other.type)}`);
      }
    }
  }
  if ((isObjectType(ours) || isInterfaceType(ours)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
    const theirInterfaces = new Set(theirs.getInterfaces().map((iface) => iface.name));
    for (const iface of ours.getInterfaces()) {
      if (!theirInterfaces.has(iface.name)) found.push(`${ours.name} implements ${iface.name}`);
    }
    const fields = theirs.getFields();
    for (const field of Object.values(ours.getFields())) {
      const other = fields[field.name];
      if (!other) {
        found.push(`field ${ours.name}.${field.name}`);
        continue;
      }
      if (String(other.type) !== String(field.type)) {
        found.push(`${ours.name}.${field.name}: ${String(field.type)} ≠ ${String(other.type)}`);
      }
      for (const arg of field.args) {
        const otherArg = other.args.find((candidate) => candidate.name === arg.name);
        if (!otherArg) found.push(`argument ${ours.name}.${field.name}(${arg.name})`);
        else if (String(otherArg.type) !== String(arg.type)) {
          found.push(`${ours.name}.${field.name}(${arg.name}): ${String(arg.type)} ≠ ${String(otherArg.type)}`);
        }
      }
    }
  }
  if (isUnionType(ours) && isUnionType(theirs)) {
    const members = new Set(theirs.getTypes().map((member) => member.name));
    for (const member of ours.getTypes()) {
      if (!members.has(member.name)) found.push(`union member ${ours.name}.${member.name}`);
    }
  }
  return found;
}

describe('the embedded commerce schema', () => {
  it('is a valid schema', () => {
    expect(validateSchema(embedded)).toEqual([]);
  });

  it('is a subset of the WooGraphQL contract: every type, field, argument and enum value', () => {
    const ownTypes = Object.values(embedded.getTypeMap()).filter(
      (type) => !type.name.startsWith('__') && !isScalarType(type),
    );
    expect(ownTypes.length).toBeGreaterThan(50);
    expect(ownTypes.flatMap((type) => differences(type, contract))).toEqual([]);
  });

  it('takes every argument the contract gives an exposed field, with the same type', () => {
    // A client written for WooGraphQL never meets "Unknown argument"; what is not honoured yet
    // is refused at run time (server/commerce/argument-support.ts).
    const missing = Object.values(embedded.getTypeMap()).flatMap((ours) => {
      const theirs = contract.getType(ours.name);
      if (!(isObjectType(ours) || isInterfaceType(ours)) || !(isObjectType(theirs) || isInterfaceType(theirs))) return [];
      return Object.values(ours.getFields()).flatMap((field) =>
        (theirs.getFields()[field.name]?.args ?? []).flatMap((arg) => {
          const own = field.args.find((candidate) => candidate.name === arg.name);
          if (!own) return [`${ours.name}.${field.name}(${arg.name}) is missing`];
          return String(own.type) === String(arg.type) ? [] : [`${ours.name}.${field.name}(${arg.name}): ${String(own.type)} ≠ ${String(arg.type)}`];
        }),
      );
    });
    expect(missing).toEqual([]);
  });

  it('gives every input type all the contract’s fields, with the same types', () => {
    const missing = Object.values(embedded.getTypeMap()).flatMap((ours) => {
      const theirs = contract.getType(ours.name);
      if (!isInputObjectType(ours) || !isInputObjectType(theirs)) return [];
      return Object.values(theirs.getFields()).flatMap((field) => {
        const own = ours.getFields()[field.name];
        if (!own) return [`${ours.name}.${field.name} is missing`];
        return String(own.type) === String(field.type) ? [] : [`${ours.name}.${field.name}: ${String(own.type)} ≠ ${String(field.type)}`];
      });
    });
    expect(missing).toEqual([]);
  });

  it('marks what it does not honour, and honours what it does not mark', () => {
    const { arguments: args, inputFields } = unimplementedIn(embedded);
    // The storefront's own arguments are honoured…
    expect(args.has('RootQuery.products(where)')).toBe(false);
    expect(inputFields.has('RootQueryToProductConnectionWhereArgs.taxonomyFilter')).toBe(false);
    expect(args.has('GlobalProductAttribute.terms(where)')).toBe(false);
    // …and contract arguments the resolvers ignore are marked, so using them is refused.
    expect(args.has('VariableProduct.galleryImages(where)')).toBe(true);
    expect(inputFields.has('GlobalProductAttributeToTermNodeConnectionWhereArgs.childless')).toBe(true);
    expect(inputFields.has('RootQueryToProductConnectionWhereArgs.dateQuery')).toBe(true);
  });

  it('uses the contract root type names', () => {
    expect(embedded.getQueryType()?.name).toBe(contract.getQueryType()?.name);
  });

  it('notices a field the contract does not have', () => {
    // Guards the comparison itself: a schema with an invented field must be reported.
    const invented = buildSchema('type RootQuery { product(id: ID!): String inventedField: Int }');
    const rootType = invented.getType('RootQuery');
    expect(rootType && differences(rootType, contract)).toEqual([
      'RootQuery.product: String ≠ Product',
      'field RootQuery.inventedField',
    ]);
  });
});
