import fs from 'node:fs';
import path from 'node:path';
import { DocumentRepository } from '../../src/domain/document/document.repository';
import { blankPdf } from '../support/limits-fixtures';
import { registerVerified, startTestServer, type TestServer } from '../support/server';
import { writeThrough } from '../support/short-writes';

/**
 * A full disk or database while a document is accepted: the client gets 507 with the contract's JSON error body
 * (not a generic 500), and nothing of the upload stays stored, neither the original nor a document row.
 */
let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({ OCR: 'off' });
  headers = (await registerVerified(t)).headers;
}, 60000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => jest.restoreAllMocks());

const blobsDir = () => path.join(t.dataDir, 'blobs');
const blobFiles = () => fs.readdirSync(blobsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
const upload = (bytes: Buffer, query: Record<string, string> = {}) =>
  t.request('POST', '/api/v4', { headers, query, multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes }] } });
const ENOSPC = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
const STORAGE_FULL = { status: 'unsuccessful', code: 'INSUFFICIENT_STORAGE' };

describe('a full disk or database at acceptance', () => {
  it('answers an asynchronous upload 507 when the disk is full, and keeps no file', async () => {
    const before = blobFiles();
    writeThrough('wx', async () => {
      throw ENOSPC();
    });
    const res = await upload(await blankPdf(1), { type: 'async' });
    expect(res.status).toBe(507);
    expect(res.body).toMatchObject(STORAGE_FULL);
    expect(res.body.message).toMatch(/no room left.*nothing was stored/);
    expect(blobFiles()).toEqual(before);
  });

  it('answers 507 when the database is full, and removes the original it had stored', async () => {
    const before = blobFiles();
    const full = Object.assign(new Error('database or disk is full'), { driverError: Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }) });
    jest.spyOn(DocumentRepository.prototype, 'insertWithJob').mockRejectedValue(full);
    for (const type of ['async', 'sync']) {
      const res = await upload(await blankPdf(1), { type });
      expect(res.status).toBe(507);
      expect(res.body).toMatchObject(STORAGE_FULL);
    }
    expect(blobFiles()).toEqual(before);
  });

  it('accepts the next upload once there is room again', async () => {
    const res = await upload(await blankPdf(1), { type: 'async' });
    expect(res.status).toBe(200);
    expect(res.body.capture_key).toEqual(expect.any(String));
  });

  it('still answers other write failures as an internal error (500), without a stored file', async () => {
    const before = blobFiles();
    writeThrough('wx', async () => {
      throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
    });
    const res = await upload(await blankPdf(1), { type: 'async' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'INTERNAL' });
    expect(blobFiles()).toEqual(before);
  });
});
