import 'server-only';
import { GetFilterTermsDocument } from '@/graphql/generated/graphql';
import { cachePolicies } from './cache';
import { queryCatalog } from './query';
import { reshapeFilterTerms } from './reshape/terms';
import { ok, type CommerceResult } from './result';
import type { FilterTerms } from './types';

/** The colours and sizes that have products, for the filter panel. */
export async function getFilterTerms(): Promise<CommerceResult<FilterTerms>> {
  const result = await queryCatalog(GetFilterTermsDocument, {}, cachePolicies.filterTerms);
  if (!result.ok) return result;
  return ok(reshapeFilterTerms(result.data.terms?.nodes ?? []));
}
