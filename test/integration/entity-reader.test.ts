import { randomUUID } from 'node:crypto';
import { entityReader } from '../../src/db/entity-reader';
import { AccountEntity } from '../../src/domain/account/account.entity';
import { DocumentEntity } from '../../src/domain/document/document.entity';
import { createAccount, seedDocument, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

let env: GraphqlTestServices;
let alice: TestAccount;
beforeAll(async () => {
  env = await createGraphqlTestServices();
  alice = await createAccount(env);
});
afterAll(() => env.close());

describe('entityReader', () => {
  it('reads a document as findOneBy does: dates, booleans, JSON columns, nulls', async () => {
    const doc = await seedDocument(env, alice, {
      fields: { Vendor_Name: 'Acme', Total: 119, Tax_Lines: [{ Name: 'VAT', Rate: 19, Base: 100, Amount: 19 }] },
    });
    await env.docRepo.manager.update(DocumentEntity, { id: doc.id }, { pages: [{ number: 1, width: 595, height: 842, origin: 'ocr', languages: ['de'], script: 'Latn' }], notifyByEmail: true });
    const read = entityReader(DocumentEntity, ['captureKey', 'accountId']);
    const fast = await read(env.docRepo.manager, doc.captureKey, alice.accountId);
    const typeorm = await env.docRepo.manager.findOneBy(DocumentEntity, { captureKey: doc.captureKey, accountId: alice.accountId });
    expect(fast).toBeInstanceOf(DocumentEntity);
    expect(fast).toEqual(typeorm);
    expect(fast!.createdAt).toBeInstanceOf(Date);
    expect(fast!.notifyByEmail).toBe(true);
    expect(fast!.fields!.Tax_Lines).toEqual([{ Name: 'VAT', Rate: 19, Base: 100, Amount: 19 }]);
    expect(fast!.extraction).toBeNull();
  });

  it('answers null when nothing matches every property', async () => {
    const doc = await seedDocument(env, alice);
    const read = entityReader(DocumentEntity, ['captureKey', 'accountId']);
    expect(await read(env.docRepo.manager, doc.captureKey, randomUUID())).toBeNull();
    expect(await read(env.docRepo.manager, 'no such key', alice.accountId)).toBeNull();
  });

  it('reads an account as findOneBy does', async () => {
    const account = (await env.accountRepo.findById(alice.accountId))!;
    const read = entityReader(AccountEntity, ['apiKeyHash']);
    expect(await read(env.docRepo.manager, account.apiKeyHash)).toEqual(account);
    expect(await env.accountRepo.findByApiKeyHash(account.apiKeyHash)).toEqual(account);
  });

  it('refuses a property the entity has no column for', async () => {
    const read = entityReader(DocumentEntity, ['nothing' as keyof DocumentEntity & string]);
    await expect(read(env.docRepo.manager, 'x')).rejects.toThrow('DocumentEntity has no column for nothing');
  });
});
