import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeServices, createServices, type ServiceOverrides } from '../../src/app/create-services';
import type { Services } from '../../src/app/services';
import type { Logger } from '../../src/common/logger';
import { loadConfig } from '../../src/config/config';
import { AccountRepository } from '../../src/domain/account/account.repository';
import { DocumentRepository } from '../../src/domain/document/document.repository';
import type { MailMessage, Mailer } from '../../src/domain/mail/mailer';
import { dropDatabase, freshDatabaseUrl } from './database';

/**
 * The real Services (src/app/create-services.ts) for the GraphQL integration tests, on a fresh database: SQLite
 * in a temp directory, or a new MariaDB/MySQL database when DATABASE_URL is set. Differences from production,
 * and why: OCR is off (these tests upload digital PDFs only), mail is kept in memory so tests can read the
 * verification link, errors logged are kept for assertions, and the queue worker is not started, so an
 * ASYNC capture stays PROCESSING while SYNC ones still run their job in the request (queue.runNow).
 */
export interface GraphqlTestServices {
  services: Services;
  accountRepo: AccountRepository;
  docRepo: DocumentRepository;
  mail: MailMessage[];
  errors: { message: string; meta?: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function createGraphqlTestServices(
  opts: { maxUploadBytes?: number; reader?: ServiceOverrides['reader'] } = {},
): Promise<GraphqlTestServices> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-graphql-'));
  const databaseUrl = await freshDatabaseUrl();
  const env = { DATA_DIR: dataDir, TLS: 'off', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', OCR: 'off' };
  const config = {
    ...loadConfig({ ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    // MAX_UPLOAD_MB cannot go below 1 MB; a small limit keeps the oversize-upload test light.
    ...(opts.maxUploadBytes ? { maxUploadBytes: opts.maxUploadBytes } : {}),
  };
  const errors: GraphqlTestServices['errors'] = [];
  const logger: Logger = { error: (message, meta) => errors.push({ message, meta }), info() {}, debug() {} };
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m), close() {} };

  const services = await createServices(config, { logger, mailer, startQueue: false, reader: opts.reader });
  return {
    services,
    accountRepo: new AccountRepository(services.dataSource),
    docRepo: DocumentRepository.from(services.dataSource),
    mail,
    errors,
    async close() {
      await closeServices(services);
      await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
