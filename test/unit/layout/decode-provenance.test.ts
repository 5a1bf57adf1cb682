import { toDoc } from '../../../src/extraction/fields/doc';
import { fieldSources, lineItemSources, locate } from '../../../src/extraction/fields/provenance';
import { layoutCells, type LayoutCell } from '../../../src/extraction/layout/cells';
import { decodeLayout, valueSupport } from '../../../src/extraction/layout/decode';
import { ROLES, type Role } from '../../../src/extraction/layout/roles';
import { stripRegistration } from '../../../src/extraction/layout/names';
import { tree } from '../../support/ocr-rows';

const receipt = () =>
  layoutCells(
    toDoc(
      tree(
        [[50, 'KEDAI MAJU SDN BHD (12345-X)']],
        [[50, 'NO. 5 JALAN BESAR']],
        [[50, '43000 KAJANG']],
        [[50, 'TEL 03-1234 5678']],
        [[50, 'DATE: 12/03/2018']],
        [[50, 'PEN'], [300, '2.50']],
        [[50, 'TOTAL'], [300, '12.50']],
        [[50, 'CASH'], [300, '20.00']],
      ),
    ),
  );

/** Probabilities as if the model said `roles[i]` for cell i with probability p (rest on 'O'). */
function probs(cells: LayoutCell[], roles: Record<number, [Role, number]>): Float32Array {
  const out = new Float32Array(cells.length * ROLES.length);
  cells.forEach((c, i) => {
    const [role, p] = roles[i] ?? ['O', 1];
    out[i * ROLES.length + ROLES.indexOf(role)] = p;
    if (role !== 'O') out[i * ROLES.length] = 1 - p;
  });
  return out;
}

describe('decoding the layout model', () => {
  const cells = receipt();
  const byText = (t: string) => cells.findIndex((c) => c.text === t);
  const p = probs(cells, {
    [byText('KEDAI MAJU SDN BHD (12345-X)')]: ['VENDOR_NAME', 0.97],
    [byText('NO. 5 JALAN BESAR')]: ['VENDOR_ADDRESS', 0.9],
    [byText('43000 KAJANG')]: ['VENDOR_ADDRESS', 0.8],
    [byText('DATE: 12/03/2018')]: ['DATE', 0.99],
    [byText('12.50')]: ['TOTAL', 0.9],
    [byText('20.00')]: ['TOTAL', 0.3],
  });
  const found = decodeLayout({ cells, probs: p }, false);

  it('reads a name without its registration number and an address over neighbouring lines', () => {
    expect(found.get('Vendor_Name')![0]).toMatchObject({ value: 'KEDAI MAJU SDN BHD' });
    expect(found.get('Vendor_Address')![0].value).toBe('NO. 5 JALAN BESAR 43000 KAJANG');
    expect(found.get('Vendor_Address')![0].cells).toHaveLength(2);
  });

  it("drops a logo line that the name block's other line repeats", () => {
    const logo = layoutCells(toDoc(tree([[60, 'MELATI']], [[50, 'MELATI BAKERY CAFE']], [[50, 'NO. 5 JALAN BESAR']], [[50, 'TOTAL'], [300, '2.50']])));
    const at = (t: string) => logo.findIndex((c) => c.text === t);
    const named = decodeLayout({ cells: logo, probs: probs(logo, { [at('MELATI')]: ['VENDOR_NAME', 0.97], [at('MELATI BAKERY CAFE')]: ['VENDOR_NAME', 0.96] }) }, false);
    expect(named.get('Vendor_Name')![0].value).toBe('MELATI BAKERY CAFE');
  });

  it('goes up its column over the street line when the block opens at the postcode line', () => {
    const c = layoutCells(toDoc(tree([[50, 'KEDAI MAJU SDN BHD']], [[50, '(12345-X)']], [[50, '12, JALAN MAWAR 7/4,KAWASAN PERINDUSTRIAN']], [[50, 'TAMPOI,81200 JOHOR BAHRU,JOHOR']], [[50, 'TOTAL'], [300, '2.50']])));
    const at = (t: string) => c.findIndex((x) => x.text === t);
    const found = decodeLayout({ cells: c, probs: probs(c, { [at('KEDAI MAJU SDN BHD')]: ['VENDOR_NAME', 0.99], [at('TAMPOI,81200 JOHOR BAHRU,JOHOR')]: ['VENDOR_ADDRESS', 0.99] }) }, false);
    expect(found.get('Vendor_Address')![0].value).toBe('12, JALAN MAWAR 7/4,KAWASAN PERINDUSTRIAN TAMPOI,81200 JOHOR BAHRU,JOHOR');
  });

  it('ranks amount and date candidates by probability, with the printed text kept', () => {
    expect(found.get('Total')!.map((c) => c.value)).toEqual([12.5, 20]);
    expect(found.get('Total')![0].raw).toBe('12.50');
    expect(found.get('Date')![0]).toMatchObject({ value: '2018-03-12', raw: '12/03/2018' });
  });

  it('tells how strongly the model sees a name where the rules found one', () => {
    expect(valueSupport({ cells, probs: p }, 'Vendor_Name', 'KEDAI MAJU SDN BHD')).toBeCloseTo(0.97, 5);
    expect(valueSupport({ cells, probs: p }, 'Vendor_Name', 'TEL 03-1234 5678')).toBe(0);
  });

  it('strips company registration numbers, not the name', () => {
    expect(stripRegistration('TRI SHAAS SDN BHD (728515-N)')).toBe('TRI SHAAS SDN BHD');
    expect(stripRegistration('KAISON FURNISHING SDN BHD CO. REG NO. 761834-D')).toBe('KAISON FURNISHING SDN BHD');
    expect(stripRegistration('99 SPEED MART S/B')).toBe('99 SPEED MART S/B');
  });
});

describe('vendor name blocks', () => {
  const nameOf = (lines: string[], probsOf: number[]) => {
    const cells = layoutCells(toDoc(tree(...lines.map((t) => [[50, t]] as Array<[number, string]>))));
    const roles = Object.fromEntries(probsOf.map((q, i) => [i, ['VENDOR_NAME', q] as [Role, number]]));
    return decodeLayout({ cells, probs: probs(cells, roles) }, false).get('Vendor_Name')?.[0].value;
  };

  it('prefers the line with a legal form over a brand or owner line above it', () => {
    expect(nameOf(['MYDIN', 'TRI SHAAS SDN BHD (728515-M)', 'NO. 5 JALAN BESAR'], [0.99, 0.97, 0])).toBe('TRI SHAAS SDN BHD');
  });

  it('joins a name that visibly continues on the next or previous line', () => {
    expect(nameOf(['POPULAR BOOK', 'CO. (M) SDN BHD'], [0.9, 0.99])).toBe('POPULAR BOOK CO. (M) SDN BHD');
    expect(nameOf(['AIK HUAT HARDWARE (SETIA', 'ALAM) SDN BHD'], [0.6, 0.99])).toBe('AIK HUAT HARDWARE (SETIA ALAM) SDN BHD');
  });

  it('joins a second line without a legal form only on strong evidence', () => {
    expect(nameOf(["DOMINO'S PIZZA", 'TAMAN UNIVERSITI'], [0.99, 0.95])).toBe("DOMINO'S PIZZA TAMAN UNIVERSITI");
    expect(nameOf(["DOMINO'S PIZZA", 'TAMAN UNIVERSITI'], [0.99, 0.6])).toBe("DOMINO'S PIZZA");
  });
});

describe('provenance', () => {
  const cells = receipt();

  it('finds where an amount, a date and a multi-line text are printed', () => {
    expect(locate(cells, 12.5, false)).toMatchObject({ raw: '12.50', cells: [expect.objectContaining({ text: '12.50' })] });
    expect(locate(cells, '2018-03-12', false).raw).toBe('12/03/2018');
    expect(locate(cells, 'NO. 5 JALAN BESAR, 43000 KAJANG', false).cells.map((c) => c.text)).toEqual(['NO. 5 JALAN BESAR', '43000 KAJANG']);
    expect(locate(cells, 999, false).cells).toEqual([]);
  });

  it('gives each field its page and box, or page 0 when it is printed nowhere', () => {
    const sources = fieldSources({ Total: 12.5, Currency_Code: 'MYR', Raw_Text: 'x' }, new Map(), cells, false, () => 0.8);
    expect(sources.find((s) => s.name === 'Total')).toMatchObject({ page: 1, confidence: 0.8, raw: '12.50' });
    expect(sources.find((s) => s.name === 'Total')!.bbox).toHaveLength(4);
    expect(sources.find((s) => s.name === 'Currency_Code')).toMatchObject({ page: 0, bbox: null });
    expect(sources.some((s) => s.name === 'Raw_Text')).toBe(false);
  });

  it('points two line items with the same amount at their own rows', () => {
    const rows = layoutCells(toDoc(tree([[50, 'A'], [300, '2.50']], [[50, 'B'], [300, '2.50']])));
    const [first, second] = lineItemSources([{ Description: 'A', Amount: 2.5 }, { Description: 'B', Amount: 2.5 }], rows, () => 0.9);
    expect(first.find((s) => s.name === 'Amount')!.bbox![1]).toBeLessThan(second.find((s) => s.name === 'Amount')!.bbox![1]);
    expect(second.find((s) => s.name === 'Description')!.raw).toBe('B');
  });
});

describe("the model's address block in small print", () => {
  const footer = () =>
    layoutCells(
      toDoc(
        tree(
          [[50, 'Alpenblick Software AG'], [300, 'Fon 041 804 90 11']],
          [[50, 'Seestrasse 76'], [300, 'E-Mail mail@alpenblick.ch']],
          [[50, '6003 Luzern']],
          [[50, 'Schweiz']],
          [[50, 'Lösungen, die passen']],
        ),
      ),
    );

  it('goes on down its column over the postcode line and the country the model scored low', () => {
    const cells = footer();
    const at = (t: string) => cells.findIndex((c) => c.text === t);
    const p = probs(cells, { [at('Alpenblick Software AG')]: ['VENDOR_NAME', 0.9], [at('Seestrasse 76')]: ['VENDOR_ADDRESS', 0.8], [at('Schweiz')]: ['VENDOR_ADDRESS', 0.1] });
    const [address] = decodeLayout({ cells, probs: p }, false).get('Vendor_Address')!;
    expect(address.value).toBe('Seestrasse 76, 6003 Luzern, Schweiz');
    // The confidence is the model's own, on the street line.
    expect(address.score).toBeCloseTo(0.8, 5);
  });

  it('does not take a line under the country that is not an address', () => {
    const cells = footer();
    const at = (t: string) => cells.findIndex((c) => c.text === t);
    const p = probs(cells, { [at('Seestrasse 76')]: ['VENDOR_ADDRESS', 0.8], [at('6003 Luzern')]: ['VENDOR_ADDRESS', 0.8] });
    expect(decodeLayout({ cells, probs: p }, false).get('Vendor_Address')![0].value).toBe('Seestrasse 76, 6003 Luzern, Schweiz');
  });
});
