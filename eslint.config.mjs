import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The storefront and the embedded backend meet only at the two public contracts (GraphQL and
// the search API; docs/architecture.md), so neither may import the other's code. scripts/ and
// tests/ drive both and may import either.
const STOREFRONT = ['app', 'components', 'lib', 'graphql', 'i18n', 'messages'];
const importsOf = (folders) => `^(?:@/|(?:\\.\\./)+)(?:${folders.join('|')})(?:/|$)`;
const forbid = (folders, message, paths = []) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: importsOf(folders), message }], paths }],
});
const BACKEND_ONLY_THROUGH_CONTRACTS = 'The storefront reaches the backend only through COMMERCE_GRAPHQL_URL and the search API.';
// Links prefetch on intent, not on sight (components/ui/link.tsx says why).
const NEXT_LINK = { name: 'next/link', message: "Use { Link } from '@/components/ui/link', which prefetches on intent." };

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
    rules: forbid(['server'], BACKEND_ONLY_THROUGH_CONTRACTS, [NEXT_LINK]),
  },
  {
    files: ['components/ui/link.tsx'],
    rules: forbid(['server'], BACKEND_ONLY_THROUGH_CONTRACTS),
  },
  {
    files: ['server/**'],
    rules: forbid(STOREFRONT, 'The embedded backend must not depend on storefront code; share through the contract instead.'),
  },
  { ignores: ['.next/**', '.bench-floor/**', 'node_modules/**', 'data/**', 'graphql/generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
