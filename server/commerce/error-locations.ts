import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * WPGraphQL's errors carry `locations` (contract/recordings/product-unknown.json). graphql-jit's
 * errors know their locations but not their field nodes, and yoga rebuilds every error from its
 * nodes before sending it, so the locations would be lost. This finds each error's field nodes
 * again by following its response path through the operation.
 */
export const errorLocationsPlugin: Plugin = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        if (!('errors' in result) || !result.errors?.length) return;
        const operation = findOperation(args.document, args.operationName ?? undefined);
        if (!operation) return;
        const fragments = fragmentsOf(args.document);
        setResult({
          ...result,
          errors: result.errors.map((error) => {
            if (error.nodes?.length || !error.path?.length) return error;
            const node = fieldAtPath(operation.selectionSet, error.path, fragments);
            if (!node) return error;
            return new GraphQLError(error.message, {
              nodes: [node],
              path: error.path,
              originalError: error.originalError ?? error,
              extensions: error.extensions,
            });
          }),
        });
      },
    };
  },
};

function findOperation(document: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return name ? operations.find((operation) => operation.name?.value === name) : operations[0];
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** The first field answering under `responseKey` in a selection set, through fragments. */
function fieldNamed(
  selectionSet: SelectionSetNode,
  responseKey: string,
  fragments: Map<string, FragmentDefinitionNode>,
): FieldNode | undefined {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD && (selection.alias ?? selection.name).value === responseKey) return selection;
    const nested =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : selection.kind === Kind.FRAGMENT_SPREAD
          ? fragments.get(selection.name.value)?.selectionSet
          : undefined;
    const found = nested && fieldNamed(nested, responseKey, fragments);
    if (found) return found;
  }
  return undefined;
}

function fieldAtPath(
  root: SelectionSetNode,
  path: readonly (string | number)[],
  fragments: Map<string, FragmentDefinitionNode>,
): FieldNode | undefined {
  let selectionSet: SelectionSetNode | undefined = root;
  let field: FieldNode | undefined;
  for (const key of path) {
    if (typeof key === 'number') continue; // list positions do not change the selection
    if (!selectionSet) return undefined;
    field = fieldNamed(selectionSet, key, fragments);
    if (!field) return undefined;
    selectionSet = field.selectionSet;
  }
  return field;
}
