import type { BlobStore } from '../../src/domain/capture/blob-store';
import { DocumentProcessor } from '../../src/domain/capture/document.processor';
import { DocumentEntity } from '../../src/domain/document/document.entity';
import type { MailMessage } from '../../src/domain/mail/mailer';
import type { ExtractionResult } from '../../src/extraction/types';
import { LocalDocumentEvents } from '../../src/domain/events/document-events';
import { CallbackDeliveryRepository } from '../../src/domain/notify/callback-delivery.repository';
import { CallbackDispatcher } from '../../src/domain/notify/callback-dispatcher';
import { CallbackService } from '../../src/domain/notify/callback.service';
import { DocumentNotifier } from '../../src/domain/notify/document-notifier';
import { dbLabel } from '../support/database';
import { createAccount, seedDocument } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

let env: GraphqlTestServices;
beforeAll(async () => {
  env = await createGraphqlTestServices();
});
afterAll(async () => env.close());

const result: ExtractionResult = {
  fields: { Vendor_Name: 'ACME', Total: 12.5 } as never,
  lineItems: [{ Description: 'one' }, { Description: 'two' }] as never,
  rawText: 'ACME 12.50',
  pageCount: 1,
  pages: [],
};

function processor(mail: MailMessage[], outcomes: string[]) {
  const blobs: BlobStore = { put: async () => undefined, putStream: async () => undefined, get: async () => Buffer.from('%PDF-'), delete: async () => undefined };
  const reader = {
    inspect: async () => 'pdf' as const,
    // Both runs read at the same time, as when a worker presumed dead was only slow.
    extract: async () => new Promise<ExtractionResult>((r) => setTimeout(() => r(result), 50)),
  };
  return new DocumentProcessor({
    docs: env.docRepo,
    blobs,
    reader,
    mailer: { send: async (m) => void mail.push(m), close() {} },
    logger: { error() {}, info() {}, debug() {} },
    notifier: { outcome: async (_doc, o) => void outcomes.push(o) },
  });
}

describe(`a job that runs twice writes one record (${dbLabel})`, () => {
  it('two concurrent runs of one document: one record, its line items once, one e-mail, one notification', async () => {
    const acc = await createAccount(env);
    const doc = await seedDocument(env, acc, { status: 'processing' });
    await env.services.dataSource.manager.update(DocumentEntity, { id: doc.id }, { notifyByEmail: true });
    const mail: MailMessage[] = [];
    const outcomes: string[] = [];
    const a = processor(mail, outcomes);
    const b = processor(mail, outcomes);
    await Promise.all([a.process(doc.id), b.process(doc.id), a.process(doc.id)]);
    const saved = await env.docRepo.findById(doc.id);
    expect(saved!.status).toBe('processed');
    expect(await env.docRepo.lineItems(doc.id)).toHaveLength(2);
    expect(mail.filter((m) => /has been processed/.test(m.subject))).toHaveLength(1);
    expect(outcomes).toEqual(['processed']);
  });

  it('a late failure report after success changes nothing', async () => {
    const acc = await createAccount(env);
    const doc = await seedDocument(env, acc, { status: 'processing' });
    const outcomes: string[] = [];
    const p = processor([], outcomes);
    await p.process(doc.id);
    await p.failed(doc.id, 'stalled');
    const saved = await env.docRepo.findById(doc.id);
    expect(saved!.status).toBe('processed');
    expect(saved!.failureReason).toBeNull();
    expect(outcomes).toEqual(['processed']);
  });

  it('the callback row and the record commit together: when recording the callback fails, the record is not saved', async () => {
    const acc = await createAccount(env);
    const doc = await seedDocument(env, acc, { status: 'processing' });
    const p = processor([], []);
    (p as unknown as { deps: { notifier: object } }).deps.notifier = {
      record: async () => Promise.reject(new Error('disk full')),
      outcome: async () => undefined,
    };
    await expect(p.process(doc.id)).rejects.toThrow('disk full');
    const saved = await env.docRepo.findById(doc.id);
    expect(saved!.status).toBe('processing');
    expect(saved!.processedAt).toBeNull();
    expect(await env.docRepo.lineItems(doc.id)).toHaveLength(0);
    // The retry then completes it.
    await processor([], []).process(doc.id);
    expect((await env.docRepo.findById(doc.id))!.status).toBe('processed');
  });

  it("the processing e-mail is a delivery row of the record's own transaction, sent and retried by the dispatcher", async () => {
    const acc = await createAccount(env);
    const doc = await seedDocument(env, acc, { status: 'processing' });
    await env.services.dataSource.manager.update(DocumentEntity, { id: doc.id }, { notifyByEmail: true });
    const quiet = { error() {}, info() {}, debug() {} };
    const repo = new CallbackDeliveryRepository(env.services.dataSource);
    const notifier = new DocumentNotifier(new LocalDocumentEvents(), new CallbackService(repo, { allowlist: [] }), quiet);
    const direct: MailMessage[] = [];
    const p = processor(direct, []);
    Object.assign((p as unknown as { deps: object }).deps, { notifier, notificationFrom: 'Notices <notices@example.com>' });
    await p.process(doc.id);
    expect(direct).toEqual([]);
    const rows = await repo.findByDocument(doc.id);
    expect(rows.map((r) => [r.event, r.url, r.state])).toEqual([['email.processed', `mailto:${acc.email}`, 'pending']]);

    const sent: MailMessage[] = [];
    let refuse = true;
    const smtp = async (m: MailMessage) => {
      if (refuse) {
        refuse = false;
        throw new Error('451 try again later');
      }
      sent.push(m);
    };
    const dispatcher = new CallbackDispatcher(repo, { allowlist: [], timeoutMs: 1000, maxAttempts: 3, backoffMs: 10, pollMs: 50 }, quiet, undefined, smtp);
    await dispatcher.runOnce();
    await new Promise((r) => setTimeout(r, 50));
    await dispatcher.runOnce();
    expect(sent).toEqual([
      { to: acc.email, from: 'Notices <notices@example.com>', subject: 'Your document has been processed', text: expect.stringContaining(doc.captureKey) },
    ]);
    expect((await repo.findByDocument(doc.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});
