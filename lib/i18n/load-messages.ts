import type { LocaleCode } from './locales';
import type { Messages } from './messages-type';
import { namespaces } from './namespaces';

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

type MessageTree = { [key: string]: unknown };

/**
 * The parts of `messages` the paths name ('cart.dismiss', or a group such as 'shell.consent'),
 * in the same shape: what a client provider receives. `messages` is left as it is (it is the
 * request's, shared by every provider).
 */
export function pickMessagePaths(messages: object, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from = messages as MessageTree;
    let into = picked;
    for (const [index, part] of parts.entries()) {
      const node = from[part];
      if (node === undefined) break;
      if (index === parts.length - 1) {
        into[part] = node;
      } else {
        // A group already sent whole holds this path too.
        if (into[part] === node) break;
        into = (into[part] ??= {}) as MessageTree;
        from = node as MessageTree;
      }
    }
  }
  return picked;
}
