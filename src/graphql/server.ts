import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Services } from '../app/services';
import { ResolverContainer } from './container';
import { type GraphqlContext, createContext } from './context';
import { costGate } from './cost-limit';
import { createErrorFormatter, transportErrorHandler } from './errors';
import { wantsHtml } from './ide';
import { buildGraphqlSchema } from './schema';

export const GRAPHQL_PATH = '/graphql';

// Apollo's CSRF rule (the same headers it checks): a request that can be sent cross-site by a plain HTML form
// must carry one of these, which browsers only send after a CORS preflight.
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

// Record edits may carry Raw_Text of up to 1,000,000 characters; JSON escaping can make that several megabytes.
// (Behind an app-wide express.json() mounted earlier, that parser's limit is the one that applies.)
const JSON_LIMIT = '8mb';

export interface GraphqlRouter {
  router: express.Router;
  stop(): Promise<void>;
}

/**
 * POST (and GET, for queries) /graphql, with GraphQL multipart uploads. Browsers asking for HTML on GET are
 * passed on (next('router')) to the IDE page the app mounts; Apollo's own CDN landing page is disabled.
 */
export async function createGraphqlRouter(
  services: Services,
  opts: { chargeCost?: (req: Request, units: number) => Promise<void> } = {},
): Promise<GraphqlRouter> {
  const container = new ResolverContainer(services);
  const schema = await buildGraphqlSchema();
  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: createErrorFormatter(services.logger),
    // No cache hints are used: Apollo's cache-control plugin would otherwise wrap every field's resolver (a
    // willResolveField hook per value, 50 line items × their fields) to compute a policy nobody reads.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();

  const router = express.Router();
  // all() rather than use(): the API lives at exactly /graphql, not at every path below it.
  router.all(
    GRAPHQL_PATH,
    passHtmlThrough,
    uploads(services.config.maxUploadBytes),
    express.json({ limit: JSON_LIMIT }),
    costGate({ schema, limits: services.config.graphql, chargeCost: opts.chargeCost }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(services, container, {
          headers: req.headers,
          queryApiKey: req.query.api_key,
          clientIp: req.ip ?? null,
          onIdentity: (id) => (res.locals.accountId = id.accountId),
        }),
    }),
    transportErrorHandler(services.logger),
  );
  return { router, stop: () => apollo.stop() };
}

const passHtmlThrough: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' && wantsHtml(req.get('accept'))) return next('router');
  next();
};

/**
 * graphql-upload, except for multipart requests that Apollo's CSRF check will refuse anyway: those are not
 * parsed, so a cross-site form post never gets its files buffered to disk.
 */
function uploads(maxFileSize: number): RequestHandler {
  const parse = graphqlUploadExpress({ maxFileSize, maxFiles: 1 });
  return (req, res, next) => {
    if (req.is('multipart/form-data') && !PREFLIGHT_HEADERS.some((h) => req.get(h))) return next();
    parse(req, res, next);
  };
}
