import fs from 'node:fs';
import path from 'node:path';
import { JobEntity } from '../../src/domain/queue/job.entity';
import { createAccount, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

let env: GraphqlTestServices;
let alice: TestAccount;
beforeAll(async () => {
  env = await createGraphqlTestServices();
  alice = await createAccount(env);
});
afterAll(() => env.close());

describe('asynchronous capture', () => {
  it('writes the document and its job in one transaction and reads nothing back', async () => {
    const pdf = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));
    const actor = { accountId: alice.accountId, email: alice.email, isDemo: false, passwordVerified: false, via: 'rest' as const, ip: null };
    const spy = jest.spyOn(env.services.dataSource.logger, 'logQuery');
    const outcome = await env.services.capture.captureFile(actor, { bytes: pdf, fileName: 'invoice.pdf' }, 'async');
    const sql = spy.mock.calls.map((c) => String(c[0]).trim());
    spy.mockRestore();
    expect(outcome.kind).toBe('accepted');
    // Begin, the document, its job, commit: TypeORM's reading back of defaults and the job id is switched off.
    expect(sql).toHaveLength(4);
    expect(sql.filter((s) => /^SELECT/i.test(s))).toEqual([]);
    const doc = await env.docRepo.findByCaptureKey(alice.accountId, outcome.captureKey);
    expect(doc).toMatchObject({ status: 'processing', fileName: 'invoice.pdf', mediaType: 'pdf', byteSize: pdf.length, notifyByEmail: true, vendorName: '', total: 0, processedAt: null });
    const job = await env.services.dataSource.getRepository(JobEntity).findOneBy({ documentId: doc!.id });
    expect(job).toMatchObject({ state: 'queued', attempts: 0, lockedAt: null, lastError: null });
    expect(job!.id).toEqual(expect.any(Number));
  });
});
