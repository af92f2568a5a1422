import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Refuses an operation whose type (query, mutation, subscription) the schema has no root for,
 * during validation, so it never reaches the executor (graphql-jit throws a bare Error there,
 * which became a 500). Generic: once a Mutation root exists, mutations simply pass.
 * The wording is graphql-js 17's KnownOperationTypesRule. Always HTTP 400 (`spec: false`):
 * the server cannot run this request at all, whatever the client accepts. The error comes from
 * yoga's copy of graphql, which under vitest is not the one this file would import.
 */
export const knownOperationTypesRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (context.getSchema().getRootType(node.operation)) return;
    context.reportError(
      createGraphQLError(`The ${node.operation} operation is not supported by the schema.`, {
        nodes: node,
        extensions: { code: 'OPERATION_NOT_SUPPORTED', http: { status: 400, spec: false } },
      }),
    );
  },
});

export function knownOperationTypes(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(knownOperationTypesRule);
    },
  };
}
