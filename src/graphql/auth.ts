import { type AuthCheckerFn, createParameterDecorator } from 'type-graphql';
import type { GraphqlContext } from './context';

/**
 * Guard for @Authorized(): authenticating throws the domain's AppError (UNAUTHENTICATED or NOT_VERIFIED),
 * so clients see the same codes as on REST rather than type-graphql's generic "Access denied".
 */
export const requireIdentity: AuthCheckerFn<GraphqlContext> = async ({ context }) => {
  await context.identity();
  return true;
};

/** Injects the authenticated caller as the domain's Actor (via: 'graphql'); fails like @Authorized() does. */
export function CurrentActor() {
  return createParameterDecorator<GraphqlContext>(({ context }) => context.actor());
}
