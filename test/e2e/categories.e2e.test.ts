import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { EXPENSE_CATEGORY_NAMES } from '../../src/extraction/fields/expense-categories';
import { makePdf, stack } from '../support/pdf-factory';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/** Category and payment fields end to end, and the published category list over REST and GraphQL. */
let t: TestServer;
let headers: Record<string, string>;
let apiKey: string;

beforeAll(async () => {
  t = await startTestServer();
  const reg = await registerVerified(t);
  headers = reg.headers;
  apiKey = reg.creds.api_key;
});
afterAll(() => t.close());

async function restaurantReceipt(): Promise<Buffer> {
  const lines = ['The Golden Fork Restaurant', '12 Market Street, London EC1A 1BB', 'RECEIPT', 'Date: 2024-03-15', 'Table 7'];
  return makePdf([
    {
      texts: [
        ...stack(50, 60, lines, { size: 12, leading: 18 }),
        { text: 'Spaghetti Carbonara', x: 50, y: 170 }, { text: '14.50', x: 400, y: 170, align: 'right' },
        { text: 'House Wine', x: 50, y: 186 }, { text: '6.00', x: 400, y: 186, align: 'right' },
        { text: 'Total GBP', x: 50, y: 210 }, { text: '20.50', x: 400, y: 210, align: 'right' },
        { text: 'VISA **** 4242', x: 50, y: 230 }, { text: '20.50', x: 400, y: 230, align: 'right' },
        { text: 'Thank you for dining with us', x: 50, y: 260 },
      ],
    },
  ]);
}

describe('capture of a card-paid restaurant receipt', () => {
  it('fills Payment_Type, a masked Card_Number, the display name and the category', async () => {
    const res = await t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name: 'receipt.pdf', type: 'application/pdf', bytes: await restaurantReceipt() }] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      Payment_Type: 'credit_card',
      Card_Number: '************4242',
      Payment_Display_Name: 'VISA ****4242',
      Category: 'Meals & Entertainment',
      Document_Type: 'receipt',
    });
  });
});

describe('GET /api/v4/categories', () => {
  it('returns the published list to an authenticated caller (headers, Bearer or api_key)', async () => {
    for (const auth of [{ headers }, { headers: { authorization: `Bearer ${apiKey}` } }, { query: { api_key: apiKey } }]) {
      const res = await t.request('GET', '/api/v4/categories', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ categories: [...EXPENSE_CATEGORY_NAMES] });
    }
  });

  it('refuses a call without credentials or with a wrong key, like the bank-transaction list', async () => {
    for (const path of ['/api/v4/categories', '/api/v2/banktxn/categories']) {
      const none = await t.request('GET', path);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ status: 'unsuccessful', code: 'UNAUTHENTICATED' });
      expect((await t.request('GET', path, { query: { api_key: 'wrong' } })).status).toBe(401);
    }
  });

  it('answers the demo credentials as the bank-transaction list does', async () => {
    const demo = { query: { api_key: DEMO_CREDENTIALS.api_key } };
    const ours = await t.request('GET', '/api/v4/categories', demo);
    const bank = await t.request('GET', '/api/v2/banktxn/categories', demo);
    expect(ours.status).toBe(bank.status);
  });
});

describe('GraphQL expenseCategories', () => {
  it('lists the same names, and only for an authenticated caller', async () => {
    const ok = await t.request('POST', '/graphql', { headers, json: { query: '{ expenseCategories }' } });
    expect(ok.body.data.expenseCategories).toEqual([...EXPENSE_CATEGORY_NAMES]);
    const anon = await t.request('POST', '/graphql', { json: { query: '{ expenseCategories }' } });
    expect(anon.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
