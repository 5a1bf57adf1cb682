import { randomUUID } from 'node:crypto';
import { entityInserter } from '../../src/db/entity-writer';
import { DocumentEntity } from '../../src/domain/document/document.entity';
import { JobEntity } from '../../src/domain/queue/job.entity';
import { createAccount, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// On SQLite, or on MariaDB/MySQL with DATABASE_URL: the row entityInserter writes is the row TypeORM's insert writes.

let env: GraphqlTestServices;
let alice: TestAccount;
beforeAll(async () => {
  env = await createGraphqlTestServices();
  alice = await createAccount(env);
});
afterAll(() => env.close());

function document(overrides: Partial<DocumentEntity> = {}): DocumentEntity {
  const at = new Date('2026-11-26T19:40:12.345Z');
  return Object.assign(new DocumentEntity(), {
    id: randomUUID(),
    captureKey: `data/${alice.email}/${randomUUID()}.json`,
    accountId: alice.accountId,
    status: 'processing',
    failureReason: null,
    fileName: 'ÄÖÜ invoice "1".pdf',
    mediaType: 'pdf',
    contentHash: 'a'.repeat(64),
    byteSize: 507_904,
    sourceUrl: null,
    languages: 'deu,eng',
    pages: [{ number: 1, width: 595, height: 842, origin: 'text', languages: ['de'], script: 'Latn' }],
    notifyByEmail: true,
    fields: { Vendor_Name: 'Acme', Total: 119.5 },
    vendorName: '',
    invoiceNumber: '',
    total: 0,
    documentDate: '',
    createdAt: at,
    processedAt: null,
    ...overrides,
  } as Partial<DocumentEntity>);
}

/** Every column as the database holds it, without the key. */
async function raw(table: string, column: string, value: unknown): Promise<Record<string, unknown>> {
  const m = env.docRepo.manager;
  const [row] = await m.query(`SELECT * FROM ${m.connection.driver.escape(table)} WHERE ${m.connection.driver.escape(column)} = ?`, [value]);
  const { id: _id, capture_key: _key, document_id: _doc, ...rest } = row;
  return rest;
}

describe('entityInserter', () => {
  const insertDocument = entityInserter(DocumentEntity);
  const insertJob = entityInserter(JobEntity);

  it('writes a document as the query builder does: dates, booleans, JSON columns, nulls, defaults', async () => {
    const m = env.docRepo.manager;
    const fast = document();
    const typeorm = document();
    await insertDocument(m, fast);
    await m.createQueryBuilder().insert().into(DocumentEntity).values(typeorm).updateEntity(false).execute();
    expect(await raw('documents', 'id', fast.id)).toEqual(await raw('documents', 'id', typeorm.id));
    const read = await env.docRepo.findById(fast.id);
    expect(read).toMatchObject({ createdAt: fast.createdAt, notifyByEmail: true, fields: fast.fields, pages: fast.pages, extraction: null, textSimhash: null });
  });

  it('leaves an undefined property to the column default, or NULL, as the query builder does', async () => {
    const m = env.docRepo.manager;
    const unset = { vendorName: undefined, total: undefined, notifyByEmail: undefined, sourceUrl: undefined } as unknown as Partial<DocumentEntity>;
    const fast = document(unset);
    const typeorm = document(unset);
    await insertDocument(m, fast);
    await m.createQueryBuilder().insert().into(DocumentEntity).values(typeorm).updateEntity(false).execute();
    expect(await raw('documents', 'id', fast.id)).toEqual(await raw('documents', 'id', typeorm.id));
    expect(await env.docRepo.findById(fast.id)).toMatchObject({ vendorName: '', total: 0, notifyByEmail: false, sourceUrl: null });
  });

  it('writes a job with the key the database generates, inside the caller’s transaction', async () => {
    const docs = [document(), document()];
    const at = new Date('2026-11-26T19:41:00.000Z');
    const job = (documentId: string) => ({ documentId, state: 'queued' as const, attempts: 0, runAfter: at, lockedAt: null, lastError: null, createdAt: at });
    await env.docRepo.manager.transaction(async (m) => {
      for (const d of docs) await insertDocument(m, d);
      await insertJob(m, job(docs[0].id));
      await m.createQueryBuilder().insert().into(JobEntity).values(job(docs[1].id)).updateEntity(false).execute();
    });
    expect(await raw('jobs', 'document_id', docs[0].id)).toEqual(await raw('jobs', 'document_id', docs[1].id));
    const jobs = env.docRepo.manager.getRepository(JobEntity);
    const [a, b] = [await jobs.findOneBy({ documentId: docs[0].id }), await jobs.findOneBy({ documentId: docs[1].id })];
    expect(a).toMatchObject({ state: 'queued', attempts: 0, runAfter: at, lockedAt: null });
    expect(b!.id).toBeGreaterThan(a!.id);
  });

  it('rolls back with the caller’s transaction', async () => {
    const d = document();
    await expect(
      env.docRepo.manager.transaction(async (m) => {
        await insertDocument(m, d);
        throw new Error('the job insert failed');
      }),
    ).rejects.toThrow('the job insert failed');
    expect(await env.docRepo.findById(d.id)).toBeNull();
  });

  it('fails on a row the database refuses (a capture key used twice), as the query builder would', async () => {
    const first = document();
    await insertDocument(env.docRepo.manager, first);
    await expect(insertDocument(env.docRepo.manager, document({ captureKey: first.captureKey }))).rejects.toThrow(/UNIQUE|Duplicate/i);
  });
});
