import fc from 'fast-check';
import { AppError } from '../../../src/common/app-error';
import { type FieldSpec, READ_ONLY_FIELDS, RECORD_FIELDS } from '../../../src/domain/document/record-fields';
import { validateLineItemPatch, validateRecordPatch } from '../../../src/domain/document/record-validation';
import { findAmounts, parseAmount, parseNumber } from '../../../src/extraction/fields/amounts';
import { findDates, parseDate } from '../../../src/extraction/fields/dates';

/**
 * Property-based tests (fast-check) of what reads untrusted text and bodies: the amount and date normalisers and
 * the REST update validator. A fixed seed keeps every CI run on the same cases; a failure prints the shrunk
 * counter-example.
 */
const RUNS = { seed: 20261123, numRuns: 400 };

/** Groups the integer part by three with `sep` ("1234567" → "1,234,567"). */
function group(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** The same amount as printed in different locales, always with two decimals so nothing is ambiguous. */
const STYLES: Array<[string, (int: string, dec: string) => string]> = [
  ['en', (i, d) => `${group(i, ',')}.${d}`],
  ['de', (i, d) => `${group(i, '.')},${d}`],
  ['fr', (i, d) => `${group(i, '\u202f')},${d}`],
  ['ch', (i, d) => `${group(i, "'")}.${d}`],
  ['plain', (i, d) => `${i}.${d}`],
];

/** Text a receipt could hold: mostly digits, separators, signs and currency marks, some arbitrary characters. */
const receiptText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789.,\'- /()€$£¥'.split(''), '\u00a0', '\u202f', '٣', '७'), maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

const cents = fc.integer({ min: 0, max: 99_999_999_999 });
const split = (c: number) => [String(Math.floor(c / 100)), String(c % 100).padStart(2, '0')] as const;

describe('amount normaliser properties', () => {
  it('reads every locale style of a two-decimal amount back to the same value', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...STYLES), (c, [, style]) => {
        const [int, dec] = split(c);
        expect(parseNumber(style(int, dec))).toBe(c / 100);
      }),
      RUNS,
    );
  });

  it('keeps the sign of a minus, a trailing minus or parentheses, with a currency on either side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_99 }), fc.constantFrom('€', '$', 'EUR ', ' USD', ''), (c, currency) => {
        const [int, dec] = split(c);
        const text = `${group(int, ',')}.${dec}`;
        const withCurrency = currency.startsWith(' ') ? `${text}${currency}` : `${currency}${text}`;
        expect(parseAmount(`-${withCurrency}`)).toBe(-c / 100);
        expect(parseAmount(`(${withCurrency})`)).toBe(-c / 100);
        expect(parseAmount(`${text}-`)).toBe(-c / 100);
        expect(parseAmount(withCurrency)).toBe(c / 100);
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary text, and only ever answers finite numbers', () => {
    fc.assert(
      fc.property(receiptText, (text) => {
        const n = parseNumber(text);
        const a = parseAmount(text);
        for (const v of [n, a]) expect(v === null || Number.isFinite(v)).toBe(true);
        for (const m of findAmounts(text)) {
          expect(Number.isFinite(m.value)).toBe(true);
          expect(m.start).toBeGreaterThanOrEqual(0);
          expect(m.end).toBeGreaterThan(m.start);
        }
      }),
      RUNS,
    );
  });
});

const dates = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true });
const pad = (n: number) => String(n).padStart(2, '0');

describe('date normaliser properties', () => {
  it('reads ISO, day-first and (when told) month-first dates back to the same calendar day', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        const iso = `${y}-${pad(m)}-${pad(day)}`;
        expect(parseDate(iso)).toBe(iso);
        expect(parseDate(`${pad(day)}.${pad(m)}.${y}`)).toBe(iso);
        expect(parseDate(`${pad(m)}/${pad(day)}/${y}`, { monthFirst: true })).toBe(iso);
        // Day-first with a slash is only unambiguous when the day cannot be a month.
        if (day > 12) expect(parseDate(`${pad(day)}/${pad(m)}/${y}`)).toBe(iso);
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary text, and every date it finds is a real calendar day', () => {
    fc.assert(
      fc.property(receiptText, fc.boolean(), (text, monthFirst) => {
        const found = [parseDate(text, { monthFirst }), ...findDates(text, { monthFirst }).map((m) => m.iso)];
        for (const iso of found) {
          if (iso === null) continue;
          expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const back = new Date(`${iso}T00:00:00Z`);
          expect(back.toISOString().slice(0, 10)).toBe(iso);
        }
      }),
      RUNS,
    );
  });
});

/** A value of the right type for a record field, as a client would send it. */
function validValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
    case 'integer':
      return fc.integer();
    case 'string':
      return fc.string({ maxLength: 200 });
    case 'date':
      return fc.oneof(fc.constant(''), dates.map((d) => d.toISOString().slice(0, 10)));
    case 'taxLines':
      return fc.array(fc.record({ Name: fc.string({ maxLength: 20 }), Rate: fc.integer({ min: 0, max: 30 }), Base: fc.integer(), Amount: fc.integer() }), { maxLength: 3 });
  }
}

const EDITABLE = RECORD_FIELDS.filter((f) => !(READ_ONLY_FIELDS as readonly string[]).includes(f.name));

describe('REST update validator properties', () => {
  it('accepts any body of known fields with values of the right type, and keeps their values', () => {
    const body = fc
      .subarray(EDITABLE, { minLength: 1, maxLength: 8 })
      .chain((specs) => fc.tuple(...specs.map((s) => validValue(s).map((v) => [s.name, v] as const))))
      .map((pairs) => Object.fromEntries(pairs));
    fc.assert(
      fc.property(body, (b) => {
        const patch = validateRecordPatch(b);
        for (const [key, value] of Object.entries(b)) {
          if (key !== 'Tax_Lines') expect(patch.fields[key]).toEqual(value);
        }
      }),
      RUNS,
    );
  });

  it('answers any JSON value with a patch or a BAD_REQUEST listing the problems, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...RECORD_FIELDS.map((f) => f.name), 'Nope', '__proto__'), fc.jsonValue())), (body) => {
        for (const validate of [validateRecordPatch, (v: unknown) => validateLineItemPatch(v)]) {
          try {
            validate(body);
          } catch (e) {
            expect(e).toBeInstanceOf(AppError);
            expect((e as AppError).code).toBe('BAD_REQUEST');
            expect(((e as AppError).details as { problems: string[] }).problems.length).toBeGreaterThan(0);
          }
        }
      }),
      RUNS,
    );
  });
});
