import fs from 'node:fs';
import path from 'node:path';
import { ExtractionPipeline } from '../../src/extraction/pipeline';
import type { ExtractionInput, SniffedType } from '../../src/extraction/types';
import { createAccount, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

const PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

/** The real PDF pipeline, recording what each extraction was asked for. */
class RecordingReader {
  inputs: ExtractionInput[] = [];
  constructor(private readonly pipeline: ExtractionPipeline) {}
  inspect(bytes: Buffer): Promise<SniffedType> {
    return this.pipeline.inspect(bytes);
  }
  extract(input: ExtractionInput) {
    this.inputs.push(input);
    return this.pipeline.extract(input);
  }
  close() {
    return this.pipeline.close();
  }
}

let env: GraphqlTestServices;
let reader: RecordingReader;
let account: TestAccount;
let gql: Awaited<ReturnType<typeof startGraphqlHttp>>;

beforeAll(async () => {
  reader = new RecordingReader(await ExtractionPipeline.create());
  env = await createGraphqlTestServices({ reader });
  account = await createAccount(env);
  gql = await startGraphqlHttp(env);
});
afterAll(async () => {
  await gql?.close();
  await env?.close();
});

const actor = () => ({ accountId: account.accountId, email: account.email, isDemo: false, via: 'rest' as const });
const countDocs = () => env.docRepo.count({ accountId: account.accountId });

describe('language hint', () => {
  it('is stored with the document and handed to extraction as Tesseract codes', async () => {
    const outcome = await env.services.capture.captureFile(actor(), { bytes: PDF, fileName: 'a.pdf' }, 'sync', { language: 'de, en' });
    expect(outcome.kind).toBe('processed');
    expect(reader.inputs.at(-1)?.languages).toEqual(['deu', 'eng']);
    const doc = await env.docRepo.findByCaptureKey(account.accountId, outcome.captureKey);
    expect(doc?.languages).toBe('deu,eng');
  });

  it('is optional: without it nothing is passed and the OCR detects the language', async () => {
    const outcome = await env.services.capture.captureFile(actor(), { bytes: PDF }, 'sync');
    expect(reader.inputs.at(-1)?.languages).toBeUndefined();
    expect((await env.docRepo.findByCaptureKey(account.accountId, outcome.captureKey))?.languages).toBeNull();
  });

  it.each([
    ['xx', /language "xx" is not supported/],
    ['de,en,fr,es,it', /at most 4/],
    [42, /must be a string/],
  ])('refuses %p with 400 before storing anything', async (language, message) => {
    const before = reader.inputs.length;
    const docs = await countDocs();
    const e = await env.services.capture.captureFile(actor(), { bytes: PDF }, 'sync', { language }).catch((x) => x);
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(message) });
    expect(reader.inputs.length).toBe(before);
    expect(await countDocs()).toBe(docs);
  });

  it('is the languages argument of captureDocument over GraphQL, with the same refusal', async () => {
    const mutation = 'mutation($url: String, $languages: [String!]) { captureDocument(url: $url, languages: $languages) { status } }';
    const bad = await gql.gql(mutation, { url: 'https://example.com/x.pdf', languages: ['klingon'] }, account.bearer);
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('language "klingon" is not supported'), extensions: { code: 'BAD_USER_INPUT' } });
  });
});
