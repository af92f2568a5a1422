import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import {
  buildSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import codegenConfig, { contractSchemaPath, generatedDir } from '@/codegen';

/**
 * The storefront's GraphQL documents (graphql/**.graphql) must be valid against the real
 * WooGraphQL schema, and against the embedded server's schema once it exists, and the
 * committed generated types must match what codegen produces from them today.
 */

const repoRoot = path.resolve(__dirname, '../..');
const documentsDir = path.join(repoRoot, 'graphql');
const embeddedSchemaDir = path.join(repoRoot, 'server/commerce/schema');

type SourceFile = { file: string; document: DocumentNode };

function graphqlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(repoRoot, generatedDir) ? [] : graphqlFilesUnder(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const sources: SourceFile[] = graphqlFilesUnder(documentsDir)
  .sort()
  .map((full) => ({ file: path.relative(repoRoot, full), document: parse(readFileSync(full, 'utf8')) }));

const fragmentsByName = new Map<string, FragmentDefinitionNode>(
  sources.flatMap(({ document }) =>
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  ),
);

/** A file's own definitions plus every fragment they spread, transitively. */
function withUsedFragments(document: DocumentNode): DocumentNode {
  const included = new Map<string, DefinitionNode>();
  const pending: DefinitionNode[] = [...document.definitions];
  const own = new Set(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])),
  );
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    visit(next, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragmentsByName.get(name);
        if (!fragment || own.has(name) || included.has(name)) return;
        included.set(name, fragment);
        pending.push(fragment);
      },
    });
  }
  return { kind: Kind.DOCUMENT, definitions: [...document.definitions, ...included.values()] };
}

// A fragment file on its own is "unused"; everything else is the full graphql-js rule set.
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

function validationErrors(schema: GraphQLSchema, document: DocumentNode): string[] {
  return validate(schema, withUsedFragments(document), rules).map((error) => error.message);
}

function readEmbeddedSchema(): GraphQLSchema | null {
  if (!existsSync(embeddedSchemaDir)) return null;
  const files = readdirSync(embeddedSchemaDir).filter((file) => file.endsWith('.graphql')).sort();
  if (files.length === 0) return null;
  return buildSchema(files.map((file) => readFileSync(path.join(embeddedSchemaDir, file), 'utf8')).join('\n'));
}

const contractFile = path.resolve(repoRoot, contractSchemaPath);
const contractSchema = buildSchema(readFileSync(contractFile, 'utf8'));
const embeddedSchema = readEmbeddedSchema();

describe('GraphQL documents in graphql/', () => {
  it('exist', () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it.each(sources)('$file holds one definition named like the file', ({ file, document }) => {
    expect(document.definitions).toHaveLength(1);
    const [definition] = document.definitions;
    const name =
      definition?.kind === Kind.OPERATION_DEFINITION || definition?.kind === Kind.FRAGMENT_DEFINITION
        ? definition.name?.value
        : undefined;
    expect(name).toBe(path.basename(file, '.graphql'));
  });

  it.each(sources)('$file validates against the WooGraphQL contract schema', ({ document }) => {
    expect(validationErrors(contractSchema, document)).toEqual([]);
  });

  it.skipIf(embeddedSchema === null).each(sources)(
    '$file validates against the embedded server schema',
    ({ document }) => {
      expect(validationErrors(embeddedSchema as GraphQLSchema, document)).toEqual([]);
    },
  );
});

describe('generated types in graphql/generated/', () => {
  it('match what codegen produces from the current documents', async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate(
      { ...codegenConfig, cwd: repoRoot, silent: true },
      false,
    );
    const expected = new Map(outputs.map((output) => [path.normalize(output.filename), output.content]));
    const committedDir = path.join(repoRoot, generatedDir);
    const committed = readdirSync(committedDir).map((name) => path.normalize(path.join(generatedDir, name)));

    expect(committed.sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect(readFileSync(path.join(repoRoot, file), 'utf8'), `${file} is stale: run npm run codegen`).toBe(content);
    }
  }, 60_000);
});
