import 'reflect-metadata';
import { type GraphQLSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountResolver } from '../resolvers/account.resolver';
import { BankTxnResolver } from '../resolvers/banktxn.resolver';
import { CallbackResolver } from '../resolvers/callback.resolver';
import { CaptureResolver } from '../resolvers/capture.resolver';
import { DocumentEditResolver } from '../resolvers/document-edit.resolver';
import { DocumentStatusResolver } from '../resolvers/document-status.resolver';
import { DocumentResolver } from '../resolvers/document.resolver';
import { ExpenseCategoryResolver } from '../resolvers/expense-category.resolver';
import { CredentialResolver } from '../resolvers/credential.resolver';
import { LifecycleResolver } from '../resolvers/lifecycle.resolver';
import { PasswordResolver } from '../resolvers/password.resolver';
import { requireIdentity } from './auth';
import type { GraphqlContext } from './context';

/** Every resolver class; each is constructed with the Services (see container.ts). */
export const RESOLVERS = [DocumentResolver, DocumentEditResolver, CaptureResolver, AccountResolver, BankTxnResolver, ExpenseCategoryResolver, CallbackResolver, DocumentStatusResolver, CredentialResolver, PasswordResolver, LifecycleResolver] as const;

let built: Promise<GraphQLSchema> | undefined;

/**
 * The GraphQL schema, built from the type-graphql classes. It needs no services: resolvers are taken per
 * request from the context's container, so the same schema object serves every server (and every test).
 */
export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...RESOLVERS],
    container: ({ context }: { context: GraphqlContext }) => {
      if (!context?.container) throw new Error('GraphQL context has no resolver container (use createContext)');
      return context.container;
    },
    authChecker: requireIdentity,
    // type-graphql insists on a PubSub once a @Subscription exists, even though ours bring their own `subscribe`
    // (Services.events, which crosses processes through Redis). Anything reaching this one is a wiring mistake.
    pubSub: {
      publish: () => {
        throw new Error('GraphQL subscriptions publish through Services.events, not type-graphql PubSub');
      },
      subscribe: () => {
        throw new Error('GraphQL subscriptions subscribe through Services.events, not type-graphql PubSub');
      },
    },
    // Input rules (types of record values, dates, ...) are the domain's; class-validator would be a second copy.
    validate: false,
  });
  return built;
}

const HEADER = `# capture GraphQL API. Generated from the type-graphql classes by \`npm run contracts\`: do not edit.
# Send operations to POST /graphql (or GET /graphql for queries). Authenticate with "Authorization: Bearer <apiKey>"
# or the four headers CLIENT-ID, AUTHORIZATION (apikey <username>:<apiKey>), PASSWORD and SECRET-KEY.
# Multipart uploads and GET requests must also send "apollo-require-preflight: true" (CSRF protection).
`;

/** schema.graphql's content: the SDL in definition order (record fields keep the contract's order). */
export function printSchemaSdl(schema: GraphQLSchema): string {
  return `${HEADER}\n${printSchema(schema)}\n`;
}
