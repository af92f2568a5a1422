import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { defaultLocaleCode, localeCodes, type LocaleCode } from '@/lib/i18n/locales';
import { namespaces, type Namespace } from '@/lib/i18n/namespaces';

/**
 * Every locale must say everything: a key present in one locale's file must be present and
 * non-empty in all others, every message must be valid ICU, and the placeholders of a message
 * must be the same in every language (a translation that drops {price} would show nothing).
 */
const messagesRoot = path.resolve(import.meta.dirname, '../../messages');

type Flat = Map<string, unknown>;

function readNamespace(code: LocaleCode, namespace: Namespace): Flat {
  const file = path.join(messagesRoot, code, `${namespace}.json`);
  const flat: Flat = new Map();
  if (!existsSync(file)) return flat;
  const walk = (node: unknown, at: string) => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, at ? `${at}.${key}` : key);
    } else {
      flat.set(at, node);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')), '');
  return flat;
}

/** Names of the arguments a message uses, with their kind ("price:argument", "count:plural"). */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

const catalogue = new Map(
  localeCodes.map((code) => [code, new Map(namespaces.map((namespace) => [namespace, readNamespace(code, namespace)]))]),
);
const messagesOf = (code: LocaleCode, namespace: Namespace): Flat => catalogue.get(code)?.get(namespace) ?? new Map();

describe.each(namespaces)('messages: %s', (namespace) => {
  it('has a file for every locale', () => {
    const missing = localeCodes.filter((code) => !existsSync(path.join(messagesRoot, code, `${namespace}.json`)));
    expect(missing).toEqual([]);
  });

  it('has every key, non-empty, in every locale', () => {
    const allKeys = new Set(localeCodes.flatMap((code) => [...messagesOf(code, namespace).keys()]));
    const problems: string[] = [];
    for (const code of localeCodes) {
      const messages = messagesOf(code, namespace);
      for (const key of allKeys) {
        const value = messages.get(key);
        if (value === undefined) problems.push(`${code}: ${namespace}.${key} is missing`);
        else if (typeof value !== 'string') problems.push(`${code}: ${namespace}.${key} is not a string`);
        else if (!value.trim()) problems.push(`${code}: ${namespace}.${key} is empty`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has valid ICU messages with the same placeholders in every locale', () => {
    const problems: string[] = [];
    const reference = messagesOf(defaultLocaleCode, namespace);
    const placeholdersOf = (code: LocaleCode, key: string, text: string): string | null => {
      try {
        return [...placeholders(parse(text))].sort().join(', ');
      } catch (error) {
        problems.push(`${code}: ${namespace}.${key} is not valid ICU: ${(error as Error).message}`);
        return null;
      }
    };
    for (const [key, text] of reference) {
      if (typeof text !== 'string') continue;
      const expected = placeholdersOf(defaultLocaleCode, key, text);
      for (const code of localeCodes.filter((other) => other !== defaultLocaleCode)) {
        const translated = messagesOf(code, namespace).get(key);
        if (typeof translated !== 'string') continue; // reported by the test above
        const actual = placeholdersOf(code, key, translated);
        if (expected !== null && actual !== null && actual !== expected) {
          problems.push(`${code}: ${namespace}.${key} uses {${actual}}, German uses {${expected}}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the German shop’s register', () => {
  // A German shop addresses its shoppers as "Sie"; one "du" among them reads as a slip.
  // The pronouns in any case; the informal imperatives only in lower case ("Versuche" is also "attempts").
  const informal = (text: string) => /\b(du|dich|dir|dein(e[mnrs]?)?)\b/i.test(text) || /\b(versuche|gib|wähle)\b/.test(text);

  it('addresses the shopper as "Sie" in every German text', () => {
    const slips = namespaces.flatMap((namespace) =>
      [...messagesOf('de_DE', namespace)].filter(([, text]) => typeof text === 'string' && informal(text)).map(([key]) => `${namespace}.${key}`),
    );
    expect(slips).toEqual([]);
  });
});
