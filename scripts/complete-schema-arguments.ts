/**
 * Gives every field of the embedded schema all the arguments the WooGraphQL contract gives it,
 * and every input type all the contract's fields, so a WooGraphQL client never meets "Unknown
 * argument". What the server does not honour yet is marked `@unimplemented`; using it is refused
 * at run time with an error naming it (server/commerce/argument-support.ts).
 *
 *   npx tsx scripts/complete-schema-arguments.ts
 *
 * Run it after adding a field or input type to server/commerce/schema/*.graphql; it changes
 * nothing when the schema is complete (tests/contract/schema-subset.test.ts checks that it is).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { contractSchemaPath } from '../codegen';
import { loadTypeDefs } from '../server/commerce/schema';

const schemaDir = path.resolve(import.meta.dirname, '../server/commerce/schema');
const ADDED_TYPES_FILE = 'unimplemented-inputs.graphql';
const MARK = '@unimplemented';

function main() {
  const contract = buildSchema(readFileSync(contractSchemaPath, 'utf8'));
  const embedded = buildSchema(loadTypeDefs());
  const missingArgs = new Map<string, string[]>(); // "Type.field" → ["name: Type @unimplemented"]
  const missingInputFields = new Map<string, string[]>(); // "Input" → ["name: Type @unimplemented"]
  const neededTypes = new Set<string>();
  const need = (type: GraphQLNamedType) => {
    if (!embedded.getType(type.name) && !isSpecifiedScalarType(type)) neededTypes.add(type.name);
  };

  for (const ours of Object.values(embedded.getTypeMap())) {
    const theirs = contract.getType(ours.name);
    if ((isObjectType(ours) || isInterfaceType(ours)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      for (const field of Object.values(ours.getFields())) {
        const other = theirs.getFields()[field.name];
        if (!other) continue;
        const missing = other.args.filter((arg) => !field.args.some((own) => own.name === arg.name));
        if (missing.length) missingArgs.set(`${ours.name}.${field.name}`, missing.map((arg) => `${arg.name}: ${String(arg.type)} ${MARK}`));
        missing.forEach((arg) => need(getNamedType(arg.type)));
      }
    }
    if (isInputObjectType(ours) && isInputObjectType(theirs)) {
      const missing = Object.values(theirs.getFields()).filter((field) => !ours.getFields()[field.name]);
      if (missing.length) missingInputFields.set(ours.name, missing.map((field) => `${field.name}: ${String(field.type)} ${MARK}`));
      missing.forEach((field) => need(getNamedType(field.type)));
    }
  }

  const summary = `${missingArgs.size} fields and ${missingInputFields.size} input types completed, ${neededTypes.size} types added.`;
  rewriteSchemaFiles(missingArgs, missingInputFields);
  const added = addedTypes(contract, neededTypes, embedded);
  if (added) {
    const existing = readIfExists(path.join(schemaDir, ADDED_TYPES_FILE));
    writeFileSync(path.join(schemaDir, ADDED_TYPES_FILE), `${existing || HEADER}${added}`);
  }
  console.log(summary);
}

const HEADER = `# Input types of contract arguments this server takes but does not honour yet: they keep a
# WooGraphQL client's queries valid; using one is refused with an error that names it
# (commerce/argument-support.ts). Written by scripts/complete-schema-arguments.ts.
directive ${MARK} on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
`;

/** The contract's definitions of `names` and of every type their input fields need, transitively. */
function addedTypes(contract: GraphQLSchema, names: Set<string>, embedded: GraphQLSchema): string {
  const pending = [...names];
  const done = new Set<string>();
  const blocks: string[] = [];
  while (pending.length) {
    const name = pending.shift() as string;
    if (done.has(name) || embedded.getType(name)) continue;
    done.add(name);
    const type = contract.getType(name);
    if (!type) throw new Error(`the contract has no type ${name}`);
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      for (const field of fields) {
        const fieldType = getNamedType(field.type);
        if (!isSpecifiedScalarType(fieldType)) pending.push(fieldType.name);
      }
      blocks.push(`input ${name} {\n${fields.map((field) => `  ${field.name}: ${String(field.type)} ${MARK}\n`).join('')}}\n`);
    } else if (isEnumType(type)) {
      blocks.push(`enum ${name} {\n${type.getValues().map((value) => `  ${value.name}\n`).join('')}}\n`);
    } else if (isScalarType(type)) {
      blocks.push(`scalar ${name}\n`);
    } else {
      throw new Error(`argument type ${name} is neither an input, an enum nor a scalar`);
    }
  }
  return blocks.sort().map((block) => `\n${block}`).join('');
}

/** Appends the missing arguments to each field's line and the missing fields to each input block. */
function rewriteSchemaFiles(missingArgs: Map<string, string[]>, missingInputFields: Map<string, string[]>) {
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.graphql'))) {
    const full = path.join(schemaDir, file);
    let current = '';
    const lines = readFileSync(full, 'utf8').split('\n');
    const out: string[] = [];
    for (const line of lines) {
      const opened = /^(?:type|interface|input)\s+(\w+)/.exec(line);
      if (opened) current = opened[1] as string;
      if (line.startsWith('}') && missingInputFields.has(current)) {
        out.push(...(missingInputFields.get(current) ?? []).map((field) => `  ${field}`));
        missingInputFields.delete(current);
      }
      const field = /^ {2}(\w+)(\(([^)]*)\))?:/.exec(line);
      const added = field ? missingArgs.get(`${current}.${field[1]}`) : undefined;
      if (field && added) {
        const args = [field[3], ...added].filter(Boolean).join(', ');
        out.push(line.replace(/^ {2}(\w+)(\([^)]*\))?:/, `  $1(${args}):`));
        missingArgs.delete(`${current}.${field[1]}`);
      } else {
        out.push(line);
      }
    }
    writeFileSync(full, out.join('\n'));
  }
  const left = [...missingArgs.keys(), ...missingInputFields.keys()];
  if (left.length) throw new Error(`could not place: ${left.join(', ')} (one field per line, please)`);
}

function readIfExists(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

main();
