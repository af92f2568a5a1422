import 'server-only';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { CachePolicy } from './cache';
import { getClient } from './client';
import { describeCommerceError, fail, ok, toCommerceError, type CommerceResult } from './result';

function operationName(document: DocumentNode): string {
  return getOperationAST(document)?.name?.value ?? 'anonymous operation';
}

async function runQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  cache: CachePolicy,
): Promise<CommerceResult<TData>> {
  try {
    const { data, error } = await getClient().query<TData, TVariables>({
      query: document,
      variables,
      // Report GraphQL errors as a value instead of a throw; partial data still counts as failure.
      errorPolicy: 'all',
      context: { fetchOptions: { next: { revalidate: cache.revalidate, tags: cache.tags } } },
    });
    if (error) return fail(toCommerceError(error));
    if (data === undefined || data === null) {
      return fail({ kind: 'graphql', messages: [], message: 'The response held no data.' });
    }
    return ok(data);
  } catch (error) {
    return fail(toCommerceError(error));
  }
}

/**
 * Runs one catalogue query and never throws: the caller gets the data or a typed error.
 * Failures are logged here once, with the operation name, so pages only decide what to show.
 */
export async function queryCatalog<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  cache: CachePolicy,
): Promise<CommerceResult<TData>> {
  const result = await runQuery(document, variables, cache);
  if (!result.ok) console.error(describeCommerceError(operationName(document), result.error));
  return result;
}
