import type { Request, RequestHandler } from 'express';
import type { Logger } from '../common/logger';
import { httpRequestDuration } from '../common/metrics';

const POLLED = new Set(['/healthz', '/metrics']);

/**
 * One access-log line and one latency observation per request, both taken when the response has been sent.
 * The path is logged without its query string (it may carry ?api_key=); metrics use the route pattern
 * instead of the path, so capture keys and ids do not each become a time series.
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Taken now: routers rewrite req.url (and so req.path) while they handle the request.
    const path = req.originalUrl.split('?')[0];
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.statusCode;
      httpRequestDuration.observe({ method: req.method, route: routeLabel(req), status: String(status) }, seconds);
      const accountId = res.locals.accountId as string | undefined;
      // Probes and scrapes come every few seconds; at info they would bury the requests that matter.
      const level = POLLED.has(path) ? 'debug' : 'info';
      logger[level]('request', {
        method: req.method,
        path,
        status,
        ms: Math.round(seconds * 10000) / 10,
        // The client's address: behind TRUST_PROXY's proxies, the one they forwarded.
        ip: req.ip,
        ...(accountId ? { accountId } : {}),
      });
    });
    next();
  };
}

/** The matched route's pattern (/api/v4/record), the mount point of a static tree (/samples/*), or "unmatched". */
export function routeLabel(req: Request): string {
  if (req.route?.path !== undefined) return `${req.baseUrl}${String(req.route.path)}`;
  return req.baseUrl ? `${req.baseUrl}/*` : 'unmatched';
}
