import { AppError } from '../../../src/common/app-error';
import { CaptureService } from '../../../src/domain/capture/capture.service';
import { pieces } from '../../support/byte-source';

/** CaptureService.receive/captureReceived with an in-memory blob store: what is stored, kept and removed. */
function service(reader: Record<string, unknown>, opts: { insertFails?: boolean } = {}) {
  const stored = new Map<string, Buffer>();
  const inserted: unknown[] = [];
  const blobs = {
    put: async (k: string, b: Buffer) => void stored.set(k, b),
    putStream: async (k: string, source: AsyncIterable<Buffer>) => {
      const parts: Buffer[] = [];
      for await (const p of source) parts.push(p);
      stored.set(k, Buffer.concat(parts));
    },
    get: async (k: string) => stored.get(k)!,
    delete: async (k: string) => void stored.delete(k),
  };
  const deps = {
    docs: {
      insertWithJob: async (doc: unknown) => {
        if (opts.insertFails) throw new Error('database unavailable');
        inserted.push(doc);
      },
    },
    queue: { runNow: async () => 'done', notify() {} },
    blobs,
    reader,
    documents: {},
    samples: { samples: [{ url: 'https://example.com/sample.pdf' }] },
    fetch: { allowlist: [], maxBytes: 1000, timeoutMs: 1000 },
    maxUploadBytes: 1024 * 1024,
    ocrLanguages: ['eng', 'deu'],
    syncWaitMs: 0,
  };
  const s = new CaptureService(deps as unknown as ConstructorParameters<typeof CaptureService>[0]);
  return { s, stored, inserted };
}

const actor = { accountId: 'a1', email: 'a@example.com', isDemo: false } as never;
const PDF = Buffer.from('%PDF-1.4 streamed');

describe('CaptureService.receive', () => {
  it('stores the upload, and with a reader that has no streamed check, checks the stored bytes', async () => {
    const seen: Buffer[] = [];
    const { s, stored, inserted } = service({ inspect: async () => 'pdf', accept: async (b: Buffer) => (seen.push(b), 'pdf') });
    const received = await s.receive(actor, pieces(PDF, 4), 'x.pdf');
    expect(received).toMatchObject({ type: 'pdf', byteSize: PDF.length, fileName: 'x.pdf' });
    expect(seen).toEqual([PDF]);
    expect(stored.get(received.documentId)).toEqual(PDF);
    expect(await s.captureReceived(actor, received, { language: 'de' })).toMatchObject({ kind: 'accepted' });
    expect(inserted).toEqual([expect.objectContaining({ id: received.documentId, languages: 'deu', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
  });

  it('removes the stored upload when the reader refuses it', async () => {
    const { s, stored } = service({ inspect: async () => 'pdf', acceptProbe: async (p: { done: boolean }) => {
      if (p.done) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'no');
      return undefined;
    } });
    await expect(s.receive(actor, pieces(PDF, 4), 'x.pdf')).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(stored.size).toBe(0);
  });

  it('refuses an empty file part with 400 and stores nothing', async () => {
    const { s, stored } = service({ inspect: async () => 'pdf', acceptProbe: async () => 'pdf' });
    await expect(s.receive(actor, pieces(Buffer.alloc(0), 4), 'x.pdf')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(stored.size).toBe(0);
  });

  it('refuses the demo account before reading anything', async () => {
    const { s, stored } = service({ inspect: async () => 'pdf' });
    const source = { [Symbol.asyncIterator]: () => { throw new Error('read'); } };
    await expect(s.receive({ accountId: 'demo', email: 'demo@example.com', isDemo: true } as never, source, 'x.pdf')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(stored.size).toBe(0);
  });

  it('removes the stored upload when its document cannot be inserted, or its language hint is refused', async () => {
    for (const [opts, options, error] of [
      [{ insertFails: true }, {}, 'database unavailable'],
      [{}, { language: 'klingon' }, /language/i],
    ] as const) {
      const { s, stored } = service({ inspect: async () => 'pdf', acceptProbe: async () => 'pdf' }, opts);
      const received = await s.receive(actor, pieces(PDF, 4), 'x.pdf');
      expect(stored.size).toBe(1);
      await expect(s.captureReceived(actor, received, options)).rejects.toThrow(error);
      expect(stored.size).toBe(0);
    }
  });
});
