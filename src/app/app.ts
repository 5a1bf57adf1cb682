import express, { type Express } from 'express';
import { errorHandler } from '../rest/errors';
import { accountRoutes } from '../rest/account.routes';
import { banktxnRoutes } from '../rest/banktxn.routes';
import { expenseCategoryRoutes } from '../rest/expense-categories.routes';
import { captureRoutes } from '../rest/capture.routes';
import { credentialRoutes } from '../rest/credentials.routes';
import { lifecycleRoutes } from '../rest/lifecycle.routes';
import { recordRoutes } from '../rest/record.routes';
import { SAMPLES_DIR } from '../domain/capture/sample-library';
import { createGraphqlRouter } from '../graphql/server';
import { ideAssetHandler, ideHandler } from '../graphql/ide';
import { IdeAssetStore } from '../graphql/ide-asset-store';
import { compressJson } from '../rest/compression';
import { healthHandler } from './health';
import type { Services } from './services';
import { jsonBody } from '../rest/body';
import { accessLog } from '../rest/access-log';
import { createRateLimits } from '../rest/rate-limit';
import { ideSecurityHeaders, securityHeaders } from '../rest/security-headers';
import { metricsHandler } from '../common/metrics';
import { parseQuery } from '../rest/query';
import { compileTrust } from '../common/client-address';

export interface HttpApp {
  app: Express;
  stop(): Promise<void>;
}

/** The HTTP surface: REST compatibility paths, GraphQL with its offline IDE, samples and health. */
export async function createHttpApp(s: Services): Promise<HttpApp> {
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client behind TRUST_PROXY's proxies (rate limits, access log, audit entries), never a spoofed one.
  app.set('trust proxy', compileTrust(s.config.trustProxy));
  app.set('query parser', parseQuery);
  app.use(accessLog(s.logger), securityHeaders(s.config), compressJson());

  app.get('/healthz', healthHandler(s, { models: 'ready' }));

  if (s.config.metrics.enabled) app.get('/metrics', metricsHandler(s.config));
  const limits = await createRateLimits(s.config, s.logger);
  app.use(limits.middleware);

  app.use('/samples', express.static(SAMPLES_DIR, { index: false, fallthrough: true }));
  // GraphQL parses its own bodies (JSON and multipart uploads), so it comes before the REST body parsers.
  const graphql = await createGraphqlRouter(s, { chargeCost: limits.chargeCost });
  app.use(graphql.router);
  const ideAssets = new IdeAssetStore();
  app.get('/graphql/assets/:name', ideAssetHandler(ideAssets));
  app.get('/graphql', ideSecurityHeaders(), ideHandler({ endpoint: '/graphql', title: 'capture GraphQL', store: ideAssets }));

  // Bank-transaction calls (10,000 transactions or examples) and record edits (Raw_Text up to 1,000,000 characters)
  // parse their own, larger bodies, so they come before the app-wide 1 MB parser that would otherwise refuse them.
  app.use(banktxnRoutes(s), recordRoutes(s));
  app.use(jsonBody('1mb'), express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(accountRoutes(s), captureRoutes(s), expenseCategoryRoutes(s), credentialRoutes(s), lifecycleRoutes(s));

  app.use((req, res) => {
    res.status(404).json({ message: `No route for ${req.method} ${req.path}`, status: 'unsuccessful', code: 'NOT_FOUND' });
  });
  app.use(errorHandler(s.logger));
  return {
    app,
    stop: async () => {
      await graphql.stop();
      await limits.close();
    },
  };
}
