import type { Plugin } from 'graphql-yoga';
import type { CommerceContext } from '../context';

/**
 * WPGraphQL's graphql_debug(): messages a resolver records (ctx.debug) travel in the response's
 * `extensions.debug` as `{ type: "DEBUG_LOGS_INSERTED", message }`. Headless Login puts the
 * reason of a failed password login there while its error stays generic.
 */
export const debugMessagesPlugin: Plugin<CommerceContext> = {
  onExecute() {
    return {
      onExecuteDone({ args, result, setResult }) {
        const messages = (args.contextValue as Partial<CommerceContext>).debug;
        if (!messages?.length || !result || Symbol.asyncIterator in result) return;
        setResult({
          ...result,
          extensions: { ...result.extensions, debug: messages.map((message) => ({ type: 'DEBUG_LOGS_INSERTED', message })) },
        });
      },
    };
  },
};
