import type http from 'node:http';
import type https from 'node:https';
import type { Duplex } from 'node:stream';
import { type GraphQLError, type GraphQLFormattedError, getOperationAST, parse } from 'graphql';
// This project resolves modules the Node 10 way, which does not read package "exports": the types are named by
// file, the code is loaded through the exported path.
import type { useServer as UseServer } from 'graphql-ws/dist/use/ws.cjs';
import { WebSocketServer } from 'ws';
import type { Services } from '../app/services';
import { type TrustFn, clientAddress, compileTrust } from '../common/client-address';
import { TOKEN_LIMIT, checkOperation, tokenLimitError } from './cost-limit';
import { ResolverContainer } from './container';
import { createContext } from './context';
import { createErrorFormatter } from './errors';
import { buildGraphqlSchema } from './schema';
import { GRAPHQL_PATH } from './server';
import { closeRedis, connectRedis, createRedis } from '../common/redis';
import { RedisSlots, SubscriptionSlots } from './subscription-slots';

// Operations over the socket are small; a large message is a mistake or an attack, not a query.
const MAX_MESSAGE_BYTES = 64 * 1024;
const CREDENTIAL_KEYS = ['authorization', 'client-id', 'password', 'secret-key'];

/**
 * The credentials of a socket: the connection_init payload's keys (the header names, any case), else the same
 * headers on the upgrade request (for clients that can set them), else ?api_key= on the URL.
 */
export function socketCredentials(params: Record<string, unknown> | undefined, request: http.IncomingMessage, trust: TrustFn = () => false) {
  const headers: Record<string, string> = {};
  for (const key of CREDENTIAL_KEYS) {
    const v = request.headers[key];
    if (typeof v === 'string') headers[key] = v;
  }
  const fromParams = Object.entries(params ?? {}).filter(([k, v]) => CREDENTIAL_KEYS.includes(k.toLowerCase()) && typeof v === 'string');
  if (fromParams.length) {
    for (const key of CREDENTIAL_KEYS) delete headers[key];
    for (const [k, v] of fromParams) headers[k.toLowerCase()] = v as string;
  }
  const queryApiKey = new URL(request.url ?? '/', 'http://localhost').searchParams.get('api_key') ?? undefined;
  return { headers, queryApiKey, clientIp: clientAddress(request, trust) };
}

export interface Subscriptions {
  close(): Promise<void>;
}

/**
 * GraphQL over WebSocket (the graphql-transport-ws protocol of graphql-ws) on the HTTP(S) server's own port, at
 * /graphql. Errors are formatted as on POST /graphql, so a NOT_FOUND is the same answer on both.
 */
const { useServer } = require('graphql-ws/use/ws') as { useServer: typeof UseServer };

export async function attachSubscriptions(server: http.Server | https.Server, services: Services): Promise<Subscriptions> {
  const schema = await buildGraphqlSchema();
  const container = new ResolverContainer(services);
  const format = createErrorFormatter(services.logger);
  const formatAll = (errors: readonly GraphQLError[]): GraphQLFormattedError[] => errors.map((e) => format(e.toJSON(), e));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const trust = compileTrust(services.config.trustProxy);
  const { redisUrl, redisPrefix, graphql } = services.config;
  // Per account across every API node when they share Redis; per process otherwise.
  const redis = redisUrl ? createRedis(redisUrl, { name: 'capture-subscriptions' }) : undefined;
  if (redis) {
    await connectRedis(redis, redisUrl!, 5000).catch((e) =>
      services.logger.error('redis for subscription limits unavailable; counting in this process until it answers', { error: (e as Error).message }),
    );
  }
  const slots = new SubscriptionSlots(graphql.maxSubscriptions, redis ? new RedisSlots(redis, redisPrefix, { logger: services.logger }) : undefined);

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const disposable = useServer(
    {
      schema,
      context: (ctx) =>
        createContext(services, container, { ...socketCredentials(ctx.connectionParams, ctx.extra.request, trust), subscriptionSlots: slots }),
      // The socket also carries queries and mutations: the same cost, depth and alias limits as POST /graphql.
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, { noLocation: true, maxTokens: services.config.graphql.maxTokens });
        } catch (e) {
          if (e instanceof Error && TOKEN_LIMIT.test(e.message)) return [tokenLimitError(services.config.graphql.maxTokens)];
          return undefined; // graphql-ws answers the syntax error itself
        }
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return undefined;
        const { error } = checkOperation(schema, document, operation, payload.variables ?? undefined, services.config.graphql);
        return error ? [error] : undefined;
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: formatAll(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => formatAll(errors),
    },
    wss,
  );

  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await slots.close();
      if (redis) await closeRedis(redis);
    },
  };
}
