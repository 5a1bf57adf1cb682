import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../config/config';

/**
 * Prometheus metrics of this process. One registry per process (not prom-client's global one), so nothing a
 * dependency registers ends up on /metrics, and tests can read exactly these series.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request arrival to the end of the response, by route pattern (not raw path).',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [registry],
});

const jobDuration = new Histogram({
  name: 'capture_job_duration_seconds',
  help: 'Time one queued document job took, by outcome (done, retry, failed).',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
  registers: [registry],
});

const ocrPage = new Histogram({
  name: 'capture_ocr_page_seconds',
  help: 'OCR time of one page (preparation, orientation, recognition and any re-read in a detected language).',
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers: [registry],
});

let queueDepthSource: (() => Promise<number>) | undefined;

new Gauge({
  name: 'capture_queue_depth',
  help: 'Documents waiting for a worker (queued or waiting for a retry), read when scraped.',
  registers: [registry],
  async collect() {
    if (!queueDepthSource) return;
    try {
      this.set(await queueDepthSource());
    } catch {
      // A scrape must still answer when the queue's store is down; the gauge then keeps its last value.
    }
  },
});

/** The queue registers how to count its waiting jobs; the gauge asks it at each scrape. */
export function setQueueDepthSource(fn: () => Promise<number>): void {
  queueDepthSource = fn;
}

export function observeJob(outcome: 'done' | 'retry' | 'failed', seconds: number): void {
  jobDuration.observe({ outcome }, seconds);
}

export function observeOcrPage(seconds: number): void {
  ocrPage.observe(seconds);
}

/**
 * GET /metrics in the Prometheus text format. With METRICS_TOKEN set the scraper must send it as a bearer
 * token: the figures reveal traffic and load, which is not for everyone who can reach the port.
 */
export function metricsHandler(config: Pick<AppConfig, 'metrics'>): RequestHandler {
  const expected = config.metrics.token ? Buffer.from(`Bearer ${config.metrics.token}`) : undefined;
  return async (req, res) => {
    if (expected) {
      const given = Buffer.from(req.get('authorization') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>', status: 'unsuccessful', code: 'UNAUTHENTICATED' });
        return;
      }
    }
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  };
}
