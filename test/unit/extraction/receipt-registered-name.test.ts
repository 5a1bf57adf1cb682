import tradeWords from '../../../src/extraction/lexicon/trade-words.json';
import { extractFields } from '../../../src/extraction/fields';
import { onlyTradeWords } from '../../../src/extraction/fields/trade-words';
import { repairLegalForm } from '../../../src/extraction/fields/legal-form';
import formerNameWords from '../../../src/extraction/lexicon/former-name-words.json';
import { currentName } from '../../../src/extraction/fields/former-name';
import { sizedRows } from '../../support/ocr-rows';

/** A till receipt read by OCR: rows of [x, text, glyph height], each under the last (made-up shops). */
const receipt = (rows: Array<[number, string, number]>) => sizedRows(rows, { width: 420, height: 900, gap: 6, advance: 0.6 });

const tail: Array<[number, string, number]> = [
  [20, 'TAX INVOICE', 14],
  [20, 'DATE: 12/04/2018 14:22', 14],
  [20, 'MINERAL WATER 2.50', 14],
  [20, 'TOTAL 2.50', 14],
];

const entries = Object.entries(tradeWords as Record<string, string[]>).flatMap(([lang, list]) => list.map((w) => [lang, w] as const));

describe('every trade word is a line that names no business by itself', () => {
  it.each(entries)('%s "%s"', (_lang, word) => {
    expect([word, onlyTradeWords(word.toUpperCase())]).toEqual([word, true]);
    expect([word, onlyTradeWords(`MAJU ${word.toUpperCase()}`)]).toEqual([word, false]);
  });

  it('takes joiners between trade words, and nothing else', () => {
    expect(onlyTradeWords('RESTAURANT & CATERING')).toBe(true);
    expect(onlyTradeWords('Bäckerei und Handel')).toBe(true);
    expect(onlyTradeWords('&')).toBe(false);
    expect(onlyTradeWords('GOLDEN LEAF TRADING')).toBe(false);
  });
});

describe('a receipt name over its registration number', () => {
  it('is the line over the registration, not the proprietor printed above it', () => {
    const f = extractFields(receipt([[60, 'LIM AH KOW', 14], [50, 'SENANG JAYA ENTERPRISE', 14], [80, '(JM0123456)', 14], [40, 'NO 5 JALAN MAWAR 3', 14], [60, '81100 JOHOR BAHRU', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('SENANG JAYA ENTERPRISE');
    expect(f.Vendor_Address).toBe('NO 5 JALAN MAWAR 3 81100 JOHOR BAHRU');
  });

  it('joins a line of trade words over the registration to the name above it', () => {
    const f = extractFields(receipt([[60, 'KOK LEONG POWER TOOLS', 14], [100, 'TRADING', 14], [90, '001234567-T', 14], [40, '7-1, JALAN MELUR 2,', 14], [60, '47810 PETALING JAYA', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('KOK LEONG POWER TOOLS TRADING');
  });

  it('keeps the top line when the line over the registration is an address or a contact', () => {
    const f = extractFields(receipt([[60, 'KEDAI MAJU', 14], [40, '9, JALAN SUBANG 3,', 14], [60, '40150 SHAH ALAM', 14], [60, 'TEL: 012-3456789', 14], [60, 'GST NO: 001147981824', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('KEDAI MAJU');
  });

  it('joins a trade-word line under a top name without a registration', () => {
    const f = extractFields(receipt([[60, 'KOK LEONG POWER TOOLS', 14], [100, 'TRADING', 14], [40, '7-1, JALAN MELUR 2,', 14], [60, '47810 PETALING JAYA', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('KOK LEONG POWER TOOLS TRADING');
  });
});

describe('a legal form whose own line holds trade words only', () => {
  it('joins the name above it, whatever its length', () => {
    const f = extractFields(receipt([[20, '4180505', 14], [90, 'NORTH SOUTH', 14], [60, 'STATIONERY SDN. BHD', 14], [60, 'CO REG NO : 123456-K', 14], [40, '42, JLN AZLAN SHAH', 14], [60, '51200 KUALA LUMPUR', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('NORTH SOUTH STATIONERY SDN. BHD');
  });

  it('keeps a printed "SDN.BHD" as it is', () => {
    expect(repairLegalForm('SEGI MAJU SDN.BHD')).toBe('SEGI MAJU SDN.BHD');
    expect(repairLegalForm('SEGI MAJU SDNBHD')).toBe('SEGI MAJU SDN BHD');
  });
});

const formerEntries = Object.entries(formerNameWords as Record<string, string[]>).flatMap(([lang, list]) => list.map((w) => [lang, w] as const));

describe('every former-name marker ends the current name in its language', () => {
  it.each(formerEntries)('%s "%s"', (_lang, word) => {
    expect(currentName(`MAJU RETAIL SDN BHD ${word.toUpperCase()} SENANG STORES SDN BHD`)).toBe('MAJU RETAIL SDN BHD');
  });
});

describe('a name with its former name and a glued registration number', () => {
  it('keeps the current name only', () => {
    expect(currentName('MAJU RETAIL SB(123456-X) FKA SENANG STORES SB')).toBe('MAJU RETAIL SB');
    expect(currentName('Müller GmbH vormals Schmidt KG')).toBe('Müller GmbH');
    expect(currentName('FORMERLY SENANG STORES')).toBe('FORMERLY SENANG STORES');
    expect(currentName('KEDAI MAJU')).toBe('KEDAI MAJU');
  });

  it('finds the legal name on a receipt line that carries both', () => {
    const f = extractFields(receipt([[20, 'THANK YOU', 14], [20, 'LOT 5, JALAN MAWAR 3,', 14], [20, '47400 PETALING JAYA', 14], [20, 'MAJU RETAIL SB(123456-X) FKA SENANG STORES SB', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('MAJU RETAIL SB');
    // Nothing is under the legal name: the address is the one under the top line.
    expect(f.Vendor_Address).toBe('LOT 5, JALAN MAWAR 3, 47400 PETALING JAYA');
  });
});
