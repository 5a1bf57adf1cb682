import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { metricsHandler, observeJob, observeOcrPage, registry, setQueueDepthSource } from '../../../src/common/metrics';
import { accessLog, routeLabel } from '../../../src/rest/access-log';
import type { Logger } from '../../../src/common/logger';

async function serve(app: express.Express) {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('metrics', () => {
  it('serves the Prometheus text format with process, job, OCR and queue-depth series', async () => {
    observeJob('done', 1.5);
    observeJob('failed', 0.2);
    observeOcrPage(0.8);
    setQueueDepthSource(async () => 7);
    const app = express();
    app.get('/metrics', metricsHandler({ metrics: { enabled: true } }));
    const s = await serve(app);
    try {
      const res = await fetch(`${s.base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('process_cpu_seconds_total');
      expect(text).toContain('capture_job_duration_seconds_count{outcome="done"} 1');
      expect(text).toContain('capture_job_duration_seconds_count{outcome="failed"} 1');
      expect(text).toContain('capture_ocr_page_seconds_count 1');
      expect(text).toMatch(/^capture_queue_depth 7$/m);
    } finally {
      await s.close();
    }
  });

  it('still answers when the queue depth cannot be read', async () => {
    setQueueDepthSource(async () => {
      throw new Error('redis down');
    });
    await expect(registry.metrics()).resolves.toContain('capture_queue_depth');
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const app = express();
    app.get('/metrics', metricsHandler({ metrics: { enabled: true, token: 's3cret-token' } }));
    const s = await serve(app);
    try {
      for (const authorization of [undefined, 'Bearer wrong', 'Bearer s3cret-token2', 's3cret-token']) {
        const res = await fetch(`${s.base}/metrics`, { headers: authorization ? { authorization } : {} });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: expect.any(String), status: 'unsuccessful', code: 'UNAUTHENTICATED' });
      }
      const ok = await fetch(`${s.base}/metrics`, { headers: { authorization: 'Bearer s3cret-token' } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('http_request_duration_seconds');
    } finally {
      await s.close();
    }
  });
});

describe('accessLog', () => {
  it('logs method, path without query, status, ms and account; observes latency by route pattern', async () => {
    const lines: { message: string; meta?: Record<string, unknown> }[] = [];
    const logger: Logger = { error() {}, info: (message, meta) => lines.push({ message, meta }), debug() {} };
    const app = express();
    app.use(accessLog(logger));
    const r = express.Router();
    r.get('/items/:id', (_req, res) => {
      res.locals.accountId = 'acc-1';
      res.json({});
    });
    app.use('/api', r);
    app.use((_req, res) => res.status(404).json({}));
    const s = await serve(app);
    try {
      await fetch(`${s.base}/api/items/42?api_key=SECRET-KEY-VALUE`);
      await fetch(`${s.base}/nowhere`);
      await new Promise((r) => setImmediate(r));
      expect(lines).toEqual([
        { message: 'request', meta: { method: 'GET', path: '/api/items/42', status: 200, ms: expect.any(Number), ip: '127.0.0.1', accountId: 'acc-1' } },
        { message: 'request', meta: { method: 'GET', path: '/nowhere', status: 404, ms: expect.any(Number), ip: '127.0.0.1' } },
      ]);
      expect(JSON.stringify(lines)).not.toContain('SECRET-KEY-VALUE');
      const text = await registry.metrics();
      expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/items/:id",status="200"} 1');
      expect(text).toContain('http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1');
    } finally {
      await s.close();
    }
  });

  it('labels a static mount by its prefix', () => {
    expect(routeLabel({ baseUrl: '/samples' } as express.Request)).toBe('/samples/*');
  });
});
