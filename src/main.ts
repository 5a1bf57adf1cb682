import './production-env';
import 'reflect-metadata';
import http from 'node:http';
import https from 'node:https';
import express from 'express';
import { closeServices, createServices } from './app/create-services';
import { createHttpApp } from './app/app';
import { createWorkerApp } from './app/worker-app';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { loadTls } from './server/tls';
import { type RunningCluster, startCluster } from './server/cluster';
import { createLogger } from './common/logger';
import { requestHeadTooLarge } from './rest/query';
import { type Subscriptions, attachSubscriptions } from './graphql/subscriptions';

export interface RunningServer {
  server: http.Server | https.Server;
  url: string;
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens at once and answers 503 until the database is migrated and the extraction engine is loaded,
 * so /healthz tells a supervisor exactly when the service can take work.
 */
/**
 * `listenWhenReady` (a process of API_PROCESSES > 1): the port is taken only once the process can serve, so the
 * shared port never hands a connection to a process still starting (a restarted one would answer 503).
 */
export async function startServer(config: AppConfig, opts: { listenWhenReady?: boolean } = {}): Promise<RunningServer> {
  let handler: express.Handler = (_req, res) => {
    res.status(503).json({ message: 'The service is starting', status: 'unavailable' });
  };
  const outer = express();
  outer.disable('x-powered-by');
  outer.use((req, res, next) => handler(req, res, next));

  // The request line counts against maxHeaderSize: a GET with 10,000 txns= needs far more than Node's 16 KB.
  const head = { maxHeaderSize: config.maxRequestHeadBytes };
  const server = config.tls.enabled ? https.createServer({ ...(await loadTls(config)), ...head }, outer) : http.createServer(head, outer);
  server.on('clientError', requestHeadTooLarge(config.maxRequestHeadBytes));
  const listen = async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const port = (server.address() as { port: number }).port;
    return `${config.tls.enabled ? 'https' : 'http'}://127.0.0.1:${port}`;
  };
  let url = opts.listenWhenReady ? '' : await listen();

  let teardown: () => Promise<void> = async () => {};
  let subscriptions: Subscriptions | undefined;
  const ready = (async () => {
    const services = await createServices(config);
    if (config.role === 'worker') {
      handler = createWorkerApp(services);
      teardown = () => closeServices(services);
      if (opts.listenWhenReady) url = await listen();
      return;
    }
    const app = await createHttpApp(services);
    handler = app.app;
    // GraphQL subscriptions (graphql-ws) share the port and the /graphql path: WebSocket upgrades of this server.
    subscriptions = await attachSubscriptions(server, services);
    teardown = async () => {
      await app.stop();
      await closeServices(services);
    };
    if (opts.listenWhenReady) url = await listen();
  })();
  if (opts.listenWhenReady) await ready;

  return {
    server,
    url,
    ready,
    close: async () => {
      // Open sockets would keep server.close() waiting: they are closed first.
      await ready.catch(() => undefined);
      await subscriptions?.close();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await ready.catch(() => undefined);
      await teardown();
    },
  };
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    // `npm run worker` passes --worker: the same build and configuration, taking jobs only.
    config = loadConfig(process.argv.includes('--worker') ? { ...process.env, CAPTURE_ROLE: 'worker' } : process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  if (config.apiProcesses > 1) return runCluster(config);
  const running = await startServer(config);
  process.stderr.write(`capture (role ${config.role}) listening on ${config.publicUrl} (bound to ${config.host}:${(running.server.address() as { port: number }).port})\n`);
  running.ready.then(
    () => process.stderr.write('capture ready\n'),
    (e) => {
      process.stderr.write(`capture failed to start: ${(e as Error).message}\n`);
      process.exit(1);
    },
  );
  stopOnSignals(() => running.close());
}

/** API_PROCESSES > 1: this process forks the API processes and supervises them (src/server/cluster.ts). */
async function runCluster(config: AppConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  let running: RunningCluster;
  try {
    running = await startCluster(config, logger);
  } catch (e) {
    process.stderr.write(`capture failed to start: ${(e as Error).message}\n`);
    process.exit(1);
  }
  process.stderr.write(`capture (role ${config.role}, ${config.apiProcesses} API processes) listening on ${config.publicUrl} (bound to ${config.host}:${new URL(running.url).port})\ncapture ready\n`);
  stopOnSignals(() => running.close());
}

/** SIGINT or SIGTERM closes what runs, once, and exits 0 when it closed cleanly. */
function stopOnSignals(close: () => Promise<unknown>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stderr.write(`capture stopping (${signal})\n`);
      close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

if (require.main === module) void main();
