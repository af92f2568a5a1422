import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What the browser loads is decided by imports: every module a client component reaches,
 * also through files without 'use client', lands in its scripts. These tests walk that graph
 * the way TypeScript resolves it (tsconfig paths, package.json "imports" without the
 * react-server condition) and name the chain when a heavy runtime slips back in.
 */
const root = path.resolve(__dirname, '../..');
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, folder, file));
}

/** Module names a file imports at run time: type-only imports and exports cost nothing. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      names.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      names.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) names.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function resolve(name: string, from: string): string | null {
  const resolved = ts.resolveModuleName(name, from, config.options, ts.sys).resolvedModule;
  return resolved && !resolved.isExternalLibraryImport ? resolved.resolvedFileName : null;
}

/** Every package imported from the browser's side of the app, with each chain of files that reaches it. */
function packagesReachedFromClient(): Map<string, string[][]> {
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
  const entries = ['app', 'components', 'lib'].flatMap(sourceFiles).filter(isClient);
  const via = new Map<string, string[]>(entries.map((file) => [file, [file]]));
  const packages = new Map<string, string[][]>();
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const chain = via.get(file) ?? [file];
    // A 'use server' module reaches the browser as references only.
    if (/^\s*['"]use server['"]/.test(readFileSync(file, 'utf8'))) continue;
    for (const name of runtimeImports(file)) {
      const target = resolve(name, file);
      if (target) {
        if (!via.has(target)) {
          via.set(target, [...chain, target]);
          queue.push(target);
        }
      } else {
        const chains = packages.get(name) ?? [];
        chains.push(chain.map((step) => path.relative(root, step)));
        packages.set(name, chains);
      }
    }
  }
  return packages;
}

/** The chains that reach any package `matches` accepts. */
function chainsTo(packages: Map<string, string[][]>, matches: (name: string) => boolean): string[][] {
  return [...packages].filter(([name]) => matches(name)).flatMap(([, chains]) => chains);
}

describe('the browser side of the app', () => {
  const packages = packagesReachedFromClient();

  it('translates without next-intl: its client runtime would cost every page about 3 KiB', () => {
    const chains = chainsTo(packages, (name) => name === 'next-intl' || name.startsWith('next-intl/') || name === 'use-intl');
    expect(chains.map((chain) => chain.join(' → '))).toEqual([]);
  });

  it("uses React's lazy, not next/dynamic, outside the checkout's Stripe field", () => {
    const chains = chainsTo(packages, (name) => name === 'next/dynamic');
    expect(chains.map((chain) => chain.at(-1))).toEqual(['components/checkout/payment-methods.tsx']);
  });

  it('does walk the graph: the client translations are found, with icu-minify behind them', () => {
    expect(chainsTo(packages, (name) => name === 'icu-minify/format').map((chain) => chain.at(-1))).toEqual(['lib/i18n/client-translations.tsx']);
  });
});
