import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import type { DocumentTree } from '../../../src/extraction/types';
import expected from '../../fixtures/letters/expected.json';

/**
 * The letters of test/fixtures/letters as the service's OCR read them (make-images.js): the corpus-like screenshot
 * (png), its phone-photo look (photo) and a 1240-px Chromium screenshot (shot), stored as document trees, so the
 * whole extraction runs here without OCR.
 */
const dir = path.join(__dirname, '../../fixtures/letters');
const tree = (file: string): DocumentTree => JSON.parse(readFileSync(path.join(dir, 'ocr', file), 'utf8')) as DocumentTree;

/** Words OCR misread in the letters' own text: no business of the item stages. */
const SPELLING: Array<[RegExp, string]> = [[/Maf[sB]anfertigung/, 'Maßanfertigung'], [/salarios/, 'salários'], [/Declaragao periodica/, 'Declaração periódica']];
const spelled = (s: unknown) => SPELLING.reduce((t, [re, w]) => t.replace(re, w), String(s));

/** The tree with some of its text read otherwise ([as read, misread] pairs). */
function misread(t: DocumentTree, ...pairs: Array<[string, string]>): DocumentTree {
  const copy = JSON.parse(JSON.stringify(t)) as DocumentTree;
  for (const [from, to] of pairs) {
    const line = copy.pages.flatMap((p) => p.lines).find((l) => l.text.includes(from));
    if (!line) throw new Error(`no line holds ${from}`);
    line.text = line.text.replace(from, to);
    const words = line.text.split(' ');
    if (words.length === line.words.length) line.words.forEach((w, i) => (w.text = words[i]));
    else {
      // Words glued or split: spread over the line's box by their letters.
      const [x0, y0, x1, y1] = line.box;
      const unit = (x1 - x0) / line.text.length;
      let x = x0;
      line.words = words.map((text) => {
        const w = { text, box: [x, y0, x + text.length * unit, y1] as [number, number, number, number], confidence: 0.9 };
        x += (text.length + 1) * unit;
        return w;
      });
    }
  }
  return copy;
}

describe('letters that list their items, read by OCR from a screenshot or a photo', () => {
  let pipeline: ExtractionPipeline;
  let next: DocumentTree;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create({ imageReader: { read: async () => next } });
  });
  afterAll(() => pipeline.close());
  const items = async (t: DocumentTree) => {
    next = t;
    const r = await pipeline.extract({ bytes: Buffer.from('png'), type: 'png' });
    return r.lineItems.map(({ Description, QTY, Unit, Price, Amount }) =>
      Object.fromEntries(Object.entries({ Description: spelled(Description), QTY, Unit, Price, Amount }).filter(([, v]) => v !== undefined)));
  };
  const cases = (['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8'] as const).flatMap((n) => ['png', 'photo', 'shot'].map((k) => [n, k] as const));
  it.each(cases)('%s.%s', async (name, kind) => {
    expect(await items(tree(`${name}.${kind}.json`))).toEqual(expected[name].items);
  });

  it('reads entries whose euro sign OCR took for an E and whose brackets for braces ("(E 810,00}", "{E 275,50}")', async () => {
    const png = tree('l5.png.json');
    const want5 = expected.l5.items;
    expect(await items(misread(png, ['(€ 650,00)', '(E 650,00)'], ['(€ 810,00)', '(E 810,00}'], ['(€ 275,50)', '{E 275,50}']))).toEqual(want5);
    // With no entry readable as it stands, the list is still found.
    expect(await items(misread(png, ['(€ 650,00)', '{E 650,00}'], ['(€ 810,00)', '[E 810,00}'], ['(€ 275,50)', '{E 275,50]']))).toEqual(want5);
  });

  it('reads a pound sign taken for an L where the page prints the sign elsewhere, and leaders glued to the amount', async () => {
    const png = tree('l2.png.json');
    // OCR dropped every £ of this screenshot; the totals line prints them as the PDF does.
    const en = misread(png, ['Subtotal 1,166.00. VAT at 20% 233.20. Total due 1,399.20', 'Subtotal £1,166.00. VAT at 20% £233.20. Total due £1,399.20'],
      ['brand guide: 650.00', 'brand guide: L650.00'], ['templates: 180.00', 'templates: L180.00']);
    expect(await items(en)).toEqual(expected.l2.items);
    expect(await items(misread(png, ['brand guide: 650.00', 'brand guide: L650.00']))).not.toEqual(expected.l2.items);
    const fr = misread(tree('l3.png.json'), ['……. 135,00 €', ',,,,,,,135,00 €'], ['……… 30,00 €', '………30,00 €']);
    expect(await items(fr)).toEqual(expected.l3.items);
  });

  it('takes no look-alike letter for money where the document prints no such sign', async () => {
    // The US letter prints dollars: an "E" before its amounts is no euro, and the list does not add up without them.
    const us = misread(tree('l6.png.json'), ['- $240.00', '- E240.00'], ['- $65.00', '- E65.00']);
    expect((await items(us)).map((i) => i.Amount)).not.toContain(240);
  });
});
