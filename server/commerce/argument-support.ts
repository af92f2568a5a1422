import {
  Kind,
  type GraphQLError,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The embedded schema takes every argument the WooGraphQL contract gives its fields, so a
 * storefront written for WooGraphQL never meets "Unknown argument"; arguments and input fields
 * this server does not honour yet carry `@unimplemented` in the SDL
 * (scripts/complete-schema-arguments.ts adds them). A request that gives one a value is refused
 * before it runs, with an error that names it, instead of being answered as if it were honoured.
 *
 * Schema objects are told apart by their toStringTag, not by graphql's instanceof checks: the
 * schema yoga builds and this module may come from two copies of graphql (ESM and CommonJS).
 */
const DIRECTIVE = 'unimplemented';

export interface Unimplemented {
  /** "Type.field(argument)" */
  arguments: Set<string>;
  /** "InputType.field" */
  inputFields: Set<string>;
}

interface SchemaLike {
  getTypeMap(): Record<string, unknown>;
  getType(name: string): unknown;
  getQueryType(): unknown;
}
interface Marked {
  name: string;
  astNode?: { directives?: readonly { name: { value: string } }[] } | null;
}
interface FieldLike extends Marked {
  args: readonly (Marked & { type: unknown })[];
  type: unknown;
}
interface InputFieldLike extends Marked {
  type: unknown;
}
interface NamedLike {
  name: string;
  getFields(): Record<string, FieldLike | InputFieldLike>;
}

const tag = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);
const hasFields = (type: unknown): type is NamedLike =>
  ['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLInputObjectType'].includes(tag(type));
const isInputObject = (type: unknown): type is NamedLike => tag(type) === 'GraphQLInputObjectType';
/** The named type under List and NonNull wrappers. */
function named(type: unknown): unknown {
  let current = type;
  while (current && (tag(current) === 'GraphQLList' || tag(current) === 'GraphQLNonNull')) current = (current as { ofType: unknown }).ofType;
  return current;
}
const marked = (node: Marked) => node.astNode?.directives?.some((directive) => directive.name.value === DIRECTIVE) ?? false;

export function unimplementedIn(schema: SchemaLike): Unimplemented {
  const found: Unimplemented = { arguments: new Set(), inputFields: new Set() };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!hasFields(type) || type.name.startsWith('__')) continue;
    const input = tag(type) === 'GraphQLInputObjectType';
    for (const field of Object.values(type.getFields())) {
      if (input) {
        if (marked(field)) found.inputFields.add(`${type.name}.${field.name}`);
      } else {
        for (const arg of (field as FieldLike).args) if (marked(arg)) found.arguments.add(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  return found;
}

// Made by yoga's own graphql, so it is answered as a client's error (status 200), not an unexpected one.
const argumentError = (coordinate: string, node?: ASTNode) =>
  createGraphQLError(`The argument ${coordinate} is not supported by this server yet.`, { nodes: node ? [node] : undefined });
const inputFieldError = (coordinate: string, node?: ASTNode) =>
  createGraphQLError(`The input field ${coordinate} is not supported by this server yet.`, { nodes: node ? [node] : undefined });

interface DocumentUses {
  /** Unimplemented arguments and input fields given a value in the document itself. */
  errors: GraphQLError[];
  /** Unimplemented ones given a variable: refused when the variable holds a value. */
  byVariable: { coordinate: string; variable: string; node: ASTNode; isArgument: boolean }[];
}

/** Walks every selection with its parent type, as graphql's TypeInfo would. */
function documentUses(schema: SchemaLike, document: DocumentNode, unimplemented: Unimplemented): DocumentUses {
  const uses: DocumentUses = { errors: [], byVariable: [] };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const note = (coordinate: string, value: ValueNode, node: ASTNode, isArgument: boolean) => {
    if (value.kind === Kind.NULL) return;
    if (value.kind === Kind.VARIABLE) uses.byVariable.push({ coordinate, variable: value.name.value, node, isArgument });
    else uses.errors.push((isArgument ? argumentError : inputFieldError)(coordinate, node));
  };
  const walkValue = (type: unknown, value: ValueNode) => {
    const inputType = named(type);
    if (value.kind === Kind.LIST) for (const item of value.values) walkValue(type, item);
    if (value.kind !== Kind.OBJECT || !isInputObject(inputType)) return;
    const fields = inputType.getFields();
    for (const field of value.fields) {
      const coordinate = `${inputType.name}.${field.name.value}`;
      if (unimplemented.inputFields.has(coordinate)) note(coordinate, field.value, field, false);
      else if (fields[field.name.value]) walkValue(fields[field.name.value]?.type, field.value);
    }
  };
  const seenFragments = new Set<string>();
  const walk = (parent: unknown, selectionSet: SelectionSetNode | undefined) => {
    if (!selectionSet || !hasFields(parent)) return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = parent.getFields()[selection.name.value] as FieldLike | undefined;
        if (!field) continue;
        for (const argument of selection.arguments ?? []) {
          const coordinate = `${parent.name}.${field.name}(${argument.name.value})`;
          if (unimplemented.arguments.has(coordinate)) note(coordinate, argument.value, argument, true);
          else walkValue(field.args.find((arg) => arg.name === argument.name.value)?.type, argument.value);
        }
        walk(named(field.type), selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent, selection.selectionSet);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seenFragments.has(fragment.name.value)) continue;
        seenFragments.add(fragment.name.value);
        walk(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query') {
      walk(schema.getQueryType(), definition.selectionSet);
    }
  }
  return uses;
}

/** The schema type a variable's declared type names, wrappers kept as a shape to walk. */
function variableUses(schema: SchemaLike, typeNode: TypeNode, value: unknown, unimplemented: Unimplemented): string[] {
  if (value === null || value === undefined) return [];
  if (typeNode.kind === Kind.NON_NULL_TYPE) return variableUses(schema, typeNode.type, value, unimplemented);
  if (typeNode.kind === Kind.LIST_TYPE) {
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item) => variableUses(schema, typeNode.type, item, unimplemented));
  }
  return inputValueUses(schema.getType(typeNode.name.value), value, unimplemented);
}

function inputValueUses(type: unknown, value: unknown, unimplemented: Unimplemented): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => inputValueUses(type, item, unimplemented));
  const inputType = named(type);
  if (!isInputObject(inputType) || typeof value !== 'object') return [];
  const fields = inputType.getFields();
  return Object.entries(value as Record<string, unknown>).flatMap(([name, item]) => {
    if (item === null || item === undefined || !fields[name]) return [];
    const coordinate = `${inputType.name}.${name}`;
    return unimplemented.inputFields.has(coordinate) ? [coordinate] : inputValueUses(fields[name]?.type, item, unimplemented);
  });
}

/** Refuses requests that give a value to an argument or input field the server does not honour yet. */
export function argumentSupportPlugin(schema: SchemaLike): Plugin {
  const unimplemented = unimplementedIn(schema);
  // What the document itself uses is found once per parsed document.
  const usesByDocument = new WeakMap<DocumentNode, DocumentUses>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const document: DocumentNode = args.document;
      let uses = usesByDocument.get(document);
      if (!uses) {
        uses = documentUses(schema, document, unimplemented);
        usesByDocument.set(document, uses);
      }
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const given = (name: string) => variables[name] !== null && variables[name] !== undefined;
      const refusedWhole = uses.byVariable.filter((use) => given(use.variable));
      const refusedNames = new Set(refusedWhole.map((use) => use.variable));
      const errors = [
        ...uses.errors,
        ...refusedWhole.map((use) => (use.isArgument ? argumentError : inputFieldError)(use.coordinate, use.node)),
        // Inside the values of the other variables.
        ...document.definitions.flatMap((definition) =>
          definition.kind === Kind.OPERATION_DEFINITION
            ? (definition.variableDefinitions ?? [])
                .filter((variable) => !refusedNames.has(variable.variable.name.value))
                .flatMap((variable) =>
                  variableUses(schema, variable.type, variables[variable.variable.name.value], unimplemented).map((coordinate) =>
                    inputFieldError(coordinate, variable),
                  ),
                )
            : [],
        ),
      ];
      if (errors.length) setResultAndStopExecution({ errors });
    },
  };
}
