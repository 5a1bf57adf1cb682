import { CustomCategoryService } from '../../src/domain/banktxn/custom-categories.service';
import { CustomCategoryExampleEntity } from '../../src/domain/banktxn/custom-category.entity';
import { CustomCategoryRepository } from '../../src/domain/banktxn/custom-category.repository';
import type { LabelledExample } from '../../src/domain/banktxn/example-classifier';
import { dbLabel } from '../support/database';
import { createAccount, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// Custom category sets against the real database (SQLite, or MariaDB with DATABASE_URL): atomic replace, the
// per-account cache following the stored version, and the GraphQL mutations.
let env: GraphqlTestServices;
let repo: CustomCategoryRepository;
let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  env = await createGraphqlTestServices();
  repo = new CustomCategoryRepository(env.services.dataSource);
  a = await createAccount(env);
  b = await createAccount(env);
});
afterAll(() => env?.close());

const set = (n: number, category = 'C'): LabelledExample[] => Array.from({ length: n }, (_, i) => ({ txn: `SHOP ${i}|-1|${i}`, category }));

describe(`custom category repository (${dbLabel})`, () => {
  it('replace keeps the order and only touches the one account', async () => {
    await repo.replace(a.accountId, [{ txn: 'B|1|1', category: 'Y' }, { txn: 'A|1|2', category: 'X' }]);
    await repo.replace(b.accountId, set(3, 'Other'));
    expect(await repo.examples(a.accountId)).toEqual([{ txn: 'B|1|1', category: 'Y' }, { txn: 'A|1|2', category: 'X' }]);
    expect(await repo.examples(b.accountId)).toHaveLength(3);
  });

  it('a failed insert (in a later chunk) leaves the previous set in place', async () => {
    const before = await repo.examples(a.accountId);
    const broken = [...set(700), { txn: null as unknown as string, category: 'C' }];
    await expect(repo.replace(a.accountId, broken)).rejects.toThrow();
    expect(await repo.examples(a.accountId)).toEqual(before);
  });

  it('stores 10,000 examples and clears them again', async () => {
    await repo.replace(b.accountId, set(10_000));
    expect(await env.services.dataSource.manager.count(CustomCategoryExampleEntity, { where: { accountId: b.accountId } })).toBe(10_000);
    await repo.clear(b.accountId);
    expect(await repo.examples(b.accountId)).toEqual([]);
    expect(await repo.version(b.accountId)).toBe('0:');
  });

  it("a process's cached index follows a set another process replaced (version check)", async () => {
    const here = new CustomCategoryService(repo);
    const elsewhere = new CustomCategoryService(new CustomCategoryRepository(env.services.dataSource));
    await here.replace(a.accountId, { examples: [{ txn: 'UBER TRIP|-5|1', category: 'Rides' }] });
    const first = await here.classifier(a.accountId);
    expect(await here.classifier(a.accountId)).toBe(first);
    await elsewhere.replace(a.accountId, { examples: [{ txn: 'UBER TRIP|-5|1', category: 'Taxi' }] });
    expect((await here.classifier(a.accountId))!.predict('UBER TRIP|-9|2')).toBe('Taxi');
    await elsewhere.reset(a.accountId);
    expect(await here.classifier(a.accountId)).toBeNull();
  });
});

describe('GraphQL custom categories', () => {
  let gql: Awaited<ReturnType<typeof startGraphqlHttp>>;
  beforeAll(async () => {
    gql = await startGraphqlHttp(env);
  });
  afterAll(() => gql.close());

  const SET = `mutation ($examples: [TransactionExampleInput!]!) { setTransactionCategories(examples: $examples) { custom categories examples } }`;
  const MINE = `{ accountTransactionCategories { custom categories examples } }`;

  it('sets, reads, uses and resets the caller\'s set', async () => {
    const examples = [
      { txn: 'UBER *TRIP 1234|-85|1', category: 'Rides' },
      { txn: 'SPAR KENILWORTH|-100|2', category: 'Food' },
    ];
    const res = await gql.gql(SET, { examples }, a.bearer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.setTransactionCategories).toEqual({ custom: true, categories: ['Rides', 'Food'], examples: 2 });
    expect((await gql.gql(MINE, {}, a.full)).data!.accountTransactionCategories).toEqual({ custom: true, categories: ['Rides', 'Food'], examples: 2 });
    const used = await gql.gql(`{ categorizeTransactions(txns: ["UBER TRIP 5678|-20|x"]) }`, {}, a.bearer);
    expect(used.data!.categorizeTransactions).toEqual(['Rides']);
    const other = await gql.gql(MINE, {}, b.bearer);
    expect(other.data!.accountTransactionCategories.custom).toBe(false);
    const reset = await gql.gql(`mutation { resetTransactionCategories { custom examples } }`, {}, a.bearer);
    expect(reset.data!.resetTransactionCategories).toEqual({ custom: false, examples: 0 });
    expect((await gql.gql(MINE, {}, a.bearer)).data!.accountTransactionCategories.categories).toContain('Groceries');
  });

  it('refuses conflicting labels as bad input (BAD_USER_INPUT, like every 400) and stores nothing', async () => {
    const res = await gql.gql(SET, { examples: [{ txn: 'A|1|1', category: 'X' }, { txn: 'a|1|1', category: 'Y' }] }, a.bearer);
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/^Conflicting labels/);
    expect((await gql.gql(MINE, {}, a.bearer)).data!.accountTransactionCategories.custom).toBe(false);
  });

  it('refuses a caller without credentials', async () => {
    const res = await gql.gql(SET, { examples: [{ txn: 'A', category: 'X' }] });
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
