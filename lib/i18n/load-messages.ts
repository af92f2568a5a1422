import type { LocaleCode } from './locales';
import type { Messages } from './messages-type';
import { namespaces, type Namespace } from './namespaces';

/** Reads messages/<code>/<namespace>.json for every namespace into one object. */
export async function loadMessages(code: LocaleCode): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const file = (await import(`../../messages/${code}/${namespace}.json`)) as { default: object };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}

/** The given namespaces of `messages` (what a client provider receives). */
export function pickNamespaces(messages: Messages, wanted: readonly Namespace[]): Partial<Messages> {
  return Object.fromEntries(wanted.map((namespace) => [namespace, messages[namespace]])) as Partial<Messages>;
}
