import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types for the storefront's GraphQL operations, generated from the real WooGraphQL schema
 * (the contract), not from the embedded server: the storefront must work against both.
 * The output in graphql/generated/ is committed, so building the app never needs the schema.
 */
export const contractSchemaPath = process.env.CONTRACT_SCHEMA ?? 'contract/woographql.graphql';

export const generatedDir = 'graphql/generated/';

const config: CodegenConfig = {
  schema: contractSchemaPath,
  documents: ['graphql/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [generatedDir]: {
      preset: 'client',
      presetConfig: {
        // The data layer reshapes results right away; masking would only add unwrapping.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // The schema has ~1,400 types; emit only what the operations use.
        onlyOperationTypes: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
