import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A form that a script submits (onSubmit) is still submitted by the browser itself when it is
 * used before the page's scripts have run: without `method`, that is a GET, and every field —
 * a password, an address, a review — ends up in the address bar, the history and server logs.
 * So every form of the shop either posts or hands its fields to a server action. Only the
 * search forms are GET by design (their query belongs in the address).
 */
const GET_BY_DESIGN = new Set(['components/search/search-box.tsx', 'components/search/price-range.tsx']);
const root = path.resolve(import.meta.dirname, '../..');

function tsxFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(relative);
    return entry.name.endsWith('.tsx') ? [relative] : [];
  });
}

/** The opening `<form …>` tags of a file's JSX, attributes included (they may span lines), comments left out. */
function formTags(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/<form\b((?:[^>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)>/g)].map((match) => match[1] ?? '');
}

describe('the shop’s forms', () => {
  it('post, or hand their fields to a server action: a submission before hydration never puts them into the address', () => {
    const files = ['components', 'app'].flatMap(tsxFiles).filter((file) => !GET_BY_DESIGN.has(file));
    const getting = files.flatMap((file) =>
      formTags(readFileSync(path.join(root, file), 'utf8'))
        .filter((attributes) => !/\bmethod="post"/.test(attributes) && !/\baction=\{/.test(attributes))
        .map(() => file),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(getting).toEqual([]);
  });
});
