import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

type SelectionInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/**
 * The fields selected directly in some selection sets, by name, through inline fragments and
 * named fragments (`... on VariableProduct { variations }` counts as `variations`).
 */
function fieldsIn(selectionSets: (SelectionSetNode | undefined)[], fragments: SelectionInfo['fragments']): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visitedFragments = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'Field') fields.set(selection.name.value, [...(fields.get(selection.name.value) ?? []), selection]);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else if (!visitedFragments.has(selection.name.value)) {
        visitedFragments.add(selection.name.value);
        const fragment: FragmentDefinitionNode | undefined = fragments[selection.name.value];
        visit(fragment?.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

/**
 * The names of the fields a resolver's result is asked for. Lets a root field read in advance
 * what its children will ask for.
 */
export function selectedFieldNames(info: SelectionInfo): Set<string> {
  return selectedFieldNamesAt(info, []);
}

/**
 * The names of the fields selected at the end of `path` below the resolver's field, e.g.
 * ['nodes'] or ['edges', 'node'] below a connection.
 */
export function selectedFieldNamesAt(info: SelectionInfo, path: readonly string[]): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    nodes = fieldsIn(nodes.map((node) => node.selectionSet), info.fragments).get(name) ?? [];
  }
  return nodes.length ? new Set(fieldsIn(nodes.map((node) => node.selectionSet), info.fragments).keys()) : new Set();
}
