import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { IssuedCredentials } from '../../src/domain/account/account.service';
import { newCaptureKey } from '../../src/domain/capture/capture.service';
import { DocumentEntity, type DocumentStatus } from '../../src/domain/document/document.entity';
import { lineItem, syncIndexedColumns } from '../../src/domain/document/document.service';
import { type LineItemFields, type RecordFields, emptyLineItemFields, emptyRecordFields } from '../../src/domain/document/record-fields';
import { createGraphqlRouter } from '../../src/graphql/server';
import type { GraphqlTestServices } from './graphql-services';

export interface GraphqlResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; details?: any } }[];
  text: string;
}

export type Headers = Record<string, string>;

/** The GraphQL router alone on an ephemeral HTTP port, the way the app mounts it. */
export async function startGraphqlHttp(env: GraphqlTestServices) {
  const graphql = await createGraphqlRouter(env.services);
  const app = express();
  app.use(graphql.router);
  // Stands in for the app's IDE page, to see which requests the router lets through.
  app.use((_req, res) => void res.status(404).type('text').send('passed through'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

  async function send(init: RequestInit & { query?: string }): Promise<GraphqlResponse> {
    const res = await fetch(url + (init.query ?? ''), init);
    const text = await res.text();
    let parsed: { data?: any; errors?: any } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON answers (the pass-through marker) are checked through `text`.
    }
    return { status: res.status, data: parsed.data, errors: parsed.errors, text };
  }

  return {
    url,
    send,
    gql: (query: string, variables: Record<string, unknown> = {}, headers: Headers = {}) =>
      send({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await graphql.stop();
    },
  };
}

export interface TestAccount {
  accountId: string;
  email: string;
  creds: IssuedCredentials;
  /** Authorization: Bearer <api_key> */
  bearer: Headers;
  /** The contract's four headers. */
  full: Headers;
}

export async function createAccount(env: GraphqlTestServices, verified = true): Promise<TestAccount> {
  const email = `gql-${randomBytes(4).toString('hex')}@example.com`;
  const creds = await env.services.accounts.register(email, 'Graph-QL-secret-1');
  const account = (await env.accountRepo.findByEmail(email))!;
  if (verified) await env.accountRepo.markVerified(account.id, new Date());
  return {
    accountId: account.id,
    email,
    creds,
    bearer: { authorization: `Bearer ${creds.api_key}` },
    full: {
      'client-id': creds.client_id,
      authorization: `apikey ${creds.username}:${creds.api_key}`,
      password: creds.password,
      'secret-key': creds.secret_key,
    },
  };
}

export interface SeedOptions {
  status?: DocumentStatus;
  createdAt?: Date;
  fields?: RecordFields;
  lineItems?: LineItemFields[];
  failureReason?: string;
}

/** A document as processing would leave it, written straight through the repository (no extraction). */
export async function seedDocument(env: GraphqlTestServices, account: TestAccount, opts: SeedOptions = {}): Promise<DocumentEntity> {
  const status = opts.status ?? 'processed';
  const createdAt = opts.createdAt ?? new Date();
  const doc = Object.assign(new DocumentEntity(), {
    id: randomUUID(),
    captureKey: newCaptureKey(account.email, createdAt),
    accountId: account.accountId,
    status,
    failureReason: status === 'failed' ? (opts.failureReason ?? 'unreadable') : null,
    fileName: 'invoice.pdf',
    mediaType: 'pdf',
    contentHash: randomBytes(32).toString('hex'),
    byteSize: 1000,
    sourceUrl: null,
    notifyByEmail: false,
    fields: status === 'processed' ? { ...emptyRecordFields(), ...opts.fields } : null,
    createdAt,
    processedAt: status === 'processing' ? null : createdAt,
  });
  syncIndexedColumns(doc);
  await env.docRepo.saveDocument(doc);
  await env.docRepo.insertLineItems(
    (opts.lineItems ?? []).map((f, i) => lineItem(doc.id, i + 1, { ...emptyLineItemFields(), ...f } as LineItemFields)),
  );
  return doc;
}

export function codes(res: GraphqlResponse): (string | undefined)[] {
  return (res.errors ?? []).map((e) => e.extensions?.code);
}
