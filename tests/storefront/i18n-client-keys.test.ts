import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessageSets, type ClientMessageSetName } from '@/lib/i18n/client-keys';
import { namespaces } from '@/lib/i18n/namespaces';
import { isClientModule, reachedFrom, relative, root, sourceFiles, textReadsOf, type TextRead } from './fixtures/client-text-reads';

/**
 * The texts sent to the browser (lib/i18n/client-keys.ts) against the texts its client
 * components read, found in their source (fixtures/client-text-reads.ts): a key read but not
 * sent would show as its key path in the shop, a key sent but not read costs every page bytes.
 */
type Tree = { [key: string]: string | Tree };
function textsIn(tree: Tree, at: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${at}.${key}`] : textsIn(value, `${at}.${key}`)));
}
/** Every text of the German messages, by its full path ('cart.line.remove'). */
const allTexts = namespaces.flatMap((namespace) => textsIn(JSON.parse(readFileSync(path.join(root, 'messages/de_DE', `${namespace}.json`), 'utf8')) as Tree, namespace));

const isUnder = (key: string, group: string) => key === group || key.startsWith(`${group}.`);
/** The texts a path stands for: itself, or every text of the group it names. */
const textsOf = (key: string) => allTexts.filter((text) => isUnder(text, key));

const setNames = Object.keys(clientMessageSets) as ClientMessageSetName[];
const readersOf = (name: ClientMessageSetName) => clientMessageSets[name].readers.map((file) => path.join(root, file));
const readsOf = (name: ClientMessageSetName): TextRead[] => [...reachedFrom(readersOf(name))].flatMap((file) => textReadsOf(file).reads);
/** What the client components under a set's provider see: the set's keys, and the shell's through the layout's provider. */
const sentWith = (name: ClientMessageSetName): string[] => [...new Set([...clientMessageSets.shell.keys, ...clientMessageSets[name].keys])];
const where = (read: TextRead) => `${read.file}:${read.line}`;

describe('the texts sent to client components', () => {
  it('name readers that are client components', () => {
    const wrong = setNames.flatMap((name) => readersOf(name).filter((file) => !existsSync(file) || !isClientModule(file)).map(relative));
    expect(wrong).toEqual([]);
  });

  it('are read in a way the check can follow', () => {
    const entries = ['app', 'components', 'lib'].flatMap(sourceFiles).filter(isClientModule);
    expect([...reachedFrom(entries)].flatMap((file) => textReadsOf(file).problems)).toEqual([]);
  });

  it('reach every client component that reads texts: each is a reader of a set, or imported by one', () => {
    const entries = ['app', 'components', 'lib'].flatMap(sourceFiles).filter(isClientModule);
    const covered = new Set(setNames.flatMap((name) => [...reachedFrom(readersOf(name))]));
    const uncovered = [...reachedFrom(entries)].filter((file) => !covered.has(file) && textReadsOf(file).reads.length > 0).map(relative);
    expect(uncovered).toEqual([]);
  });

  describe.each(setNames)('of the set %s', (name) => {
    const reads = readsOf(name);

    it('hold every text its readers read', () => {
      const sent = sentWith(name);
      const missing = reads.flatMap((read) => {
        const texts = textsOf(read.path);
        if (texts.length === 0) return [`${where(read)} reads ${read.path}, which is no message`];
        return texts.filter((text) => !sent.some((key) => isUnder(text, key))).map((text) => `${where(read)} reads ${text}`);
      });
      expect([...new Set(missing)]).toEqual([]);
    });

    it('hold no text its readers do not read', () => {
      const read = new Set(reads.flatMap((each) => textsOf(each.path)));
      const unread = clientMessageSets[name].keys.flatMap((key) => textsOf(key).filter((text) => !read.has(text)));
      expect(unread).toEqual([]);
    });
  });

  it('do not repeat in a page set what the shell already sends', () => {
    const shell: readonly string[] = clientMessageSets.shell.keys;
    const repeated = setNames
      .filter((name) => name !== 'shell')
      .flatMap((name) => clientMessageSets[name].keys.filter((key) => shell.some((sent) => isUnder(key, sent))).map((key) => `${name}: ${key}`));
    expect(repeated).toEqual([]);
  });
});
