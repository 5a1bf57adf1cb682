import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadPdfjs, type PdfjsTextItem } from '../../../src/extraction/pdf/pdfjs-loader';
import { mendWorkerSource } from '../../../src/extraction/pdf/pdfjs-worker-patch';

const BROKEN = 'const SpecialCharRegExp = new RegExp("^(\\\\s)|(\\\\p{Mn})|(\\\\p{Cf})$", "u");\n//# sourceMappingURL=pdf.worker.mjs.map\n';

describe("pdfjs's zero-width glyph test", () => {
  it('anchors the whole alternation, so a cluster holding a mark is no longer a zero-width mark', () => {
    const mended = mendWorkerSource(BROKEN)!;
    const re = new RegExp(/new RegExp\("(.*)", "u"\)/.exec(mended)![1].replace(/\\\\/g, '\\'), 'u');
    expect(re.test('\u0941')).toBe(true); // "ु" alone: a mark
    expect(re.test(' ')).toBe(true);
    expect(re.test('\u200d')).toBe(true);
    expect(re.test('दु')).toBe(false);
    expect(re.test('स्ट्रक्शन')).toBe(false);
    expect(mended).not.toContain('sourceMappingURL');
  });

  it('widens the in-word gap at which pdfjs reports a space to 0.15 em when both limits are there', () => {
    const limits = 'const TRACKING_SPACE_FACTOR = 0.102;\nconst SPACE_IN_FLOW_MIN_FACTOR = 0.102;\n';
    const mended = mendWorkerSource(limits + BROKEN)!;
    expect(mended).toContain('const TRACKING_SPACE_FACTOR = 0.15;');
    expect(mended).toContain('const SPACE_IN_FLOW_MIN_FACTOR = 0.15;');
    // Only one of them: the worker keeps pdfjs's own limits (the two must agree).
    expect(mendWorkerSource('const TRACKING_SPACE_FACTOR = 0.102;\n' + BROKEN)).toContain('TRACKING_SPACE_FACTOR = 0.102;');
  });

  it('leaves a worker without the expected test alone', () => {
    expect(mendWorkerSource('const SpecialCharRegExp = /x/;')).toBeUndefined();
    expect(mendWorkerSource(BROKEN + BROKEN)).toBeUndefined();
  });

  it('matches the installed pdfjs: a run of conjuncts drawn as glyphs gets its width, with no space reported inside the word', async () => {
    const worker = readFileSync(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.worker.mjs'), 'utf8');
    expect(mendWorkerSource(worker)).toBeDefined();
    expect(mendWorkerSource(worker)).toContain('SPACE_IN_FLOW_MIN_FACTOR = 0.15;');
    const rt = await loadPdfjs();
    const data = new Uint8Array(readFileSync(path.join(__dirname, '../../fixtures/scripts/joins-hi.pdf')));
    const doc = await rt.lib.getDocument({ ...rt.baseOptions, data }).promise;
    const items = (await (await doc.getPage(1)).getTextContent()).items.filter((i): i is PdfjsTextItem => 'str' in i);
    await doc.destroy();
    const conjuncts = items.find((i) => i.str.includes('स्ट्रक्श'))!;
    expect(conjuncts.str).toBe('स्ट्रक्शन');
    expect(conjuncts.width).toBeGreaterThan(2 * conjuncts.transform[0]);
  });
});
