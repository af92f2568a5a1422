import { cache } from 'react';
import type { CommerceError } from './result';

/**
 * A failed commerce call as docs/behaviour.md §8 wants it captured: who called, the operation's
 * type and name, the HTTP status and every message. Logged on the server; a page rendered
 * with `?debug` also prints its reports in the browser console (components/catalog/commerce-debug).
 */
export type CommerceErrorReport = {
  client: 'storefront-server';
  operationType: 'query' | 'mutation' | 'subscription';
  operationName: string;
  kind: CommerceError['kind'];
  /** The HTTP status when the backend answered; null when it could not be reached. */
  status: number | null;
  messages: string[];
};

export function toErrorReport(
  operation: { type: CommerceErrorReport['operationType']; name: string },
  error: CommerceError,
  httpStatus: number | null,
): CommerceErrorReport {
  const status = error.kind === 'http' || error.kind === 'parse' ? error.status : httpStatus;
  return {
    client: 'storefront-server',
    operationType: operation.type,
    operationName: operation.name,
    kind: error.kind,
    status,
    messages: error.kind === 'graphql' || error.kind === 'user' ? error.messages : [error.message],
  };
}

export function describeReport(report: CommerceErrorReport): string {
  const status = report.status === null ? 'no response' : `status ${report.status}`;
  return `[commerce] ${report.operationType} ${report.operationName} failed (${report.kind}, ${status}): ${report.messages.join(' | ')}`;
}

/** This request's reports (React's cache() scopes the array to one server render). */
export const requestErrorReports = cache((): CommerceErrorReport[] => []);

export function reportCommerceError(report: CommerceErrorReport): void {
  console.error(describeReport(report));
  requestErrorReports().push(report);
}
