import { extractFields } from '../../../src/extraction/fields';
import { findAmounts } from '../../../src/extraction/fields/amounts';
import { findDates } from '../../../src/extraction/fields/dates';
import { LANGUAGE_LABELS } from '../../../src/extraction/lexicon';
import { tree } from '../../support/ocr-rows';
import { asciiDigits } from '../../../src/extraction/normalise/digits';

/**
 * Every printed example of the label files, read as a document line of its own: the extractor returns the value
 * the line prints, for the field the label names. This is the lexicon's test through the field rules, per language.
 */
const FIELDS = { invoice_number: 'Invoice_Number', date: 'Date', due_date: 'Due_Date', total: 'Total', subtotal: 'Subtotal', tax: 'Tax', balance_due: 'Balance_Due' } as const;

const cases = LANGUAGE_LABELS.flatMap((file) =>
  (Object.keys(FIELDS) as Array<keyof typeof FIELDS>).flatMap((key) =>
    (file.fields[key]?.examples ?? []).map((example) => [file.language, key, example] as const),
  ),
);

function printed(key: keyof typeof FIELDS, example: string, value: unknown): boolean {
  if (value === undefined || value === '') return false;
  if (key === 'date' || key === 'due_date') return findDates(example).some((d) => d.iso === value) || findDates(example, { monthFirst: true }).some((d) => d.iso === value);
  if (typeof value === 'number') return findAmounts(example).some((a) => Math.abs(Math.abs(a.value) - Math.abs(value)) < 0.005);
  return asciiDigits(example).replace(/\s+/g, '').includes(String(value).replace(/\s+/g, ''));
}

describe.each(cases)('%s %s: %s', (_lang, key, example) => {
  it('is read from the line', () => {
    // A balance is a line of its own beside the total (fields/balance.ts): the example is printed under one.
    const total: Array<Array<[number, string]>> = key === 'balance_due' ? [[[50, 'Total'], [400, '99,999,999.00']]] : [];
    const f = extractFields(tree([[50, 'Example Trading Co']], ...total, [[50, example]])).fields;
    expect({ example, value: f[FIELDS[key]] }).toEqual({ example, value: expect.anything() });
    expect(printed(key, example, f[FIELDS[key]])).toBe(true);
  });
});
