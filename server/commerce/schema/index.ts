import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const schemaDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The embedded server's SDL: a subset of the real WooGraphQL schema, one file per domain.
 * tests/contract/schema-subset.test.ts keeps every type, field, argument and enum value
 * identical to contract/woographql.graphql, and every field's arguments complete (those not
 * honoured yet are marked @unimplemented: unimplemented-inputs.graphql, commerce/argument-support.ts).
 */
export function loadTypeDefs(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'))
    .join('\n');
}
