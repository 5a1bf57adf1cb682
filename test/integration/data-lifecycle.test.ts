import { AppError } from '../../src/common/app-error';
import { AccountNotices } from '../../src/domain/account/account-notices';
import { AccountRepository } from '../../src/domain/account/account.repository';
import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import type { BlobStore } from '../../src/domain/capture/blob-store';
import type { Actor } from '../../src/domain/document/document.service';
import { DocumentEntity } from '../../src/domain/document/document.entity';
import { DataPurger } from '../../src/domain/lifecycle/data-purger';
import { DocumentPurgeEntity } from '../../src/domain/lifecycle/document-purge.entity';
import { LifecycleRepository } from '../../src/domain/lifecycle/lifecycle.repository';
import { MaintenanceLeaseEntity } from '../../src/domain/lifecycle/maintenance-lease.entity';
import { LifecycleService } from '../../src/domain/lifecycle/lifecycle.service';
import { RetentionSweeper } from '../../src/domain/lifecycle/retention.sweeper';
import { JobEntity } from '../../src/domain/queue/job.entity';
import type { ExtractionResult } from '../../src/extraction/types';
import { dbLabel } from '../support/database';
import { createAccount, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';
import { blobFileLeftovers, rowLeftovers } from '../support/leftovers';

// Deleting documents and accounts against the real database (SQLite, or MariaDB with DATABASE_URL), the real
// local blob store and the database queue: every row, blob and job goes, whatever state the document is in.

const PASSWORD = 'Graph-QL-secret-1';
const result: ExtractionResult = {
  fields: { Vendor_Name: 'Initech GmbH', Total: 99.5, Invoice_Number: 'IN-7' } as never,
  lineItems: [{ Description: 'Stapler', Amount: 99.5 }] as never,
  rawText: 'Initech GmbH\nInvoice IN-7\nTotal 99.50',
  pageCount: 1,
  pages: [],
};

/** A reader whose extraction can be held, to delete a document while its job is running. */
const reader = {
  calls: 0,
  gate: null as Promise<void> | null,
  inspect: async () => 'pdf' as const,
  async extract(): Promise<ExtractionResult> {
    reader.calls++;
    if (reader.gate) await reader.gate;
    return result;
  },
};

let env: GraphqlTestServices;
let dataDir: string;
let databaseUrl: string | undefined;
beforeAll(async () => {
  env = await createGraphqlTestServices({ reader });
  dataDir = env.services.config.dataDir;
  databaseUrl = env.services.config.databaseUrl;
});
afterAll(() => env?.close());

const actor = (a: TestAccount, over: Partial<Actor> = {}): Actor => ({ accountId: a.accountId, email: a.email, isDemo: false, via: 'rest', ip: '127.0.0.1', ...over });
const PDF = Buffer.from('%PDF-1.4\n% a test original\n');

/** An async capture: the original in the local blob store, the document and its queued job. */
async function capture(a: TestAccount): Promise<DocumentEntity> {
  const out = await env.services.capture.captureFile(actor(a), { bytes: Buffer.concat([PDF, Buffer.from(Math.random().toString())]), fileName: 'x.pdf' }, 'async');
  return (await env.docRepo.findByCaptureKey(a.accountId, out.captureKey))!;
}

/** A processed document with an edit (audit trail, vendor-memory example), an added item and its e-mail delivery row. */
async function processedWithHistory(a: TestAccount): Promise<DocumentEntity> {
  const doc = await capture(a);
  expect(await env.services.queue.runNow(doc.id)).toBe('done');
  await env.services.documents.updateFields(actor(a), doc.captureKey, { Total: 100 });
  await env.services.documents.addLineItem(actor(a), doc.captureKey, { Description: 'Paper' });
  return doc;
}

const needlesOf = (...docs: DocumentEntity[]) => docs.flatMap((d) => [d.id, d.captureKey]);
async function leftovers(needles: string[]): Promise<string[]> {
  return [...(await rowLeftovers({ dataDir, databaseUrl }, needles)), ...blobFileLeftovers(dataDir, needles)];
}
const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: AppError) => ({ code: e.code, message: e.message }));

describe(`deleting a document (${dbLabel})`, () => {
  it('removes the record, line items, audit trail, learned example, delivery rows, job and original', async () => {
    const a = await createAccount(env);
    const doc = await processedWithHistory(a);
    const keep = await processedWithHistory(a);
    const before = await rowLeftovers({ dataDir, databaseUrl }, [doc.id]);
    // The document really is in all these tables first.
    expect(new Set(before.map((l) => l.split('[')[0]))).toEqual(new Set(['documents', 'line_items', 'audit_entries', 'vendor_corrections', 'jobs', 'callback_deliveries']));
    expect(blobFileLeftovers(dataDir, [doc.id])).toHaveLength(1);

    await env.services.lifecycle.deleteDocument(actor(a), doc.captureKey);
    expect(await leftovers(needlesOf(doc))).toEqual([]);
    // The other document of the account is untouched.
    expect((await env.services.documents.view(actor(a), keep.captureKey)).status).toBe('processed');
    expect(blobFileLeftovers(dataDir, [keep.id])).toHaveLength(1);
  });

  it('answers a second deletion, an unknown key and another account\'s key alike: NOT_FOUND', async () => {
    const [a, b] = [await createAccount(env), await createAccount(env)];
    const doc = await processedWithHistory(a);
    await env.services.lifecycle.deleteDocument(actor(a), doc.captureKey);
    const twice = await errorOf(env.services.lifecycle.deleteDocument(actor(a), doc.captureKey));
    expect(twice).toEqual({ code: 'NOT_FOUND', message: `No document with capture_key "${doc.captureKey}"` });
    const other = await processedWithHistory(b);
    expect(await errorOf(env.services.lifecycle.deleteDocument(actor(a), other.captureKey))).toEqual({
      code: 'NOT_FOUND',
      message: `No document with capture_key "${other.captureKey}"`,
    });
    expect((await env.services.documents.view(actor(b), other.captureKey)).status).toBe('processed');
    expect(await errorOf(env.services.lifecycle.deleteDocument(actor(a), ''))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('cancels a queued job: it never runs', async () => {
    const a = await createAccount(env);
    const doc = await capture(a);
    const calls = reader.calls;
    await env.services.lifecycle.deleteDocument(actor(a), doc.captureKey);
    expect(await env.services.queue.runNow(doc.id)).toBe('taken');
    expect(reader.calls).toBe(calls);
    expect(await leftovers(needlesOf(doc))).toEqual([]);
  });

  it('a job running while its document is deleted finishes without writing anything back', async () => {
    const a = await createAccount(env);
    const doc = await capture(a);
    let release!: () => void;
    reader.gate = new Promise<void>((r) => (release = r));
    const calls = reader.calls;
    const run = env.services.queue.runNow(doc.id);
    while (reader.calls === calls) await new Promise((r) => setTimeout(r, 10));
    await env.services.lifecycle.deleteDocument(actor(a), doc.captureKey);
    reader.gate = null;
    release();
    expect(await run).toBe('done');
    expect(await leftovers(needlesOf(doc))).toEqual([]);
    expect(await errorOf(env.services.documents.view(actor(a), doc.captureKey))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe(`cleanup that fails is retried (${dbLabel})`, () => {
  it('keeps the purge row while the blob store refuses, and finishes on a later retry', async () => {
    const a = await createAccount(env);
    const doc = await processedWithHistory(a);
    let down = true;
    const real = (env.services as unknown as { capture: { deps: { blobs: BlobStore } } }).capture.deps.blobs;
    const flaky: BlobStore = {
      put: (k, b) => real.put(k, b),
      putStream: (k, s) => real.putStream(k, s),
      get: (k) => real.get(k),
      delete: async (k) => {
        if (down) throw new Error('store unavailable');
        await real.delete(k);
      },
    };
    const repo = new LifecycleRepository(env.services.dataSource);
    const purger = new DataPurger(repo, flaky, env.services.queue, { error() {}, info() {}, debug() {} });
    const notices = new AccountNotices(new AccountRepository(env.services.dataSource), env.services.mailer, env.services.background);
    const lifecycle = new LifecycleService({ repo, purger, accounts: env.services.accounts, notices, events: env.services.events, logger: env.services.logger });

    await lifecycle.deleteDocument(actor(a), doc.captureKey);
    // The rows are gone at once; the original waits, remembered in its purge row.
    expect(await env.services.dataSource.manager.countBy(DocumentEntity, { id: doc.id })).toBe(0);
    const pending = await env.services.dataSource.manager.findOneByOrFail(DocumentPurgeEntity, { documentId: doc.id });
    expect(pending).toMatchObject({ attempts: 1, lastError: expect.stringContaining('store unavailable') });
    expect(blobFileLeftovers(dataDir, [doc.id])).toHaveLength(1);

    expect(await purger.retryPending()).toBe(1);
    down = false;
    expect(await purger.retryPending()).toBe(0);
    expect(await leftovers(needlesOf(doc))).toEqual([]);
  });
});

describe(`deleting an account (${dbLabel})`, () => {
  it('needs the password: a wrong one is refused (and recorded), none with a bare API key is a 400', async () => {
    const a = await createAccount(env);
    const doc = await processedWithHistory(a);
    expect(await errorOf(env.services.lifecycle.deleteAccount(actor(a), 'Wrong-password-1'))).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect(await errorOf(env.services.lifecycle.deleteAccount(actor(a), undefined))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/password is required/) });
    expect((await env.services.documents.view(actor(a), doc.captureKey)).status).toBe('processed');
    const trail = await env.services.credentials.auditTrail(actor(a));
    expect(trail.map((e) => e.action)).toEqual(['password.confirmation_failed']);
  });

  it('refuses the demo account', async () => {
    const demo = (await env.accountRepo.findByEmail(DEMO_CREDENTIALS.username))!;
    const err = await errorOf(env.services.lifecycle.deleteAccount({ accountId: demo.id, email: demo.email, isDemo: true, via: 'rest' }, DEMO_CREDENTIALS.password));
    expect(err).toMatchObject({ code: 'FORBIDDEN' });
    expect(await env.accountRepo.findById(demo.id)).not.toBeNull();
  });

  it('removes every row, original and credential of the account, and only of that account', async () => {
    const [a, b] = [await createAccount(env), await createAccount(env)];
    const docs = [await processedWithHistory(a), await processedWithHistory(a), await capture(a)];
    const other = await processedWithHistory(b);
    await env.services.banktxn.setCustomCategories({ accountId: a.accountId, isDemo: false }, { examples: [{ txn: 'ACME COFFEE', category: 'Coffee' }] });
    await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, graceSeconds: 3600 });
    await env.services.passwords.requestReset(a.email, { via: 'rest', ip: '127.0.0.1' });
    await env.services.background.drain();

    // Well past one batch of documents would be nicer, but 200 captures cost time; the batching is the same loop.
    const out = await env.services.lifecycle.deleteAccount(actor(a, { passwordVerified: true }), undefined);
    expect(out).toEqual({ documentsDeleted: 3 });
    await env.services.background.drain();
    expect(await leftovers([a.accountId, a.email, ...needlesOf(...docs)])).toEqual([]);
    expect(await env.services.dataSource.manager.countBy(JobEntity, { documentId: docs[2].id })).toBe(0);
    expect(env.mail.filter((m) => m.to === a.email).map((m) => m.subject)).toContain('Your capture account was deleted');
    // The credentials no longer authenticate.
    const gone = await errorOf(env.services.accounts.authenticate({ kind: 'apiKey', apiKey: a.creds.api_key }));
    expect(gone).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The other account keeps everything.
    expect((await env.services.documents.view(actor(b), other.captureKey)).status).toBe('processed');
    expect(blobFileLeftovers(dataDir, [other.id])).toHaveLength(1);
  });
});

describe(`RETENTION_DAYS (${dbLabel})`, () => {
  const day = 86_400_000;
  const sweeper = (days: number, purgeRecords: boolean) =>
    new RetentionSweeper(
      { lifecycle: env.services.lifecycle, purger: new DataPurger(new LifecycleRepository(env.services.dataSource), (env.services.capture as never as { deps: { blobs: BlobStore } }).deps.blobs, env.services.queue, env.services.logger), repo: new LifecycleRepository(env.services.dataSource), logger: env.services.logger },
      { days, purgeRecords, intervalMs: 60_000 },
    );
  const age = (doc: DocumentEntity, days: number) => env.services.dataSource.manager.update(DocumentEntity, { id: doc.id }, { createdAt: new Date(Date.now() - days * day) });

  it('deletes the originals of documents older than N days and keeps their records; processing ones are left alone', async () => {
    const a = await createAccount(env);
    const [old, recent, stuck] = [await processedWithHistory(a), await processedWithHistory(a), await capture(a)];
    await age(old, 40);
    await age(stuck, 40);
    await age(recent, 10);
    const outcome = await sweeper(30, false).sweep();
    expect(outcome).toMatchObject({ kind: 'done' });
    expect(blobFileLeftovers(dataDir, [old.id])).toEqual([]);
    expect(blobFileLeftovers(dataDir, [recent.id, stuck.id])).toHaveLength(2);
    const view = await env.services.documents.view(actor(a), old.captureKey);
    expect(view.status).toBe('processed');
    expect(view.document.originalPurgedAt).toBeInstanceOf(Date);
    expect((await env.services.documents.find(actor(a), recent.captureKey)).originalPurgedAt).toBeNull();
    // A second sweep has nothing left to do for them.
    expect(await sweeper(30, false).sweep()).toMatchObject({ kind: 'done', documents: 0 });
  });

  it('with RETENTION_PURGE_RECORDS deletes whole documents, as deleteDocument does', async () => {
    const a = await createAccount(env);
    const [old, recent] = [await processedWithHistory(a), await processedWithHistory(a)];
    await age(old, 400);
    await age(recent, 1);
    expect(await sweeper(365, true).sweep()).toMatchObject({ kind: 'done' });
    expect(await leftovers(needlesOf(old))).toEqual([]);
    expect((await env.services.documents.view(actor(a), recent.captureKey)).status).toBe('processed');
  });

  it('runs one sweep at a time across processes (a lease in the database), and takes over a lease that lapsed', async () => {
    const a = await createAccount(env);
    const docs = [await processedWithHistory(a), await processedWithHistory(a), await processedWithHistory(a)];
    for (const d of docs) await age(d, 800);
    const [s1, s2] = [sweeper(700, true), sweeper(700, true)];
    const outcomes = await Promise.all([s1.sweep(), s2.sweep()]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['busy', 'done']);
    expect(outcomes.find((o) => o.kind === 'done')).toMatchObject({ documents: 3 });
    expect(await leftovers(needlesOf(...docs))).toEqual([]);

    // A holder that died (its lease in the past) does not block the next one; a live one does.
    const repo = new LifecycleRepository(env.services.dataSource);
    expect(await repo.acquireLease('retention', 'dead-process', 60_000)).toBe(true);
    expect(await s1.sweep()).toEqual({ kind: 'busy' });
    await env.services.dataSource.manager.update(MaintenanceLeaseEntity, { name: 'retention' }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await s1.sweep()).toMatchObject({ kind: 'done' });
  });
});
