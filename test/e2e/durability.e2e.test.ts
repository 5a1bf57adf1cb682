import fs from 'node:fs';
import path from 'node:path';
import { registerVerified, startTestServer } from '../support/server';

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

async function waitForRecord(request: (m: string, p: string, o: object) => Promise<{ body: any }>, headers: Record<string, string>, key: string) {
  for (let i = 0; i < 150; i++) {
    const hook = await request('POST', '/webhook', { headers, query: { capture_key: key } });
    if (hook.body.status !== 'success' || hook.body.data) return hook.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('still processing');
}

describe('the durable in-process queue', () => {
  it('keeps accepted jobs across a restart, and reports a job that fails', async () => {
    // An API-only process accepts work but runs no worker: the jobs wait in the database.
    const first = await startTestServer({ CAPTURE_ROLE: 'api' });
    const { headers } = await registerVerified(first);
    const send = async () =>
      (await first.request('POST', '/api/v4', {
        headers,
        query: { type: 'async' },
        multipart: { files: [{ field: 'pdf', name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }] },
      })).body.capture_key as string;
    const kept = await send();
    const broken = await send();
    const hook = await first.request('POST', '/webhook', { headers, query: { capture_key: kept } });
    expect(hook.body).toEqual({ message: 'The document you submitted is being processed.', status: 'success' });
    await first.stop();

    // Lose the original of one document, so its job fails for a reason the client can read.
    const blobs = path.join(first.dataDir, 'blobs');
    const all = fs.readdirSync(blobs, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(all).toHaveLength(2);
    // Which blob belongs to which key is the server's business; removing either one must fail exactly that job.
    const victim = all[0];
    fs.rmSync(path.join(victim.parentPath ?? (victim as unknown as { path: string }).path, victim.name));

    const second = await startTestServer({ MAX_JOB_ATTEMPTS: '1' }, { dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    try {
      const results = [await waitForRecord(second.request, headers, kept), await waitForRecord(second.request, headers, broken)];
      const processed = results.filter((r) => r.data);
      const failed = results.filter((r) => r.status === 'failed');
      expect(processed).toHaveLength(1);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ status: 'failed', message: expect.stringMatching(/could not be processed/), reason: expect.any(String) });
      const mail = await second.mail.waitFor((m) => /could not be processed/.test(m.subject));
      expect(mail.text).toMatch(/capture_key: data\//);
    } finally {
      await second.close();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
      const { dropDatabase } = await import('../support/database');
      await dropDatabase(first.databaseUrl);
    }
  });
});
