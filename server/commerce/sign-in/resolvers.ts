import type { CommerceContext } from '../context';
import { customerResolvers } from '../customers/resolvers';
import { oauthResolvers } from '../oauth/resolvers';

type LoginArgs = Parameters<typeof customerResolvers.RootMutation.login>[1] & Parameters<typeof oauthResolvers.RootMutation.login>[1];

/**
 * Headless Login's one `login` mutation: PASSWORD is the accounts module's, every other
 * provider is third-party sign-in's. Both modules keep their own resolver; this picks one.
 */
export const signInResolvers = {
  RootMutation: {
    login: (parent: unknown, args: LoginArgs, ctx: CommerceContext) =>
      args.input.provider === 'PASSWORD'
        ? customerResolvers.RootMutation.login(parent, args, ctx)
        : oauthResolvers.RootMutation.login(parent, args, ctx),
  },
};
