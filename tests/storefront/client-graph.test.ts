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

/** Module names a file imports statically: what loads with it, not what it loads later with import(). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    return [];
  });
}

/**
 * The app's files a route's first load runs in the browser, each with a chain of imports that
 * brings it there: from the route's server files, every 'use client' module they import and
 * whatever those import statically (a lazily imported module loads later, when it is needed).
 */
function clientFilesLoadedWith(entries: string[]): Map<string, string[]> {
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
  const loaded = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => ({ file: path.join(root, entry), client: false, chain: [entry] }));
  for (let step = queue.shift(); step; step = queue.shift()) {
    const client = step.client || isClient(step.file);
    if (seen.has(`${step.file} ${client}`)) continue;
    seen.add(`${step.file} ${client}`);
    if (client && !loaded.has(step.file)) loaded.set(step.file, step.chain);
    for (const name of staticImports(step.file)) {
      const target = resolve(name, step.file);
      if (target) queue.push({ file: target, client, chain: [...step.chain, path.relative(root, target)] });
    }
  }
  return loaded;
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

  it("keeps what the server can render out of a product page's first load: icons, money formatting, swatches, the analytics sender (issue 24)", () => {
    const loaded = clientFilesLoadedWith(['app/[locale]/layout.tsx', 'app/[locale]/product/[slug]/page.tsx', 'app/global-error.tsx']);
    // The walk does reach the client side: the purchase box and the header's indicators are there.
    expect(loaded.has(path.join(root, 'components/product/product-purchase.tsx'))).toBe(true);
    expect(loaded.has(path.join(root, 'components/shell/shopper-indicators.tsx'))).toBe(true);
    const rendered = ['components/icons.tsx', 'lib/i18n/use-format.ts', 'lib/browse/colors.ts', 'lib/analytics/track.ts', 'components/ui/global-error-main.tsx'];
    const chains = rendered.flatMap((file) => loaded.get(path.join(root, file))?.join(' → ') ?? []);
    expect(chains).toEqual([]);
  });

  it('does walk the graph: the client translations are found, with icu-minify behind them', () => {
    expect(chainsTo(packages, (name) => name === 'icu-minify/format').map((chain) => chain.at(-1))).toEqual(['lib/i18n/client-translations.tsx']);
  });
});
