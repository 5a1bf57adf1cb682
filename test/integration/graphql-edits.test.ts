import type { DocumentEntity } from '../../src/domain/document/document.entity';
import { codes, createAccount, seedDocument, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// Record and line-item edits through GraphQL: validation by the domain, all-or-nothing writes, the audit trail.
let env: GraphqlTestServices;
let http: Awaited<ReturnType<typeof startGraphqlHttp>>;
let dave: TestAccount;
let erin: TestAccount;
let doc: DocumentEntity;
let processing: DocumentEntity;
let erinsDoc: DocumentEntity;

beforeAll(async () => {
  env = await createGraphqlTestServices();
  http = await startGraphqlHttp(env);
  [dave, erin] = await Promise.all([createAccount(env), createAccount(env)]);
  doc = await seedDocument(env, dave, {
    fields: { Vendor_Name: 'Acme GmbH', Total: 10, Date: '2024-01-10' },
    lineItems: [{ SKU: 'OLD-1', QTY: 1, Amount: 10 }],
  });
  processing = await seedDocument(env, dave, { status: 'processing' });
  erinsDoc = await seedDocument(env, erin, {});
});

afterAll(async () => {
  await http?.close();
  await env?.close();
});

const update = `mutation($key: String!, $input: UpdateDocumentInput!) {
  updateDocument(captureKey: $key, input: $input) { captureKey document {
    vendorName total date isDuplicate taxLines { name rate base amount }
    lineItems { lineItemId line sku description qty price amount }
    auditTrail { action field via actor lineItemId oldValue newValue createdAt } } } }`;
const read = `query($key: String!) { document(captureKey: $key) {
  vendorName total date lineItems { lineItemId line sku qty price amount }
  auditTrail { action field via lineItemId oldValue newValue } } }`;

async function current() {
  return (await http.gql(read, { key: doc.captureKey }, dave.bearer)).data!.document;
}

describe('updateDocument', () => {
  it('changes the given fields, translated to the contract names, and records each in the audit trail', async () => {
    const input = { vendorName: 'Zeta AG', total: 42.5, date: '2024-05-01', taxLines: [{ name: 'VAT', rate: 19, base: 35.71, amount: 6.79 }] };
    const res = await http.gql(update, { key: doc.captureKey, input }, dave.bearer);
    expect(res.errors).toBeUndefined();
    const d = res.data!.updateDocument.document;
    expect(d).toMatchObject({ vendorName: 'Zeta AG', total: 42.5, date: '2024-05-01', isDuplicate: 0, taxLines: input.taxLines });
    expect(d.auditTrail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'UPDATE', field: 'Vendor_Name', via: 'graphql', actor: dave.email, oldValue: 'Acme GmbH', newValue: 'Zeta AG' }),
        expect.objectContaining({ action: 'UPDATE', field: 'Total', oldValue: 10, newValue: 42.5 }),
        expect.objectContaining({ field: 'Tax_Lines', newValue: [{ Name: 'VAT', Rate: 19, Base: 35.71, Amount: 6.79 }] }),
      ]),
    );
    // The REST adapter sees the same record.
    const view = await env.services.documents.view({ accountId: dave.accountId, email: dave.email, isDemo: false }, doc.captureKey);
    expect(view.status === 'processed' && view.record).toMatchObject({ Vendor_Name: 'Zeta AG', Total: 42.5, Date: '2024-05-01' });
  });

  it('refuses a value of the wrong GraphQL type and writes nothing', async () => {
    const before = await current();
    const res = await http.gql(update, { key: doc.captureKey, input: { vendorName: 'Nope', total: 'forty' } }, dave.bearer);
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(await current()).toEqual(before);
  });

  it('refuses values the domain rejects, reporting every problem, and writes nothing', async () => {
    const before = await current();
    const res = await http.gql(update, { key: doc.captureKey, input: { vendorName: 'Nope', date: '2024-02-30', isDuplicate: null } }, dave.bearer);
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].extensions!.details.problems).toEqual([expect.stringMatching(/^Date /), expect.stringMatching(/^Is_Duplicate /)]);
    expect(await current()).toEqual(before);
  });

  it('refuses an empty edit, and edits of documents still processing', async () => {
    expect(codes(await http.gql(update, { key: doc.captureKey, input: {} }, dave.bearer))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await http.gql(update, { key: processing.captureKey, input: { vendorName: 'X' } }, dave.bearer))).toEqual(['CONFLICT']);
    expect(codes(await http.gql(update, { key: erinsDoc.captureKey, input: { vendorName: 'X' } }, dave.bearer))).toEqual(['NOT_FOUND']);
  });

  it('replaces all line items, filling omitted fields with empty values', async () => {
    const input = { lineItems: [{ sku: 'NEW-1', qty: 2, price: 3, amount: 6 }] };
    const res = await http.gql(update, { key: doc.captureKey, input }, dave.bearer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateDocument.document.lineItems).toEqual([
      { lineItemId: expect.any(String), line: 1, sku: 'NEW-1', description: '', qty: 2, price: 3, amount: 6 },
    ]);
  });
});

describe('line items', () => {
  const add = `mutation($key: String!, $input: LineItemInput!) {
    addLineItem(captureKey: $key, input: $input) { lineItemId line sku description qty price amount taxRate } }`;
  const change = `mutation($key: String!, $id: String!, $input: LineItemInput!) {
    updateLineItem(captureKey: $key, lineItemId: $id, input: $input) { lineItemId line sku qty price amount } }`;
  const remove = 'mutation($key: String!, $id: String!) { deleteLineItem(captureKey: $key, lineItemId: $id) }';

  it('adds, updates and deletes items, and reads the audit trail back', async () => {
    const [first] = (await current()).lineItems;
    const added = await http.gql(add, { key: doc.captureKey, input: { sku: 'W-9', description: 'Widget', qty: 1, price: 9.5, amount: 9.5 } }, dave.bearer);
    expect(added.errors).toBeUndefined();
    const item = added.data!.addLineItem;
    expect(item).toEqual({ lineItemId: expect.any(String), line: 2, sku: 'W-9', description: 'Widget', qty: 1, price: 9.5, amount: 9.5, taxRate: 0 });

    const changed = await http.gql(change, { key: doc.captureKey, id: item.lineItemId, input: { qty: 3, amount: 28.5 } }, dave.bearer);
    expect(changed.data!.updateLineItem).toEqual({ lineItemId: item.lineItemId, line: 2, sku: 'W-9', qty: 3, price: 9.5, amount: 28.5 });

    const removed = await http.gql(remove, { key: doc.captureKey, id: first.lineItemId }, dave.bearer);
    expect(removed.data).toEqual({ deleteLineItem: true });

    const after = await current();
    expect(after.lineItems).toEqual([{ lineItemId: item.lineItemId, line: 1, sku: 'W-9', qty: 3, price: 9.5, amount: 28.5 }]);
    const trail = after.auditTrail.filter((e: { action: string }) => e.action !== 'UPDATE');
    expect(trail).toEqual([
      { action: 'ADD_LINE_ITEM', field: 'Line_Items', via: 'graphql', lineItemId: item.lineItemId, oldValue: null, newValue: expect.objectContaining({ SKU: 'W-9', Line: 2 }) },
      { action: 'UPDATE_LINE_ITEM', field: 'QTY', via: 'graphql', lineItemId: item.lineItemId, oldValue: 1, newValue: 3 },
      { action: 'UPDATE_LINE_ITEM', field: 'Amount', via: 'graphql', lineItemId: item.lineItemId, oldValue: 9.5, newValue: 28.5 },
      { action: 'DELETE_LINE_ITEM', field: 'Line_Items', via: 'graphql', lineItemId: first.lineItemId, oldValue: expect.objectContaining({ SKU: 'NEW-1' }), newValue: null },
    ]);
  });

  it('refuses invalid values, empty updates and unknown items', async () => {
    const [item] = (await current()).lineItems;
    expect(codes(await http.gql(add, { key: doc.captureKey, input: { date: 'tomorrow' } }, dave.bearer))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await http.gql(change, { key: doc.captureKey, id: item.lineItemId, input: {} }, dave.bearer))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await http.gql(change, { key: doc.captureKey, id: 'nope', input: { qty: 1 } }, dave.bearer))).toEqual(['NOT_FOUND']);
    expect(codes(await http.gql(remove, { key: erinsDoc.captureKey, id: item.lineItemId }, dave.bearer))).toEqual(['NOT_FOUND']);
    expect((await current()).lineItems).toEqual([item]);
  });
});

describe('several mutations in one request', () => {
  it('answers each from the data as it is after the mutations before it', async () => {
    const res = await http.gql(
      `mutation($key: String!) {
        a: updateDocument(captureKey: $key, input: { lineItems: [{ sku: "X" }] }) { document { lineItems { sku } auditTrail { id } } }
        b: addLineItem(captureKey: $key, input: { sku: "Y" }) { line }
        c: updateDocument(captureKey: $key, input: { notes: "checked" }) { document { notes lineItems { sku } auditTrail { id } } }
      }`,
      { key: doc.captureKey },
      dave.bearer,
    );
    expect(res.errors).toBeUndefined();
    const { a, b, c } = res.data!;
    expect(a.document.lineItems).toEqual([{ sku: 'X' }]);
    expect(b).toEqual({ line: 2 });
    expect(c.document).toMatchObject({ notes: 'checked', lineItems: [{ sku: 'X' }, { sku: 'Y' }] });
    expect(c.document.auditTrail).toHaveLength(a.document.auditTrail.length + 2);
  });
});
