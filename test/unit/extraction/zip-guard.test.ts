import JSZip from 'jszip';
import { assertSafeZip, readCentralDirectory } from '../../../src/extraction/office/zip-guard';
import { ExtractionPipeline, OFFICE_XML_TAGS } from '../../../src/extraction/pipeline';
import { officeWithEntries, officeWithHiddenBombs, officeWithTags, officeZipBomb } from '../../support/hostile-fixtures';
import { docxInvoice, xlsxInvoice } from '../../support/office-factory';

const GiB = 1024;
const timed = (f: () => void): number => {
  const start = Date.now();
  try {
    f();
  } catch {
    // the assertion is made separately; this only measures
  }
  return Date.now() - start;
};

describe('assertSafeZip against ZIP bombs', () => {
  it('accepts real office files and the fixtures\' small valid ones under the production tag budgets', async () => {
    const workbook = await xlsxInvoice();
    expect(() => assertSafeZip(workbook, { maxXmlTags: OFFICE_XML_TAGS.xlsx })).not.toThrow();
    expect(() => assertSafeZip(docxInvoice(), { maxXmlTags: OFFICE_XML_TAGS.docx })).not.toThrow();
    for (const kind of ['xlsx', 'docx'] as const) {
      expect(() => assertSafeZip(officeWithEntries(kind, 10), { maxXmlTags: OFFICE_XML_TAGS[kind] })).not.toThrow();
    }
  });

  it.each(['xlsx', 'docx'] as const)('refuses a %s whose main part truly inflates to 3 GiB, from its declaration alone', (kind) => {
    const bomb = officeZipBomb(kind, 3 * GiB);
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    expect(() => assertSafeZip(bomb)).toThrow(expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }));
    // Nothing is inflated: refusing 3 GiB takes what reading a directory takes.
    expect(timed(() => assertSafeZip(bomb))).toBeLessThan(500);
  });

  it.each(['xlsx', 'docx'] as const)('refuses a %s that declares 1 KB but inflates to 3 GiB, inflating only 1 KB of it', (kind) => {
    const liar = officeZipBomb(kind, 3 * GiB, { declaredBytes: 1024 });
    expect(() => assertSafeZip(liar)).toThrow(/does not inflate to its declared size/);
    expect(timed(() => assertSafeZip(liar))).toBeLessThan(500);
  });

  it('refuses 100,000 entries (a ZIP64 directory) before reading them', () => {
    const many = officeWithEntries('xlsx', 100_000);
    expect(readCentralDirectory.bind(null, many)).toThrow(/100005 entries \(the limit is 10000\)/);
    expect(timed(() => assertSafeZip(many))).toBeLessThan(500);
  });

  it('refuses entries hidden behind the declared count, which JSZip (exceljs, mammoth) would open', async () => {
    const hidden = officeWithHiddenBombs('xlsx', 2);
    // The threat is real: JSZip ignores the count and lists the two 1 GiB entries.
    const seen = Object.keys((await JSZip.loadAsync(hidden)).files);
    expect(seen).toEqual(expect.arrayContaining(['xl/media/b0.xml', 'xl/media/b1.xml']));
    expect(() => assertSafeZip(hidden)).toThrow(/holds more entries than it declares/);
  });

  it('reads the directory where JSZip does: a maxed end-record field means ZIP64, the last end record counts', () => {
    const good = officeWithEntries('docx');
    const eocd = good.length - 22;
    // A central-directory size of 0xFFFFFFFF sends JSZip looking for ZIP64 records this file lacks.
    const maxed = Buffer.from(good);
    maxed.writeUInt32LE(0xffffffff, eocd + 12);
    expect(() => readCentralDirectory(maxed)).toThrow(/missing ZIP64 locator/);
    // A second end-record signature in the last bytes: JSZip would take it, so the archive is refused.
    const trailing = Buffer.concat([good, Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0])]);
    expect(() => readCentralDirectory(trailing)).toThrow(/no ZIP end-of-central-directory record/);
  });

  it.each([
    ['docx', 300_000],
    ['xlsx', 1_200_000],
  ] as const)('refuses a %s of %i tags that passes every byte cap, and counts no further than the budget', (kind, tags) => {
    const bytes = officeWithTags(kind, tags);
    expect(() => assertSafeZip(bytes)).not.toThrow();
    expect(() => assertSafeZip(bytes, { maxXmlTags: OFFICE_XML_TAGS[kind] })).toThrow(
      expect.objectContaining({ code: 'UNPROCESSABLE', message: expect.stringMatching(/more than [\d]+ XML tags/) }),
    );
  });
});

describe('the pipeline applies the guard and the tag budget at inspection and extraction', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  it.each(['xlsx', 'docx'] as const)('%s', async (kind) => {
    for (const bytes of [officeZipBomb(kind, 3 * GiB, { declaredBytes: 1024 }), officeWithHiddenBombs(kind, 2), officeWithTags(kind, 1_200_000)]) {
      await expect(pipeline.inspect(bytes)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
      await expect(pipeline.extract({ bytes, type: kind })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    }
    await expect(pipeline.inspect(officeZipBomb(kind, 3 * GiB))).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // The small valid file of the same build reads.
    const ok = await pipeline.extract({ bytes: officeWithEntries(kind), type: kind });
    expect(ok.rawText).toContain('Total 12.50');
  });
});
