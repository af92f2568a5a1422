'use client';

import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import type { useTranslations as serverUseTranslations } from 'next-intl';
import { createContext, useContext, useMemo } from 'react';
import type { IntlLocale } from './locales';

/**
 * Translations for client components. The server hands them the namespaces they need, already
 * compiled at build time (next.config.ts), and `icu-minify`, next-intl's own formatter for
 * compiled messages, fills in the values. next-intl's client runtime (provider, formatters,
 * rich text) is thus not in the browser's scripts: about 3 KiB gzipped on every page.
 * Server components keep using next-intl directly.
 *
 *   const t = useTranslations('cart');
 *   t('openWithCount', { count: 3 })   // same keys, same type checks as next-intl's t()
 */

type Namespace = NonNullable<Parameters<typeof serverUseTranslations>[0]>;
type NextTranslator<N extends Namespace> = ReturnType<typeof serverUseTranslations<N>>;
/** Values for placeholders: plain ones only, as rich text (tags) is not offered here. */
type Values = Record<string, string | number | Date>;
/** next-intl's t() call, plain text only: t.rich and the others are server-side. */
export type Translate<N extends Namespace> = (key: Parameters<NextTranslator<N>>[0], values?: Values) => string;

type MessageTree = { [key: string]: MessageTree | CompiledMessage };
/** `messages`: texts as the build compiled them (typed by their JSON, which they no longer are). */
type Translations = { locale: IntlLocale; timeZone: string; messages: object };
/** `layers`: this provider's texts, then those of the providers around it, looked up in that order. */
type TranslationsContextValue = { locale: IntlLocale; timeZone: string; layers: readonly object[] };

const TranslationsContext = createContext<TranslationsContextValue | null>(null);

/**
 * Put in place by the server component <ClientMessages> (lib/i18n/client-messages.tsx). A nested
 * provider adds its texts to the outer one's (the layout's), so a page sends only its own.
 */
export function TranslationsProvider({ locale, timeZone, messages, children }: Translations & { children: React.ReactNode }) {
  const outer = useContext(TranslationsContext);
  const value = useMemo(() => ({ locale, timeZone, layers: [messages, ...(outer?.layers ?? [])] }), [locale, timeZone, messages, outer]);
  return <TranslationsContext value={value}>{children}</TranslationsContext>;
}

function useTranslationsContext(): TranslationsContextValue {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('A client component asked for texts outside <ClientMessages>.');
  return translations;
}

export function useLocale(): IntlLocale {
  return useTranslationsContext().locale;
}

// Intl's formatters are slow to create and safe to share.
const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, args: unknown[], create: () => T): T {
  const key = `${kind}${JSON.stringify(args)}`;
  let formatter = intlCache.get(key) as T | undefined;
  if (!formatter) intlCache.set(key, (formatter = create()));
  return formatter;
}
const formatters: FormatOptions['formatters'] = {
  getNumberFormat: (...args) => cached('n', args, () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args) => cached('d', args, () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args) => cached('p', args, () => new Intl.PluralRules(...args)),
};

function lookUp(messages: object, path: string): CompiledMessage | undefined {
  let node = messages as MessageTree | CompiledMessage | undefined;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? node : undefined;
}

/** The text at `path` in the first layer that has it: the nearest provider's, else an outer one's. */
function lookUpIn(layers: readonly object[], path: string): CompiledMessage | undefined {
  for (const messages of layers) {
    const message = lookUp(messages, path);
    if (message !== undefined) return message;
  }
  return undefined;
}

export function useTranslations<N extends Namespace>(namespace: N): Translate<N> {
  const { locale, timeZone, layers } = useTranslationsContext();
  return useMemo(() => {
    const translate = (key: string, values?: Values): string => {
      const path = `${namespace}.${key}`;
      const message = lookUpIn(layers, path);
      // As next-intl does: the key path in place of a text that is missing or cannot be
      // formatted (a value left out, say), and a note for developers, not a broken page.
      if (message === undefined) {
        console.error(`No text for ${path} in ${locale}`);
        return path;
      }
      try {
        const text = format(message, locale, values, { formatters, timeZone });
        return Array.isArray(text) ? text.join('') : String(text);
      } catch (error) {
        console.error(`Cannot format ${path} in ${locale}:`, error);
        return path;
      }
    };
    return translate as Translate<N>;
  }, [namespace, locale, timeZone, layers]);
}
