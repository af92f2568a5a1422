import { maskError as yogaMaskError, type YogaLogger } from 'graphql-yoga';
import { describeUnexpected } from '../../http/input-safety';
import { isUserError } from '../errors';

/**
 * Only UserErrors and graphql-js's own errors (syntax, validation, coercion) reach clients
 * verbatim; anything else becomes "Unexpected error." without details — never a stack, also
 * not with NODE_ENV=development (yoga's default would attach it then).
 */
export function maskUnexpected(error: unknown, message: string): Error {
  return isUserError(error) ? (error as Error) : yogaMaskError(error, message, false);
}

/**
 * yoga's logger, with errors written once and briefly: yoga reports a masked error both where
 * it masks it and where it handles the request, each time with its whole stack.
 */
export function briefLogger(write: (line: string) => void): YogaLogger {
  const logged = new WeakSet<object>();
  const quiet = () => {};
  return {
    debug: quiet,
    info: quiet,
    warn: (...args: unknown[]) => write(`graphql warning: ${args.map(String).join(' ')}`),
    error: (...args: unknown[]) => {
      for (const arg of args) {
        if (typeof arg === 'object' && arg !== null) {
          if (logged.has(arg)) continue;
          logged.add(arg);
        }
        const path = (arg as { path?: readonly (string | number)[] }).path;
        write(`graphql: unexpected error${path ? ` at ${path.join('.')}` : ''}: ${describeUnexpected(innermost(arg))}`);
      }
    },
  };
}

/** The error a resolver threw, under graphql's located wrappers. */
function innermost(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && (current as { originalError?: unknown }).originalError instanceof Error) {
    current = (current as { originalError?: unknown }).originalError;
  }
  return current;
}
