import fs from 'node:fs';
import path from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './server';

/**
 * A graphql-ws client of the test server's `/graphql` over WSS that checks the server's certificate for real:
 * graphql-ws builds the socket itself, so a subclass hands `ws` the test server's self-signed CA.
 */
export function subscriptionClient(t: Pick<TestServer, 'url' | 'dataDir'>, connectionParams: Record<string, string>): Client {
  const ca = fs.readFileSync(path.join(t.dataDir, 'tls', 'self-signed.crt'), 'utf8');
  class TrustingWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { ca });
    }
  }
  return createClient({ url: `${t.url.replace(/^https/, 'wss')}/graphql`, webSocketImpl: TrustingWebSocket, connectionParams, retryAttempts: 0, lazy: true });
}
