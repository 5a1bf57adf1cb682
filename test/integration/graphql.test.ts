import type { DocumentEntity } from '../../src/domain/document/document.entity';
import { LineItemEntity } from '../../src/domain/document/line-item.entity';
import { buildGraphqlSchema } from '../../src/graphql/schema';
import { codes, createAccount, seedDocument, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// Queries, pagination, filters, DataLoaders and record edits over real HTTP, on a real database.
let env: GraphqlTestServices;
let http: Awaited<ReturnType<typeof startGraphqlHttp>>;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
const docs: Record<string, DocumentEntity> = {};

const base = Date.UTC(2025, 0, 1);
const at = (minute: number) => new Date(base + minute * 60_000);

beforeAll(async () => {
  env = await createGraphqlTestServices();
  http = await startGraphqlHttp(env);
  [alice, bob, carol] = await Promise.all([createAccount(env), createAccount(env), createAccount(env, false)]);
  docs.d1 = await seedDocument(env, alice, {
    createdAt: at(1),
    fields: {
      Vendor_Name: 'Acme GmbH', Date: '2024-01-10', Total: 119, Tax: 19, Invoice_Number: 'INV-1', Currency_Code: 'EUR',
      Tax_Lines: [{ Name: 'VAT', Rate: 19, Base: 100, Amount: 19 }],
    },
    lineItems: [
      { SKU: 'A-1', Description: 'Bolts', QTY: 10, Price: 5, Amount: 50 },
      { SKU: 'A-2', Description: 'Nuts', QTY: 5, Price: 10, Amount: 50, Tax_Rate: 19 },
    ],
  });
  docs.d2 = await seedDocument(env, alice, { createdAt: at(2), fields: { Vendor_Name: 'Bolt Ltd', Date: '2024-02-15' } });
  docs.d3 = await seedDocument(env, alice, { createdAt: at(3), fields: { Vendor_Name: 'acme supplies', Date: '2024-03-20' } });
  docs.d4 = await seedDocument(env, alice, { createdAt: at(4), fields: { Vendor_Name: 'Corner Cafe', Date: '2024-04-25' } });
  docs.d5 = await seedDocument(env, alice, { createdAt: at(5), fields: { Vendor_Name: 'Delta 100%', Date: '' } });
  docs.p1 = await seedDocument(env, alice, { createdAt: at(6), status: 'processing' });
  docs.f1 = await seedDocument(env, alice, { createdAt: at(7), status: 'failed', failureReason: 'The PDF is encrypted' });
  docs.b1 = await seedDocument(env, bob, { createdAt: at(8), fields: { Vendor_Name: 'Acme GmbH', Date: '2024-01-10' } });
});

afterAll(async () => {
  await http?.close();
  await env?.close();
});

afterEach(() => jest.restoreAllMocks());

describe('authentication', () => {
  const me = '{ me { email isDemo } }';

  it('accepts a bearer API key and the four contract headers', async () => {
    for (const headers of [alice.bearer, alice.full]) {
      const res = await http.gql(me, {}, headers);
      expect(res.errors).toBeUndefined();
      expect(res.data!.me).toEqual({ email: alice.email, isDemo: false });
    }
  });

  it.each([
    ['no credentials', {}, 'UNAUTHENTICATED'],
    ['a wrong API key', { authorization: 'Bearer not-a-key' }, 'UNAUTHENTICATED'],
    ['a wrong password', () => ({ ...alice.full, password: 'Wrong-password-1' }), 'UNAUTHENTICATED'],
    ['an incomplete header set', () => ({ ...alice.full, 'secret-key': '' }), 'UNAUTHENTICATED'],
    ['an unverified account', () => carol.bearer, 'NOT_VERIFIED'],
  ])('refuses %s', async (_name, headers, code) => {
    const res = await http.gql(me, {}, typeof headers === 'function' ? headers() : headers);
    expect(codes(res)).toEqual([code]);
    expect(res.data).toBeNull();
  });

  it('guards every root field except the public ones (register and the password reset)', async () => {
    const ops: Record<string, string> = {
      me,
      document: '{ document(captureKey: "x") { captureKey } }',
      documents: '{ documents { totalCount } }',
      categorizeTransactions: '{ categorizeTransactions(txns: ["SHELL 123"]) }',
      categorizeTransactionsDetailed: '{ categorizeTransactionsDetailed(txns: ["SHELL 123"]) { category } }',
      transactionCategories: '{ transactionCategories { id } }',
      transactionCategoryTree: '{ transactionCategoryTree { id } }',
      accountTransactionCategories: '{ accountTransactionCategories { custom } }',
      setTransactionCategories: 'mutation { setTransactionCategories(examples: [{ txn: "A", category: "B" }]) { custom } }',
      resetTransactionCategories: 'mutation { resetTransactionCategories { custom } }',
      expenseCategories: '{ expenseCategories }',
      updateDocument: 'mutation { updateDocument(captureKey: "x", input: { vendorName: "y" }) { captureKey } }',
      addLineItem: 'mutation { addLineItem(captureKey: "x", input: { sku: "y" }) { lineItemId } }',
      updateLineItem: 'mutation { updateLineItem(captureKey: "x", lineItemId: "y", input: { sku: "z" }) { lineItemId } }',
      deleteLineItem: 'mutation { deleteLineItem(captureKey: "x", lineItemId: "y") }',
      captureDocument: 'mutation { captureDocument(url: "https://example.com/a.pdf") { captureKey } }',
      callbackSettings: '{ callbackSettings { callbackUrl } }',
      setCallbackUrl: 'mutation { setCallbackUrl(url: "https://example.com/hook") { callbackUrl } }',
      rotateCallbackSecret: 'mutation { rotateCallbackSecret { callbackUrl } }',
      credentials: '{ credentials { id } }',
      rotateApiKey: 'mutation { rotateApiKey(password: "Graph-QL-secret-1") { value } }',
      rotateSecretKey: 'mutation { rotateSecretKey(password: "Graph-QL-secret-1") { value } }',
      revokeCredential: 'mutation { revokeCredential(id: "1", password: "Graph-QL-secret-1") { id } }',
      changePassword: 'mutation { changePassword(currentPassword: "Graph-QL-secret-1", newPassword: "Other-secret-22") }',
      deleteDocument: 'mutation { deleteDocument(captureKey: "x") }',
      deleteAccount: 'mutation { deleteAccount(password: "Graph-QL-secret-1") { documentsDeleted } }',
    };
    const publicFields = ['register', 'requestPasswordReset', 'resetPassword'];
    const schema = await buildGraphqlSchema();
    const roots = [schema.getQueryType()!, schema.getMutationType()!].flatMap((t) => Object.keys(t.getFields()));
    expect(Object.keys(ops).sort()).toEqual(roots.filter((f) => !publicFields.includes(f)).sort());
    for (const [field, op] of Object.entries(ops)) {
      expect([field, codes(await http.gql(op))]).toEqual([field, ['UNAUTHENTICATED']]);
    }
  });
});

describe('document', () => {
  const query = `query($key: String!) { document(captureKey: $key) {
    captureKey status failureReason fileName mediaType created createdAt processedAt
    vendorName total tax invoiceNumber currencyCode date isDuplicate taxLines { name rate base amount }
    lineItems { lineItemId line sku description qty price amount taxRate type }
    record } }`;

  it('returns camelCase record fields, line items and the exact REST record', async () => {
    const res = await http.gql(query, { key: docs.d1.captureKey }, alice.bearer);
    expect(res.errors).toBeUndefined();
    const d = res.data!.document;
    expect(d).toMatchObject({
      captureKey: docs.d1.captureKey, status: 'PROCESSED', failureReason: null, fileName: 'invoice.pdf', mediaType: 'pdf',
      created: '2025-01-01 00:01:00', createdAt: '2025-01-01T00:01:00.000Z', vendorName: 'Acme GmbH', total: 119, tax: 19,
      invoiceNumber: 'INV-1', currencyCode: 'EUR', date: '2024-01-10', isDuplicate: 0,
      taxLines: [{ name: 'VAT', rate: 19, base: 100, amount: 19 }],
    });
    expect(d.lineItems).toEqual([
      expect.objectContaining({ line: 1, sku: 'A-1', description: 'Bolts', qty: 10, price: 5, amount: 50, taxRate: 0, type: '' }),
      expect.objectContaining({ line: 2, sku: 'A-2', description: 'Nuts', qty: 5, price: 10, amount: 50, taxRate: 19 }),
    ]);
    const view = await env.services.documents.view({ accountId: alice.accountId, email: alice.email, isDemo: false }, docs.d1.captureKey);
    expect(view.status === 'processed' && view.record).toEqual(d.record);
    expect(d.record.Line_Items.map((i: { line_item_id: string }) => i.line_item_id)).toEqual(d.lineItems.map((i: { lineItemId: string }) => i.lineItemId));
  });

  it('has null record fields and no record while processing, and says why a document failed', async () => {
    const processing = (await http.gql(query, { key: docs.p1.captureKey }, alice.bearer)).data!.document;
    expect(processing).toMatchObject({ status: 'PROCESSING', vendorName: null, total: null, taxLines: null, record: null, lineItems: [], processedAt: null });
    const failed = (await http.gql(query, { key: docs.f1.captureKey }, alice.bearer)).data!.document;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'The PDF is encrypted', vendorName: null, record: null });
  });

  it("answers NOT_FOUND for unknown keys and for other accounts' documents", async () => {
    for (const key of ['data/nobody/none.json', docs.b1.captureKey]) {
      expect(codes(await http.gql(query, { key }, alice.bearer))).toEqual(['NOT_FOUND']);
    }
  });
});

describe('documents', () => {
  const list = `query($first: Int, $after: String, $filter: DocumentFilter) {
    documents(first: $first, after: $after, filter: $filter) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { captureKey } } nodes { captureKey vendorName } } }`;
  const keys = (res: { data?: any }) => res.data!.documents.nodes.map((n: { captureKey: string }) => n.captureKey);

  it('pages newest first with stable cursors', async () => {
    const expected = ['f1', 'p1', 'd5', 'd4', 'd3', 'd2', 'd1'].map((k) => docs[k].captureKey);
    const seen: string[] = [];
    let after: string | null = null;
    for (const [size, more] of [[3, true], [3, true], [3, false]] as const) {
      const res = await http.gql(list, { first: size, after }, alice.bearer);
      expect(res.errors).toBeUndefined();
      const page = res.data!.documents;
      expect(page.totalCount).toBe(7);
      expect(page.pageInfo.hasNextPage).toBe(more);
      expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
      expect(page.edges.map((e: { node: { captureKey: string } }) => e.node.captureKey)).toEqual(keys(res));
      seen.push(...keys(res));
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
  });

  it('defaults to 20 per page and refuses bad page arguments', async () => {
    expect(keys(await http.gql('{ documents { nodes { captureKey } } }', {}, alice.bearer))).toHaveLength(7);
    for (const vars of [{ first: 0 }, { first: 101 }, { after: 'not-a-cursor' }]) {
      expect(codes(await http.gql(list, vars, alice.bearer))).toEqual(['BAD_USER_INPUT']);
    }
  });

  it.each([
    ['vendor, case-insensitively', { vendor: 'ACME' }, ['d3', 'd1']],
    ['vendor, with LIKE characters taken literally', { vendor: '100%' }, ['d5']],
    ['dateFrom', { dateFrom: '2024-02-15' }, ['d4', 'd3', 'd2']],
    ['dateTo', { dateTo: '2024-02-15' }, ['d2', 'd1']],
    ['status', { status: 'PROCESSING' }, ['p1']],
    ['status FAILED', { status: 'FAILED' }, ['f1']],
    ['several criteria at once', { vendor: 'acme', dateFrom: '2024-02-01', status: 'PROCESSED' }, ['d3']],
  ])('filters by %s', async (_name, filter, expected) => {
    const res = await http.gql(list, { filter }, alice.bearer);
    expect(res.errors).toBeUndefined();
    expect(keys(res)).toEqual(expected.map((k) => docs[k].captureKey));
    expect(res.data!.documents.totalCount).toBe(expected.length);
  });

  it('refuses a malformed date filter', async () => {
    expect(codes(await http.gql(list, { filter: { dateFrom: '01/02/2024' } }, alice.bearer))).toEqual(['BAD_USER_INPUT']);
  });

  it('loads line items and audit entries of a whole page in one batch each', async () => {
    const lineItems = jest.spyOn(env.services.documents, 'lineItemsFor');
    const audit = jest.spyOn(env.services.documents, 'auditFor');
    const res = await http.gql('{ documents { nodes { lineItems { lineItemId } auditTrail { id } record } } }', {}, alice.bearer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.documents.nodes).toHaveLength(7);
    expect(lineItems).toHaveBeenCalledTimes(1);
    expect(lineItems.mock.calls[0][0]).toHaveLength(7);
    expect(audit).toHaveBeenCalledTimes(1);
  });

  it('hides failures behind a fixed message and logs them', async () => {
    jest.spyOn(env.services.documents, 'find').mockRejectedValueOnce(new Error('SQLITE_CORRUPT in /srv/secret/db'));
    const res = await http.gql('{ document(captureKey: "x") { captureKey } }', {}, alice.bearer);
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
    expect(res.text).not.toMatch(/secret|SQLITE|stack/i);
    expect(env.errors.some((e) => String(e.meta?.error).includes('SQLITE_CORRUPT'))).toBe(true);
  });
});

describe('SQL statements per document request', () => {
  const query = 'query ($k: String!) { document(captureKey: $k) { captureKey total lineItems { lineItemId line description qty price amount } } }';
  const item = (i: number) => ({ SKU: `S-${i}`, Description: `Item ${i}`, QTY: 1, Price: i, Amount: i });

  async function statements(account: TestAccount, doc: DocumentEntity): Promise<{ count: number; items: number }> {
    // The first request may write what authentication remembers (last use of the key); the count is of the next.
    await http.gql(query, { k: doc.captureKey }, account.bearer);
    const spy = jest.spyOn(env.services.dataSource.logger, 'logQuery');
    const res = await http.gql(query, { k: doc.captureKey }, account.bearer);
    const count = spy.mock.calls.length;
    spy.mockRestore();
    expect(res.errors).toBeUndefined();
    return { count, items: (res.data!.document as { lineItems: unknown[] }).lineItems.length };
  }

  it('does not grow with the line items: account, document, line items', async () => {
    const dave = await createAccount(env);
    const one = await seedDocument(env, dave, { fields: { Vendor_Name: 'One Ltd', Total: 1 }, lineItems: [item(1)] });
    const fifty = await seedDocument(env, dave, { fields: { Vendor_Name: 'Fifty Ltd', Total: 50 }, lineItems: Array.from({ length: 50 }, (_, i) => item(i + 1)) });
    const a = await statements(dave, one);
    const b = await statements(dave, fifty);
    expect(a).toEqual({ count: 3, items: 1 });
    expect(b).toEqual({ count: 3, items: 50 });
  });

  it('reads line items in position order, with their values and sources as stored', async () => {
    const erin = await createAccount(env);
    const doc = await seedDocument(env, erin, { fields: { Vendor_Name: 'Order Ltd' }, lineItems: [item(1), item(2), item(3)] });
    const rows = await env.docRepo.lineItemsFor([doc.id]);
    expect(rows.map((r) => [r.position, r.fields.SKU, r.documentId])).toEqual([
      [1, 'S-1', doc.id],
      [2, 'S-2', doc.id],
      [3, 'S-3', doc.id],
    ]);
    expect(rows[0].fields).toMatchObject({ QTY: 1, Price: 1, Amount: 1 });
    expect(rows[0].sources).toBeNull();
    expect(await env.docRepo.lineItemsFor([])).toEqual([]);
    // Sources (parsed when first read) come back as stored, and can be replaced.
    const boxed = { name: 'Amount', value: 7, confidence: 0.9, page: 1, bbox: [1, 2, 3, 4] as [number, number, number, number], raw: '7.00' };
    await env.docRepo.manager.update(LineItemEntity, { id: rows[1].id }, { sources: [boxed] });
    const again = await env.docRepo.lineItemsFor([doc.id]);
    expect(again[1].sources).toEqual([boxed]);
    again[1].sources = null;
    expect(again[1].sources).toBeNull();
  });
});
