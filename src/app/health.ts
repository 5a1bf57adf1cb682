import type { RequestHandler } from 'express';
import type { Services } from './services';

/** GET /healthz of every role: 200 with `extra` while the database answers, 503 otherwise. */
export function healthHandler(s: Services, extra: Record<string, string>): RequestHandler {
  return async (_req, res) => {
    try {
      await s.dataSource.query('SELECT 1');
      res.json({ status: 'ok', database: 'up', ...extra });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down', message: 'The database does not answer' });
    }
  };
}
