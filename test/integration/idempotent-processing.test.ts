import type { BlobStore } from '../../src/domain/capture/blob-store';
import { DocumentProcessor } from '../../src/domain/capture/document.processor';
import { DocumentEntity } from '../../src/domain/document/document.entity';
import type { MailMessage } from '../../src/domain/mail/mailer';
import type { ExtractionResult } from '../../src/extraction/types';
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
  const blobs: BlobStore = { put: async () => undefined, get: async () => Buffer.from('%PDF-'), delete: async () => undefined };
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
});
