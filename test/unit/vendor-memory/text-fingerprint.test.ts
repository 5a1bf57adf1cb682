import { NEAR_DUPLICATE_BITS, fingerprintWords, hammingDistance, textSimhash } from '../../../src/domain/vendor-memory/text-fingerprint';

interface Item {
  text: string;
  qty: number;
  price: number;
}

function invoice(number: string, date: string, items: Item[]): string {
  const net = items.reduce((s, i) => s + i.qty * i.price, 0);
  return [
    'Nordwind Bürobedarf GmbH',
    'Hafenstraße 12, 20457 Hamburg',
    'USt-IdNr. DE 123 456 789\tTel. +49 40 123456\tinfo@nordwind-buero.de',
    'Rechnung',
    `Rechnungsnummer: ${number}\tRechnungsdatum: ${date}\tKundennummer: K-20931`,
    'Rechnungsempfänger: Beispiel AG, Einkauf, Marktplatz 1, 80331 München',
    'Lieferung frei Haus. Leistungsdatum entspricht dem Rechnungsdatum.',
    'Pos\tArtikel\tMenge\tEinzelpreis\tBetrag',
    ...items.map((i, n) => `${n + 1}\t${i.text}\t${i.qty}\t${i.price.toFixed(2)}\t${(i.qty * i.price).toFixed(2)}`),
    `Nettobetrag\t${net.toFixed(2)}`,
    `Umsatzsteuer 19 %\t${(net * 0.19).toFixed(2)}`,
    `Zu begleichen\t${(net * 1.19).toFixed(2)} EUR`,
    'Zahlbar innerhalb von 14 Tagen ohne Abzug. Bei Zahlung innerhalb von 7 Tagen gewähren wir 2 % Skonto.',
    'Bankverbindung: Hamburger Sparkasse, IBAN DE12 2005 0550 1234 5678 90, BIC HASPDEHHXXX',
    'Es gelten unsere Allgemeinen Geschäftsbedingungen, einsehbar unter www.nordwind-buero.de/agb.',
    'Geschäftsführer: Jens Petersen, Amtsgericht Hamburg HRB 123456',
    'Vielen Dank für Ihren Auftrag!',
  ].join('\n');
}

const A_ITEMS: Item[] = [
  { text: 'Kopierpapier A4, 80 g, 500 Blatt', qty: 10, price: 4.99 },
  { text: 'Toner schwarz HP 305A', qty: 2, price: 59.9 },
  { text: 'Ordner breit, blau', qty: 12, price: 2.49 },
  { text: 'Kugelschreiber blau, 10er Pack', qty: 3, price: 6.5 },
];
const B_ITEMS: Item[] = [
  { text: 'Haftnotizen gelb, 12 Blöcke', qty: 4, price: 3.2 },
  { text: 'Briefumschläge DIN lang, 500 Stück', qty: 1, price: 21.9 },
  { text: 'Druckerpapier A3, 250 Blatt', qty: 2, price: 12.4 },
];

/** Deterministic re-OCR-like damage: OCR letter/digit confusions, a dropped letter, a split word, tabs read as spaces. */
function reread(text: string, seed: number, edits: number): string {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const confusions: Record<string, string> = { o: '0', O: '0', l: '1', I: 'l', S: '5', B: '8', m: 'rn', e: 'c' };
  const chars = [...text];
  for (let done = 0; done < edits; ) {
    const i = Math.floor(rnd() * chars.length);
    const c = chars[i];
    if (!/\p{L}/u.test(c)) continue;
    const r = rnd();
    if (r < 0.6 && confusions[c]) chars[i] = confusions[c];
    else if (r < 0.8) chars[i] = '';
    else chars[i] = c + ' ';
    done++;
  }
  return chars.join('').replace(/\t/g, '  ');
}

const A = invoice('RE-2024-0117', '05.03.2024', A_ITEMS);

describe('textSimhash', () => {
  it('is 16 hex digits, and null for a text without words', () => {
    expect(textSimhash(A)).toMatch(/^[0-9a-f]{16}$/);
    expect(textSimhash('')).toBeNull();
    expect(textSimhash(' \n\t-- ')).toBeNull();
  });

  it('ignores layout and folds OCR confusions', () => {
    expect(textSimhash(A.replace(/\t/g, '   ').replace(/\n/g, ' \n '))).toBe(textSimhash(A));
    expect(fingerprintWords('Rechnung 0rdner l0 rn')).toEqual(fingerprintWords('Rechnung Ordner lo m'));
  });

  // SimHash is probabilistic: a bit flips with a chance proportional to the changed share of shingles, so
  // these are rates over 100 seeded re-reads, not a bound for every one.
  it.each([
    [1, 95],
    [2, 85],
  ])('keeps re-reads with %i misread character(s) within the near-duplicate distance in at least %i of 100', (edits, atLeast) => {
    const base = textSimhash(A)!;
    const distances = Array.from({ length: 100 }, (_, seed) => hammingDistance(base, textSimhash(reread(A, seed + 1, edits))!));
    expect(distances.filter((d) => d <= NEAR_DUPLICATE_BITS).length).toBeGreaterThanOrEqual(atLeast);
    expect(Math.max(...distances)).toBeLessThanOrEqual(8);
  });

  it('keeps another invoice of the same vendor far away', () => {
    const base = textSimhash(A)!;
    expect(hammingDistance(base, textSimhash(invoice('RE-2024-0231', '19.04.2024', B_ITEMS))!)).toBeGreaterThan(NEAR_DUPLICATE_BITS + 2);
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0123456789abcdef', '0123456789abcdef')).toBe(0);
    expect(hammingDistance('0000000000000001', '8000000000000000')).toBe(2);
  });
});
