import { repairStreetWords } from '../../../src/extraction/lexicon';
import { extractFields } from '../../../src/extraction/fields';
import { alignSlack } from '../../../src/extraction/fields/sections';
import { repairOcrGlyphs, toDoc } from '../../../src/extraction/fields/doc';
import { nameWithLegalForm } from '../../../src/extraction/fields/legal-form';
import { repairAddressPunctuation, spaceAfterAbbreviation } from '../../../src/extraction/fields/ocr-punctuation';
import { PART_SEPARATOR } from '../../../src/extraction/fields/part-separators';
import { withoutName } from '../../../src/extraction/fields/resolve';
import { sizedRows, tree } from '../../support/ocr-rows';

/** A screenshot read by OCR: 24 px glyphs on a 1300 px wide page. */
const screenshot = (rows: Array<[number, string]>) =>
  extractFields(sizedRows(rows.map(([x, t]) => [x, t, 24]), { width: 1300, height: 1800, gap: 6, advance: 0.55 })).fields;

describe('column edges on OCR pages wander with the glyph boxes', () => {
  it('keeps the slack of a PDF for small type and widens it with the type size', () => {
    expect(alignSlack(10)).toBe(3);
    expect(alignSlack(24)).toBe(6);
  });

  it('keeps a block line a few pixels left of its heading in the block', () => {
    const f = screenshot([[80, 'Oakmont Hardware LLP'], [80, 'TAX INVOICE'], [78, 'BILL TO'], [77, 'Silverline Electrical Pte Ltd'], [76, '4 Anson Road'], [73, 'Singapore 238859']]);
    expect(f.Bill_To_Address).toBe('4 Anson Road, Singapore 238859');
  });

  it('does not take a line that starts well left of the heading', () => {
    const f = screenshot([[80, 'Oakmont Hardware LLP'], [80, 'TAX INVOICE'], [78, 'BILL TO'], [77, 'Silverline Electrical Pte Ltd'], [76, '4 Anson Road'], [40, 'Singapore 238859']]);
    expect(f.Bill_To_Address).toBe('4 Anson Road');
  });
});

describe('sender-line separators as OCR reads them in CJK text', () => {
  const footer = '有限会社クリーンサービス山田・〒450-0002・愛知県名古屋市中村区銀座9-44-7';

  it('splits at an unspaced katakana middle dot between other characters', () => {
    expect(footer.split(PART_SEPARATOR)).toEqual(['有限会社クリーンサービス山田', '〒450-0002', '愛知県名古屋市中村区銀座9-44-7']);
    expect('Müller GmbH · Dorfstr. 69 - 9000 St. Gallen'.split(PART_SEPARATOR)).toHaveLength(3);
  });

  it('keeps a middle dot between katakana inside the name, and an unspaced Latin dot', () => {
    expect('株式会社クリーン・サービス'.split(PART_SEPARATOR)).toEqual(['株式会社クリーン・サービス']);
    expect('Col·legi Major 5'.split(PART_SEPARATOR)).toEqual(['Col·legi Major 5']);
  });

  it('ends a name that opens with its legal form at the separator', () => {
    expect(nameWithLegalForm(footer)).toBe('有限会社クリーンサービス山田');
  });

  it('takes the name off a sender line to leave its address', () => {
    expect(withoutName(footer, '有限会社クリーンサービス山田')).toBe('〒450-0002, 愛知県名古屋市中村区銀座9-44-7');
  });
});

describe('the postal mark OCR read as a T', () => {
  it('reads a lone T before a Japanese postcode on a CJK page as 〒, keeping the length', () => {
    expect(repairOcrGlyphs('T 104-0061 得意先コード 38246', true)).toBe('〒 104-0061 得意先コード 38246');
    expect(repairOcrGlyphs('T104-0061', true)).toBe('〒104-0061');
  });

  it('leaves a T on a Latin page, inside a word, or before another figure', () => {
    expect(repairOcrGlyphs('T 104-0061', false)).toBe('T 104-0061');
    expect(repairOcrGlyphs('ST 104-0061', true)).toBe('ST 104-0061');
    expect(repairOcrGlyphs('T 1040-061', true)).toBe('T 1040-061');
    expect(repairOcrGlyphs('T7944421564182', true)).toBe('T7944421564182');
  });

  it('repairs the lines and cells of an OCR page in Japanese', () => {
    const doc = toDoc(tree([[50, '富士ソフトウェア株式会社']], [[50, 'T 104-0061']], [[50, '東京都中央区丸の内8-4-7']]));
    expect(doc.lines[1].text).toBe('〒 104-0061');
    expect(doc.lines[1].cells[0].text).toBe('〒 104-0061');
    expect(toDoc(tree([[50, 'Acme Ltd']], [[50, 'T 104-0061']])).lines[1].text).toBe('T 104-0061');
  });
});

describe('a street word whose ß OCR dropped', () => {
  it('restores the ß alone or at the end of a compound, in the printed case', () => {
    expect(repairStreetWords('Bahnhofstrae 36/3, 6020 Innsbruck')).toBe('Bahnhofstraße 36/3, 6020 Innsbruck');
    expect(repairStreetWords('Strae des 17. Juni 5')).toBe('Straße des 17. Juni 5');
    expect(repairStreetWords('BAHNHOFSTRAE 3')).toBe('BAHNHOFSTRASSE 3');
  });

  it('leaves street words printed whole, and words that only contain the letters', () => {
    for (const t of ['Hauptstraße 1', 'Hauptstrasse 1', 'Straelener Weg 4', 'Strand 5']) expect(repairStreetWords(t)).toBe(t);
  });
});

describe('an Arabic comma OCR read as a full stop', () => {
  it('reads a full stop between two Arabic words of an address as the Arabic comma', () => {
    expect(repairAddressPunctuation('شارع الوحدة. مبنى 58, عجمان')).toBe('شارع الوحدة، مبنى 58, عجمان');
  });

  it('repairs OCR readings only: a digital document prints what it means', () => {
    const page = tree([[50, 'INVOICE']], [[50, 'From:']], [[50, 'Acme Trading LLC']], [[50, 'شارع الوحدة. مبنى 58']], [[50, 'Ajman']], [[50, 'Total 10.00']]);
    expect(extractFields(page).fields.Vendor_Address).toBe('شارع الوحدة، مبنى 58, Ajman');
    expect(extractFields({ ...page, source: 'pdf-text' }).fields.Vendor_Address).toBe('شارع الوحدة. مبنى 58, Ajman');
  });

  it("reads a comma after a dotted number sign, before its figure, as the sign's dot", () => {
    expect(repairAddressPunctuation('दुकान नं, 85, एम.जी. रोड')).toBe('दुकान नं. 85, एम.जी. रोड');
    expect(repairAddressPunctuation('NO,35, JALAN KEBUDAYAAN 8')).toBe('NO,35, JALAN KEBUDAYAAN 8');
    expect(repairAddressPunctuation('〒 104-0061, 東京都中央区丸の内8-4-7')).toBe('〒104-0061, 東京都中央区丸の内8-4-7');
    for (const t of ['Nonno, 12 Via Roma', 'Gebäude Nr 5, 3. OG', 'Piso No, Calle']) expect(repairAddressPunctuation(t)).toBe(t);
  });

  it('reads a spaced colon after a street with its number, and one opening the address, as the middle dot', () => {
    expect(repairAddressPunctuation(': 14 Wharf Road : Bristol BS1 6QE')).toBe('14 Wharf Road, Bristol BS1 6QE');
    // A label's colon follows a word without a figure.
    for (const t of ['Tél : 04 78 61 22 40', 'Adresse : Lyon', 'Postfach: 1234']) expect(repairAddressPunctuation(t)).toBe(t);
  });

  it('leaves abbreviation dots, Latin full stops and a dot before a figure', () => {
    for (const t of ['ص.ب 1234، دبي', 'Av. Insurgentes Sur 90', 'شارع الوحدة. 58', 'St. Gallen. Zürich']) expect(repairAddressPunctuation(t)).toBe(t);
  });
});

describe('a space OCR lost after an abbreviation in a name', () => {
  it('puts it back before a capitalised word, and nowhere else', () => {
    expect(spaceAfterAbbreviation('Bb.Carla Mendoza')).toBe('Bb. Carla Mendoza');
    expect(spaceAfterAbbreviation('Dr.Weber GmbH')).toBe('Dr. Weber GmbH');
    expect(spaceAfterAbbreviation('A.P.Moller')).toBe('A.P.Moller');
    expect(spaceAfterAbbreviation('Muster.Com GmbH')).toBe('Muster.Com GmbH');
    expect(spaceAfterAbbreviation('SDN.BHD')).toBe('SDN.BHD');
  });
});
