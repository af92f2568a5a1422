import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The storefront and the embedded backend meet only at the two public contracts (GraphQL and
// the search API; docs/architecture.md), so neither may import the other's code. scripts/ and
// tests/ drive both and may import either.
const STOREFRONT = ['app', 'components', 'lib', 'graphql', 'i18n', 'messages'];
const importsOf = (folders) => `^(?:@/|(?:\\.\\./)+)(?:${folders.join('|')})(?:/|$)`;
const forbid = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: importsOf(folders), message }] }],
});

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [...STOREFRONT.map((folder) => `${folder}/**`), 'instrumentation-client.ts'],
    rules: forbid(['server'], 'The storefront reaches the backend only through COMMERCE_GRAPHQL_URL and the search API.'),
  },
  {
    files: ['server/**'],
    rules: forbid(STOREFRONT, 'The embedded backend must not depend on storefront code; share through the contract instead.'),
  },
  { ignores: ['.next/**', '.bench-floor/**', 'node_modules/**', 'data/**', 'graphql/generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
