import { CaptureService } from '../../../src/domain/capture/capture.service';

/**
 * A SYNC capture whose job a background worker claimed first (or that is due for a retry) must still answer
 * with the result: the client asked to wait, and a capture key alone would break it.
 */
function service(opts: { runNow: string; views: string[]; syncWaitMs?: number }) {
  let viewed = 0;
  const record = { Total: 12 };
  const deps = {
    docs: { insertWithJob: async () => undefined },
    queue: { runNow: async () => opts.runNow, notify() {} },
    blobs: { put: async () => undefined },
    reader: { inspect: async () => 'pdf' },
    documents: {
      view: async () => {
        const status = opts.views[Math.min(viewed++, opts.views.length - 1)];
        return status === 'failed' ? { status, reason: 'bad scan' } : status === 'processed' ? { status, record } : { status };
      },
    },
    samples: { samples: [] },
    fetch: { allowlist: [], maxBytes: 1000, timeoutMs: 1000 },
    maxUploadBytes: 1000,
    ocrLanguages: ['eng'],
    syncWaitMs: opts.syncWaitMs ?? 5_000,
  };
  const actor = { accountId: 'a1', email: 'a@example.com', demo: false };
  const s = new CaptureService(deps as unknown as ConstructorParameters<typeof CaptureService>[0]);
  return { capture: () => s.captureFile(actor as never, { bytes: Buffer.from('%PDF-1.4'), fileName: 'x.pdf' }, 'sync') };
}

describe('synchronous capture when a worker has the job', () => {
  it('waits for the worker and returns the processed record', async () => {
    const out = await service({ runNow: 'taken', views: ['processing', 'processing', 'processed'] }).capture();
    expect(out).toMatchObject({ kind: 'processed', record: { Total: 12 } });
  });

  it('returns the failure the worker recorded', async () => {
    const out = await service({ runNow: 'retrying', views: ['processing', 'failed'] }).capture();
    expect(out).toMatchObject({ kind: 'failed', reason: 'bad scan' });
  });

  it('gives back the capture key once the wait limit has passed', async () => {
    const out = await service({ runNow: 'taken', views: ['processing'], syncWaitMs: 0 }).capture();
    expect(out.kind).toBe('accepted');
    expect(out.captureKey).toMatch(/^data\/a@example.com\//);
  });
});
