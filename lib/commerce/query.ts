import 'server-only';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';
import { unstable_cache } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import type { CachePolicy } from './cache';
import { getClient, type StatusContext } from './client';
import { commerceGraphqlUrl } from './endpoint';
import { reportCommerceError, toErrorReport, type CommerceErrorReport } from './error-log';
import { fail, ok, toCommerceError, type CommerceError, type CommerceResult } from './result';

type Operation = { type: CommerceErrorReport['operationType']; name: string };

function describeOperation(document: DocumentNode): Operation {
  const ast = getOperationAST(document);
  return { type: ast?.operation ?? 'query', name: ast?.name?.value ?? 'anonymous operation' };
}

/** Carries a typed failure out of the cached function: a throw is what keeps it uncached. */
class CommerceQueryError extends Error {
  constructor(readonly commerceError: CommerceError) {
    super(commerceError.message);
  }
}

async function runQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ result: CommerceResult<TData>; status: number | null }> {
  let status: number | null = null;
  const context: StatusContext = { onHttpStatus: (code) => (status = code) };
  try {
    // The fetch itself is never cached (unstable_cache forces no-store inside): caching
    // is decided below, on the parsed answer.
    const { data, error } = await getClient().query<TData, TVariables>({
      query: document,
      variables,
      // Report GraphQL errors as a value instead of a throw; partial data still counts as failure.
      errorPolicy: 'all',
      context,
    });
    if (error) return { result: fail(toCommerceError(error)), status };
    if (data === undefined || data === null) {
      return { result: fail({ kind: 'graphql', messages: ['The response held no data.'], message: 'The response held no data.' }), status };
    }
    return { result: ok(data), status };
  } catch (error) {
    return { result: fail(toCommerceError(error)), status };
  }
}

/**
 * Seconds a cached page that shows a failure (the backend could not answer) is kept before it
 * is rendered again. Pages take the shortest lifetime of the cached calls they made, so one more
 * cached call with this lifetime shortens the page's; its answer is irrelevant.
 */
export const FAILED_PAGE_LIFETIME_SECONDS = 10;

async function keepPageBriefly(): Promise<void> {
  await unstable_cache(async () => true, ['commerce-failure-lifetime'], { revalidate: FAILED_PAGE_LIFETIME_SECONDS })();
}

export type QueryOptions<TData> = {
  /**
   * Turns an expected error into a cacheable answer (e.g. WooGraphQL's "No product ID was
   * found" UserError into "no such product"); return undefined for real failures.
   */
  recover?: (error: CommerceError) => TData | undefined;
};

/**
 * Runs one catalogue query through Next's data cache and never throws: the caller gets the
 * data or a typed error.
 *
 * Why unstable_cache around the whole call rather than `fetch` cache options: fetch caches
 * any 200 answer, including GraphQL errors. Here only successful answers are stored (a failure
 * throws inside the cached function, and a throw is never cached), and when a stale entry's
 * background refresh fails — the backend briefly down — Next keeps serving the stale entry.
 * Failures are logged once, with operation type and name, HTTP status and messages.
 */
export async function queryCatalog<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  policy: CachePolicy,
  options: QueryOptions<TData> = {},
): Promise<CommerceResult<TData>> {
  const operation = describeOperation(document);
  const cached = unstable_cache(
    async (): Promise<TData> => {
      const { result, status } = await runQuery(document, variables);
      if (result.ok) return result.data;
      const recovered = options.recover?.(result.error);
      if (recovered !== undefined) return recovered;
      reportCommerceError(toErrorReport(operation, result.error, status));
      throw new CommerceQueryError(result.error);
    },
    // The endpoint is part of the key: the data cache outlives the process (.next/cache), and
    // answers of another backend (another store, or the same one on another port, with its
    // own image URLs) must never be served for this one.
    ['commerce', commerceGraphqlUrl(), operation.name, JSON.stringify(variables)],
    { tags: policy.tags, revalidate: policy.revalidate },
  );
  try {
    return ok(await cached());
  } catch (error) {
    // Next's own control flow (e.g. a dynamic-usage bailout) must pass through.
    unstable_rethrow(error);
    await keepPageBriefly().catch(() => undefined);
    if (error instanceof CommerceQueryError) return fail(error.commerceError);
    // The cache layer itself failed: still a failed call, reported like one.
    const commerceError = toCommerceError(error);
    reportCommerceError(toErrorReport(operation, commerceError, null));
    return fail(commerceError);
  }
}
