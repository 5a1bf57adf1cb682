import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { CATEGORIES, PRIMARY_CATEGORIES } from '../../src/domain/banktxn/categories';
import { codes, createAccount, type Headers, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// What happens on the wire: multipart uploads and Apollo's CSRF rule, GET queries, registration, categories.
const MAX_UPLOAD = 64 * 1024;
let env: GraphqlTestServices;
let http: Awaited<ReturnType<typeof startGraphqlHttp>>;
let frank: TestAccount;
const demo: Headers = { authorization: `Bearer ${DEMO_CREDENTIALS.api_key}` };
const preflight: Headers = { 'apollo-require-preflight': 'true' };

beforeAll(async () => {
  env = await createGraphqlTestServices({ maxUploadBytes: MAX_UPLOAD });
  http = await startGraphqlHttp(env);
  frank = await createAccount(env);
});

afterAll(async () => {
  await http?.close();
  await env?.close();
});

const captureFile = 'mutation($file: Upload, $mode: CaptureMode) { captureDocument(file: $file, mode: $mode) { captureKey status message document { status fileName mediaType vendorName total } } }';

/** A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) with one file per entry. */
function form(files: { bytes: Uint8Array; name: string }[], query = captureFile, variables: Record<string, unknown> = {}) {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { file: null, ...variables } }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_f, i) => [String(i), ['variables.file']]))));
  files.forEach((f, i) => body.append(String(i), new Blob([new Uint8Array(f.bytes)], { type: 'application/pdf' }), f.name));
  return body;
}

function multipart(bytes: Uint8Array, variables: Record<string, unknown> = {}) {
  return form([{ bytes, name: 'invoice.pdf' }], captureFile, variables);
}

function upload(files: { bytes: Uint8Array; name: string }[], headers: Headers, query = captureFile) {
  return http.send({ method: 'POST', headers, body: form(files, query) });
}

async function tinyInvoicePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = ['ACME GmbH', 'Invoice INV-2024-001', 'Date: 2024-03-15', 'Widget    2 x 10.00    20.00', 'Total EUR 20.00'];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 24, size: 14, font }));
  return pdf.save();
}

async function documentCount(account: TestAccount): Promise<number> {
  return env.docRepo.count({ accountId: account.accountId });
}

describe('multipart uploads and CSRF protection', () => {
  it('refuses an upload without a preflight header (CSRF protection)', async () => {
    const res = await upload([{ bytes: await tinyInvoicePdf(), name: 'a.pdf' }], frank.bearer);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Cross-Site Request Forgery/);
    expect(await documentCount(frank)).toBe(0);
  });

  it('passes an upload with apollo-require-preflight (or x-apollo-operation-name) to the resolver', async () => {
    // The demo account may capture only the samples, so reaching that rule proves the file arrived.
    for (const header of [preflight, { 'x-apollo-operation-name': 'Capture' }]) {
      const res = await upload([{ bytes: await tinyInvoicePdf(), name: 'a.pdf' }], { ...demo, ...header });
      expect(codes(res)).toEqual(['FORBIDDEN']);
    }
  });

  it('refuses a file over the upload limit and more than one file', async () => {
    const big = new Uint8Array(MAX_UPLOAD + 1);
    expect(codes(await upload([{ bytes: big, name: 'big.pdf' }], { ...frank.bearer, ...preflight }))).toEqual(['PAYLOAD_TOO_LARGE']);
    const two = await upload([{ bytes: new Uint8Array(10), name: 'a.pdf' }, { bytes: new Uint8Array(10), name: 'b.pdf' }], { ...frank.bearer, ...preflight });
    expect(two.status).toBe(413);
    expect(codes(two)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(await documentCount(frank)).toBe(0);
  });

  it('needs exactly one of file and url', async () => {
    const bothQuery = 'mutation($file: Upload) { captureDocument(file: $file, url: "https://example.com/a.pdf") { captureKey } }';
    const both = await upload([{ bytes: await tinyInvoicePdf(), name: 'a.pdf' }], { ...frank.bearer, ...preflight }, bothQuery);
    expect(codes(both)).toEqual(['BAD_USER_INPUT']);
    const neither = await http.gql('mutation { captureDocument { captureKey } }', {}, frank.bearer);
    expect(codes(neither)).toEqual(['BAD_USER_INPUT']);
    expect(await documentCount(frank)).toBe(0);
  });

  it('captures an uploaded PDF end to end, synchronously and asynchronously', async () => {
    const res = await upload([{ bytes: await tinyInvoicePdf(), name: 'invoice.pdf' }], { ...frank.bearer, ...preflight });
    expect(res.errors).toBeUndefined();
    expect(res.data!.captureDocument).toMatchObject({
      status: 'PROCESSED',
      message: 'Processed',
      document: { status: 'PROCESSED', fileName: 'invoice.pdf', mediaType: 'pdf', total: 20 },
    });

    // ASYNC returns before processing; the queue is not running here, so the document stays PROCESSING.
    const later = await http.send({
      method: 'POST',
      headers: { ...frank.bearer, ...preflight },
      body: multipart(await tinyInvoicePdf(), { mode: 'ASYNC' }),
    });
    expect(later.errors).toBeUndefined();
    expect(later.data!.captureDocument).toMatchObject({ status: 'PROCESSING', document: { status: 'PROCESSING', total: null } });
  });
});

describe('GET and HTML requests', () => {
  const q = encodeURIComponent('{ me { email } }');

  it('answers GET queries only with a preflight header, and accepts ?api_key=', async () => {
    expect((await http.send({ method: 'GET', query: `?query=${q}`, headers: frank.bearer })).status).toBe(400);
    const ok = await http.send({ method: 'GET', query: `?query=${q}&api_key=${encodeURIComponent(frank.creds.api_key)}`, headers: preflight });
    expect(ok.data).toEqual({ me: { email: frank.email } });
  });

  it('passes browsers asking for HTML on to the IDE, and serves no landing page of its own', async () => {
    const browser = await http.send({ method: 'GET', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(browser.text).toBe('passed through');
    const api = await http.send({ method: 'GET', headers: { accept: 'application/json', ...preflight } });
    expect(api.text).not.toMatch(/<html|apollographql\.com|cdn\./i);
    const below = await http.send({ method: 'POST', query: '/other', headers: { 'content-type': 'application/json', ...preflight }, body: '{}' });
    expect(below.text).toBe('passed through');
  });

  it('answers a malformed JSON body in GraphQL form', async () => {
    const res = await http.send({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['BAD_REQUEST']);
  });
});

describe('register', () => {
  const register = 'mutation($email: String!, $password: String!) { register(email: $email, password: $password) { clientId apiKey secretKey username password } }';

  it('issues credentials without authentication; they work once the e-mailed link is followed', async () => {
    const res = await http.gql(register, { email: 'New.User@Example.com', password: 'Very-secret-42' }, { authorization: 'Bearer stale-key' });
    expect(res.errors).toBeUndefined();
    const creds = res.data!.register;
    expect(creds).toMatchObject({ clientId: expect.stringMatching(/^cl_/), username: 'new.user@example.com', password: 'Very-secret-42' });
    const bearer = { authorization: `Bearer ${creds.apiKey}` };
    expect(codes(await http.gql('{ me { email } }', {}, bearer))).toEqual(['NOT_VERIFIED']);
    const mail = env.mail.find((m) => m.to === 'new.user@example.com')!;
    await env.services.accounts.verify(new URL(/https?:\/\/\S+verify\?token=\S+/.exec(mail.text)![0]).searchParams.get('token'));
    expect((await http.gql('{ me { email } }', {}, bearer)).data).toEqual({ me: { email: 'new.user@example.com' } });
  });

  it('refuses a taken address and a weak password', async () => {
    const taken = await http.gql(register, { email: frank.email, password: 'Very-secret-42' });
    expect(codes(taken)).toEqual(['REGISTRATION_FAILED']);
    expect(taken.errors![0].extensions!.details).toEqual({ registration: 'failed', reason: 'username already exists' });
    expect(codes(await http.gql(register, { email: 'weak@example.com', password: 'short' }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('bank transactions', () => {
  it('lists the categories and categorizes descriptions in input order', async () => {
    const categories = await http.gql('{ transactionCategories { id name description } }', {}, frank.bearer);
    expect(categories.errors).toBeUndefined();
    const names = categories.data!.transactionCategories.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(5);
    const txns = ['SHELL OIL 12345 HOUSTON TX', 'WOOLWORTHS FOOD CAPE TOWN', 'UBER *TRIP HELP.UBER.COM'];
    const res = await http.gql('query($txns: [String!]!) { categorizeTransactions(txns: $txns) }', { txns }, frank.bearer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.categorizeTransactions).toHaveLength(3);
    for (const name of res.data!.categorizeTransactions) expect(names).toContain(name);
    const empty = await http.gql('{ categorizeTransactions(txns: []) }', {}, frank.bearer);
    expect(codes(empty)).toEqual(['BAD_USER_INPUT']);
    expect(empty.errors![0].extensions!.details).toEqual({ field: 'txns' });
  });

  it('serves the two-level taxonomy: each primary with its detailed categories, and each detailed one with its primary', async () => {
    const tree = await http.gql('{ transactionCategoryTree { id name categories { name primary { id } } } }', {}, frank.bearer);
    expect(tree.errors).toBeUndefined();
    const primaries = tree.data!.transactionCategoryTree as { id: string; name: string; categories: { name: string; primary: { id: string } }[] }[];
    expect(primaries.map((p) => p.id)).toEqual(PRIMARY_CATEGORIES.map((p) => p.id));
    expect(primaries.flatMap((p) => p.categories.map((c) => c.name))).toEqual(CATEGORIES.map((c) => c.name));
    for (const p of primaries) for (const c of p.categories) expect(c.primary.id).toBe(p.id);
    const flat = await http.gql('{ transactionCategories { name primary { name } } }', {}, frank.bearer);
    expect(flat.data!.transactionCategories.find((c: { name: string }) => c.name === 'Fast Food').primary.name).toBe('Food & Drink');
    expect(codes(await http.gql('{ transactionCategoryTree { id } }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('answers with the primary category, a confidence and what decided, for the default and a custom set', async () => {
    const query = 'query($txns: [String!]!) { categorizeTransactionsDetailed(txns: $txns) { category primary confidence source } }';
    const txns = ['STARBUCKS STORE 1234 SEATTLE WA|-5.75|a', 'POS PURCHASE MARBLE PANTRY  * 12 Oct|-140|b'];
    const res = await http.gql(query, { txns }, frank.bearer);
    expect(res.errors).toBeUndefined();
    const [known, unknown] = res.data!.categorizeTransactionsDetailed;
    expect(known).toMatchObject({ category: 'Coffee Shops', primary: 'Food & Drink', source: 'rule' });
    expect(known.confidence).toBeGreaterThan(0.9);
    expect(['rule', 'model', 'none']).toContain(unknown.source);
    expect(unknown.confidence).toBeGreaterThanOrEqual(0);
    const plain = await http.gql('query($txns: [String!]!) { categorizeTransactions(txns: $txns) }', { txns }, frank.bearer);
    expect(plain.data!.categorizeTransactions).toEqual([known.category, unknown.category]);
    expect(codes(await http.gql(query, { txns: [] }, frank.bearer))).toEqual(['BAD_USER_INPUT']);
  });

  it('still refuses an empty list after the taxonomy queries', async () => {
    const empty = await http.gql('{ categorizeTransactions(txns: []) }', {}, frank.bearer);
    expect(codes(empty)).toEqual(['BAD_USER_INPUT']);
    expect(empty.errors![0].extensions!.details).toEqual({ field: 'txns' });
  });
});
