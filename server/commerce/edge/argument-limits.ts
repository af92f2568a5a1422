import {
  BREAK,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
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

interface Budget {
  listItems: number;
}

/**
 * One validation layer for every argument of every field, derived from the schema: lists, strings
 * and floats are checked against the limits above after variables are coerced and before any
 * resolver runs. A violation answers 400 and names the argument; nothing reaches SQL.
 */
export function argumentLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = findArgumentProblem(args.schema, args.document, args.operationName, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [badRequest(problem)] });
    },
  };
}

export function findArgumentProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variableValues?: Record<string, unknown> | null,
): string | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  // Before coercion, which costs ~5 µs per input object: 20 000 of them would hold the event loop.
  const sent: Budget = { listItems: 0 };
  for (const [name, value] of Object.entries(variableValues ?? {})) {
    const problem = rawListProblem(value, `$${name}`, sent);
    if (problem) return problem;
  }
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {}, { maxErrors: 1 });
  // Variables that do not coerce are the executor's to report, in graphql-js's words.
  if (variables.errors) return null;

  const typeInfo = new TypeInfo(schema);
  const budget: Budget = { listItems: 0 };
  let problem: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field || !node.arguments?.length) return;
        let values: Record<string, unknown>;
        try {
          values = getArgumentValues(field, node, variables.coerced);
        } catch {
          return; // invalid here (another operation's variables): validation or execution reports it
        }
        for (const argument of field.args) {
          problem = checkValue(values[argument.name], argument.type, argument.name, field.name, budget);
          if (problem) return BREAK;
        }
      },
    }),
  );
  return problem;
}

/** List limits on a variable's JSON as sent (every list it can fill is capped alike). */
function rawListProblem(value: unknown, path: string, budget: Budget): string | null {
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) return `Variable "${path}" holds a list of ${value.length} items; list arguments accept at most ${MAX_LIST_ITEMS}.`;
    budget.listItems += value.length;
    if (budget.listItems > MAX_LIST_ITEMS_PER_REQUEST) {
      return `The variables of one request may hold at most ${MAX_LIST_ITEMS_PER_REQUEST} list items in all (exceeded at "${path}").`;
    }
    for (const [index, item] of value.entries()) {
      const problem = rawListProblem(item, `${path}[${index}]`, budget);
      if (problem) return problem;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = rawListProblem(item, `${path}.${key}`, budget);
      if (problem) return problem;
    }
  }
  return null;
}

function checkValue(value: unknown, type: GraphQLInputType, path: string, field: string, budget: Budget): string | null {
  if (value === null || value === undefined) return null;
  const argument = `Argument "${path}" of field "${field}"`;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner) && Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) return `${argument} accepts at most ${MAX_LIST_ITEMS} items, got ${value.length}.`;
    budget.listItems += value.length;
    if (budget.listItems > MAX_LIST_ITEMS_PER_REQUEST) {
      return `The arguments of one request may hold at most ${MAX_LIST_ITEMS_PER_REQUEST} list items in all (exceeded at ${argument}).`;
    }
    for (const [index, item] of value.entries()) {
      const problem = checkValue(item, inner.ofType, `${path}[${index}]`, field, budget);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(inner) && typeof value === 'object') {
    const fields = inner.getFields();
    for (const [name, fieldValue] of Object.entries(value)) {
      const inputField = fields[name];
      const problem = inputField ? checkValue(fieldValue, inputField.type, `${path}.${name}`, field, budget) : null;
      if (problem) return problem;
    }
    return null;
  }
  if (!isScalarType(inner)) return null;
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_LENGTH) return `${argument} accepts at most ${MAX_STRING_LENGTH} characters, got ${value.length}.`;
    const unsafe = unsafeCharacterIn(value);
    if (unsafe) return `${argument} must not contain ${unsafe}.`;
  }
  // Negated so that NaN and ±Infinity (a literal 1e400) fail too.
  if (typeof value === 'number' && inner.name === 'Float' && !(Math.abs(value) <= MAX_FLOAT)) {
    return `${argument} must be a number between -${MAX_FLOAT} and ${MAX_FLOAT}, got ${value}.`;
  }
  return null;
}
