import fs from 'node:fs';
import path from 'node:path';
import { registerVerified, startTestServer } from '../support/server';

const PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

/** An API-only node and a worker-only node over one database (and one Redis, when REDIS_URL is set). */
describe('CAPTURE_ROLE=api and CAPTURE_ROLE=worker', () => {
  it('the API accepts, the worker processes, and the worker serves only health and metrics', async () => {
    const api = await startTestServer({ CAPTURE_ROLE: 'api' });
    const worker = await startTestServer({ CAPTURE_ROLE: 'worker', METRICS_TOKEN: 'scrape-me' }, { dataDir: api.dataDir, databaseUrl: api.databaseUrl });
    try {
      const { headers } = await registerVerified(api);
      const accepted = await api.request('POST', '/api/v4', {
        headers,
        query: { type: 'async' },
        multipart: { files: [{ field: 'pdf', name: 'a.pdf', type: 'application/pdf', bytes: PDF }] },
      });
      expect(accepted.status).toBe(200);
      const key = accepted.body.capture_key as string;
      let hook;
      for (let i = 0; i < 200; i++) {
        hook = await api.request('POST', '/webhook', { headers, query: { capture_key: key } });
        if (hook.body.data) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(hook!.body.data).toBeDefined();

      const health = await worker.request('GET', '/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', role: 'worker' });
      // The job is observed just after its record is committed, so the scrape may have to come again.
      let metrics;
      for (let i = 0; i < 50; i++) {
        metrics = await worker.request('GET', '/metrics', { headers: { authorization: 'Bearer scrape-me' } });
        if (/capture_job_duration_seconds_count\{/.test(metrics.text)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      metrics = metrics!;
      expect(metrics.status).toBe(200);
      expect(metrics.text).toMatch(/capture_job_duration_seconds_count\{outcome="done"\} 1/);
      expect(metrics.text).toMatch(/capture_queue_depth 0/);
      const refused = await worker.request('POST', '/api/v4', { headers, query: { type: 'async' } });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ status: 'unsuccessful', message: expect.stringMatching(/worker process/) });
    } finally {
      await worker.stop();
      await api.close();
    }
  });
});
