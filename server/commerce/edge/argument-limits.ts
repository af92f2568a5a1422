import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLArgument,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { unsafeCharacterIn } from '../../http/input-safety';
import { badRequest } from './bad-request';

/** Items in one list argument (WPGraphQL pages hold 100; no storefront filter needs more). */
export const MAX_LIST_ITEMS = 100;
/** Items in all list arguments of one request together (30 aliases × 100 ids would be 3 000). */
export const MAX_LIST_ITEMS_PER_REQUEST = 1000;
/** Characters in one string or ID argument (search texts are cut at 512 by the storefront). */
export const MAX_STRING_LENGTH = 10_000;
/**
 * Every Float argument is a price in currency units, compared in SQL with int4 cents: beyond
 * ±2 147 483 647 cents Postgres answers "integer out of range". Ints need no check: GraphQL's
 * Int is a signed 32-bit integer, exactly int4.
 */
export const MAX_FLOAT = 21_474_836.47;

/**
 * One validation layer for every argument of every field, derived from the schema: lists, strings
 * and floats are checked against the limits above, in the document's literals and in the
 * variables as sent, before any resolver runs. A violation answers 400 and names the argument;
 * nothing reaches SQL. Values that would not coerce are left to graphql-js to report.
 *
 * The walk reads the schema through its own methods and never calls graphql-js functions that
 * test `instanceof`: under vitest the schema and this file can load two copies of graphql.
 */
export function argumentLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = findArgumentProblem(args.schema, args.document, args.operationName, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [badRequest(problem)] });
    },
  };
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  listItems: number;
  visitedFragments: Set<string>;
}

export function findArgumentProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variableValues?: Record<string, unknown> | null,
): string | null {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0];
  const root = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !root) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const walk: Walk = { schema, fragments, variables: variableValues ?? {}, listItems: 0, visitedFragments: new Set() };
  return checkSelections(operation.selectionSet, root, walk);
}

function checkSelections(selectionSet: SelectionSetNode, parent: GraphQLNamedType, walk: Walk): string | null {
  for (const selection of selectionSet.selections) {
    let problem: string | null = null;
    if (selection.kind === 'Field') {
      const field = fieldsOf(parent)?.[selection.name.value];
      if (!field) continue; // __typename and other meta fields, or unknown (validation reports it)
      for (const argument of field.args) {
        const node = selection.arguments?.find((candidate) => candidate.name.value === argument.name);
        problem ??= node ? checkNode(node.value, argument.type, argument.name, field.name, walk) : null;
      }
      const type = namedType(field.type);
      if (!problem && selection.selectionSet) problem = checkSelections(selection.selectionSet, type, walk);
    } else if (selection.kind === 'InlineFragment') {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      problem = type ? checkSelections(selection.selectionSet, type, walk) : null;
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      const type = fragment ? walk.schema.getType(fragment.typeCondition.name.value) : undefined;
      if (fragment && type && !walk.visitedFragments.has(name)) {
        walk.visitedFragments.add(name);
        problem = checkSelections(fragment.selectionSet, type, walk);
      }
    }
    if (problem) return problem;
  }
  return null;
}

/** A literal argument value, or a variable's value as sent. */
function checkNode(node: ValueNode, type: GraphQLInputType, path: string, field: string, walk: Walk): string | null {
  if (node.kind === 'Variable') return checkJson(walk.variables[node.name.value], type, path, field, walk);
  const inner = unwrapNonNull(type);
  const list = listItemType(inner);
  if (node.kind === 'ListValue' && list) {
    const problem = countList(node.values.length, path, field, walk);
    if (problem) return problem;
    for (const [index, item] of node.values.entries()) {
      const itemProblem = checkNode(item, list, `${path}[${index}]`, field, walk);
      if (itemProblem) return itemProblem;
    }
    return null;
  }
  if (list) return checkNode(node, list, path, field, walk); // a single value for a list
  const fields = inputFieldsOf(inner);
  if (node.kind === 'ObjectValue' && fields) {
    for (const entry of node.fields) {
      const fieldType = fields[entry.name.value]?.type;
      const problem = fieldType ? checkNode(entry.value, fieldType, `${path}.${entry.name.value}`, field, walk) : null;
      if (problem) return problem;
    }
    return null;
  }
  if (node.kind === 'StringValue') return checkString(node.value, path, field);
  if (node.kind === 'FloatValue' || node.kind === 'IntValue') return checkNumber(Number(node.value), inner, path, field);
  return null;
}

/** The same checks on JSON, for variables. */
function checkJson(value: unknown, type: GraphQLInputType, path: string, field: string, walk: Walk): string | null {
  if (value === null || value === undefined) return null;
  const inner = unwrapNonNull(type);
  const list = listItemType(inner);
  if (list && Array.isArray(value)) {
    const problem = countList(value.length, path, field, walk);
    if (problem) return problem;
    for (const [index, item] of value.entries()) {
      const itemProblem = checkJson(item, list, `${path}[${index}]`, field, walk);
      if (itemProblem) return itemProblem;
    }
    return null;
  }
  if (list) return checkJson(value, list, path, field, walk);
  const fields = inputFieldsOf(inner);
  if (fields && typeof value === 'object') {
    for (const [name, fieldValue] of Object.entries(value)) {
      const fieldType = fields[name]?.type;
      const problem = fieldType ? checkJson(fieldValue, fieldType, `${path}.${name}`, field, walk) : null;
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'string') return checkString(value, path, field);
  if (typeof value === 'number') return checkNumber(value, inner, path, field);
  return null;
}

const describe = (path: string, field: string) => `Argument "${path}" of field "${field}"`;

function countList(length: number, path: string, field: string, walk: Walk): string | null {
  if (length > MAX_LIST_ITEMS) return `${describe(path, field)} accepts at most ${MAX_LIST_ITEMS} items, got ${length}.`;
  walk.listItems += length;
  if (walk.listItems > MAX_LIST_ITEMS_PER_REQUEST) {
    return `The arguments of one request may hold at most ${MAX_LIST_ITEMS_PER_REQUEST} list items in all (exceeded at ${describe(path, field)}).`;
  }
  return null;
}

function checkString(value: string, path: string, field: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return `${describe(path, field)} accepts at most ${MAX_STRING_LENGTH} characters, got ${value.length}.`;
  const unsafe = unsafeCharacterIn(value);
  return unsafe ? `${describe(path, field)} must not contain ${unsafe}.` : null;
}

function checkNumber(value: number, type: GraphQLInputType, path: string, field: string): string | null {
  // Negated so that NaN and ±Infinity (a literal 1e400) fail too.
  if (tagOf(type) !== 'GraphQLScalarType' || (type as { name: string }).name !== 'Float' || Math.abs(value) <= MAX_FLOAT) return null;
  return `${describe(path, field)} must be a number between -${MAX_FLOAT} and ${MAX_FLOAT}, got ${value}.`;
}

// Types are told apart by their toStringTag ("GraphQLList", …), which every copy of graphql shares.
const tagOf = (type: object) => Object.prototype.toString.call(type).slice(8, -1);

function unwrapNonNull(type: GraphQLInputType): GraphQLInputType {
  return tagOf(type) === 'GraphQLNonNull' ? (type as { ofType: GraphQLInputType }).ofType : type;
}

function listItemType(type: GraphQLInputType): GraphQLInputType | null {
  return tagOf(type) === 'GraphQLList' ? (type as { ofType: GraphQLInputType }).ofType : null;
}

function inputFieldsOf(type: GraphQLInputType): Record<string, { type: GraphQLInputType }> | null {
  return tagOf(type) === 'GraphQLInputObjectType' ? (type as unknown as { getFields(): Record<string, { type: GraphQLInputType }> }).getFields() : null;
}

function fieldsOf(type: GraphQLNamedType): Record<string, { name: string; args: readonly GraphQLArgument[]; type: object }> | null {
  const tag = tagOf(type);
  if (tag !== 'GraphQLObjectType' && tag !== 'GraphQLInterfaceType') return null;
  return (type as unknown as { getFields(): Record<string, { name: string; args: readonly GraphQLArgument[]; type: object }> }).getFields();
}

function namedType(type: object): GraphQLNamedType {
  let current = type as { ofType?: object };
  while (current.ofType) current = current.ofType as { ofType?: object };
  return current as GraphQLNamedType;
}
