import express, { type Express } from 'express';
import { metricsHandler } from '../common/metrics';
import { healthHandler } from './health';
import type { Services } from './services';

/**
 * A worker-only process answers health checks (and metrics, where enabled) and nothing else: it takes no
 * documents from clients, so a misrouted client gets a clear 404 rather than a half-served API.
 */
export function createWorkerApp(s: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', healthHandler(s, { role: 'worker', queue: s.queue.kind }));
  if (s.config.metrics.enabled) app.get('/metrics', metricsHandler(s.config));
  app.use((req, res) => {
    res.status(404).json({ message: `This is a worker process (CAPTURE_ROLE=worker); it serves no ${req.method} ${req.path}`, status: 'unsuccessful', code: 'NOT_FOUND' });
  });
  return app;
}
