import { normAddress, same } from '../../../eval/harness/compare';
import { imageSample } from '../../../eval/harness/corpus-eval';
import { descriptionMatches, descriptionTokens, matchLines, prf, tokenOverlap } from '../../../eval/harness/lines';
import { lineCell, lineRows } from '../../../eval/harness/line-report';
import { ciiTruth, invoice2dataLines } from '../../../eval/harness/real-invoices';
import { aggregate, spread } from '../../../eval/harness/report';
import { scoreDocument } from '../../../eval/harness/score';
import { boxToOcrJson, sroieAmount, sroieDate } from '../../../eval/harness/sroie-box';
import { corpusPlan } from '../../../eval/corpus/generate';

describe('eval comparison rules', () => {
  it('compares amounts as numbers, dates as dates, text without case, spacing or end punctuation', () => {
    expect(same('amount', 12.5, '12.504')).toBe(true);
    expect(same('amount', 12.5, 12.51)).toBe(false);
    expect(same('date', '2026-03-14', '2026-03-14')).toBe(true);
    expect(same('text', 'Müller GmbH', '  MÜLLER   GMBH.')).toBe(true);
    expect(same('text', 'Müller GmbH', 'Müller AG')).toBe(false);
    expect(same('id', 'DE 123 456 789', 'DE123456789')).toBe(true);
    expect(same('id', '2026/0417', 'No. 2026/0417')).toBe(true);
    expect(same('text', 'X', undefined)).toBe(false);
  });

  it('compares Greek text as Greek capitals are written, without tonos and dialytika', () => {
    expect(same('text', 'Ταβέρνα του Νίκου', 'ΤΑΒΕΡΝΑ ΤΟΥ ΝΙΚΟΥ')).toBe(true);
    expect(same('text', 'Ταβέρνα', 'Ταβέρνα')).toBe(true);
    expect(same('text', 'Καφέ', 'Κάφε')).toBe(true);
    expect(same('text', 'Ταβέρνα', 'Ταβέρνε')).toBe(false);
    expect(same('text', 'Café', 'CAFE')).toBe(false);
  });

  it('treats line breaks and commas between address parts alike, but not reordered parts', () => {
    expect(normAddress('Hauptstraße 12\n10115 Berlin')).toBe(normAddress('Hauptstraße 12, 10115 Berlin'));
    expect(same('address', 'Hauptstraße 12, 10115 Berlin', 'Hauptstraße 12\n10115 Berlin')).toBe(true);
    expect(same('address', 'Hauptstraße 12, 10115 Berlin', '10115 Berlin, Hauptstraße 12')).toBe(false);
    expect(same('lenient', 'Flipkart', 'Flipkart Internet Pvt. Ltd.')).toBe(true);
  });

  it('matches descriptions by token overlap of at least one half of the longer side', () => {
    expect(descriptionTokens('Toner cartridge TN-2420')).toEqual(['TONER', 'CARTRIDGE', 'TN', '2420']);
    expect(descriptionMatches('Toner cartridge TN-2420', 'toner cartridge tn-2420')).toBe(true);
    expect(tokenOverlap('Toner cartridge TN-2420', 'Toner cartridge')).toBeCloseTo(0.5);
    expect(descriptionMatches('Toner cartridge TN-2420', 'Toner cartridge')).toBe(true);
    expect(descriptionMatches('Toner cartridge TN-2420', 'Toner')).toBe(false);
    // A description that swallowed the next row's words is not the printed one.
    expect(descriptionMatches('Paper A4', 'Paper A4 Stapler 24/6 box of 1000')).toBe(false);
    expect(descriptionMatches('Office chair, black', 'Office chair, black.')).toBe(true);
    expect(descriptionMatches('Büroklammern', 'BÜROKLAMMERN')).toBe(true);
    expect(descriptionMatches('', 'x')).toBe(false);
    expect(descriptionMatches('Paper', undefined)).toBe(false);
    // Each repeated token counts once per occurrence on both sides.
    expect(tokenOverlap('Box Box Box Box', 'Box')).toBeCloseTo(0.25);
  });

  it('splits scripts without spaces into characters', () => {
    expect(descriptionTokens('打印纸 A4')).toEqual(['打', '印', '纸', 'A4']);
    expect(descriptionMatches('打印纸 A4', '打印纸')).toBe(true);
    expect(descriptionMatches('コーヒー豆', 'コーヒー')).toBe(true);
    expect(descriptionMatches('コーヒー豆', '豆')).toBe(false);
    expect(descriptionMatches('Кофе в зёрнах', 'кофе в зёрнах 1 кг')).toBe(true);
  });

  it('counts an item right by amount plus description or quantity, each printed item at most once', () => {
    const truth = [{ Description: 'Toner cartridge TN-2420', QTY: 2, Amount: 125 }, { Description: 'Paper', QTY: 5, Amount: 20 }];
    const c = matchLines(truth, [{ Description: 'Toner', QTY: 2, Amount: 125 }, { Description: 'Pens', QTY: 1, Amount: 20 }, { Description: 'x', Amount: 3 }]);
    expect([c.right, c.extracted, c.truth]).toEqual([1, 3, 2]);
    expect(prf(c).f1).toBeCloseTo(0.4);
    // Right amount, wrong description and quantity: wrong; right amount and quantity: right.
    expect(matchLines(truth, [{ Description: 'Stapler', QTY: 3, Amount: 20 }]).right).toBe(0);
    expect(matchLines(truth, [{ Description: 'Stapler', QTY: '5', Amount: '20.004' }]).right).toBe(1);
    // Right description, wrong amount: wrong.
    expect(matchLines(truth, [{ Description: 'Paper', QTY: 5, Amount: 21 }]).right).toBe(0);
    // The same printed item read twice counts once.
    const twice = matchLines(truth, [{ Description: 'Paper', Amount: 20 }, { Description: 'Paper', Amount: 20 }]);
    expect([twice.right, twice.extracted]).toEqual([1, 2]);
    // A gross-printed amount counts only when asked (the e-invoice view beside the strict one).
    const gross = [{ Description: 'Vollkasko', QTY: 1, Amount: 117.65, Gross: 140 }];
    expect(matchLines(gross, [{ Description: 'Vollkasko', Amount: 140 }]).right).toBe(0);
    expect(matchLines(gross, [{ Description: 'Vollkasko', Amount: 140 }], { gross: true }).right).toBe(1);
    expect(matchLines(gross, [{ Description: 'Vollkasko', Amount: 117.65 }], { gross: true }).right).toBe(1);
    expect(prf({ right: 0, extracted: 0, truth: 0 })).toEqual({ p: 1, r: 1, f1: 1 });
    expect(prf({ right: 0, extracted: 0, truth: 3 })).toEqual({ p: 0, r: 0, f1: 0 });
  });

  it('tables line items per data set and kind, holdout layouts alone, invoices apart from receipts', () => {
    const doc = (group: Record<string, string>, right: number, extracted: number, truth: number) => ({ id: 'x', group, fields: {}, extra: [], ms: 1, lines: { right, extracted, truth } });
    const rs = [
      doc({ dataset: 'corpus', split: 'holdout', layout: 'letter-list', kind: 'pdf', doctype: 'invoice' }, 2, 4, 2),
      doc({ dataset: 'corpus', split: 'dev', layout: 'receipt-classic', kind: 'pdf', doctype: 'receipt' }, 1, 1, 2),
      doc({ dataset: 'zugferd', collection: 'facturx_de', kind: 'scan', doctype: 'invoice' }, 3, 3, 3),
    ];
    const rows = lineRows(rs);
    const pick = (label: string) => rs.filter(rows.find((r) => r.label.trim() === label)!.pick);
    expect(pick('corpus, HOLDOUT layouts')).toHaveLength(1);
    expect(pick('holdout letter-list')).toHaveLength(1);
    expect(pick('dev receipt-classic')).toHaveLength(1);
    // Layouts come from the manifest, so the newer ones get rows of their own too.
    expect(rows.map((r) => r.label.trim())).toEqual(expect.arrayContaining(['holdout a4-commercial', 'dev a4-legal-footer', 'dev receipt-58mm', 'holdout letter-fees']));
    expect(pick('corpus receipts')).toHaveLength(1);
    expect(pick('facturx_de')).toHaveLength(1);
    expect(pick('all invoices')).toHaveLength(2);
    expect(lineCell(pick('all invoices').filter((r) => r.group.kind === 'pdf'))).toBe('0.50 / 1.00 / 0.67 (1: 2/4/2)');
    expect(lineCell([])).toBe('–');
  });

  it('reads invoice2data template lines as truth only when every item has a line total', () => {
    expect(invoice2dataLines([{ sectionheader: '--- Non Food ---' }, { name: 'Beeswax XL\nAcme beeswax', qty: 1, price_subtotal: 42 }]))
      .toEqual([{ Description: 'Beeswax XL Acme beeswax', QTY: 1, Amount: 42 }]);
    expect(invoice2dataLines([{ name: 'AWS Data Transfer', price_unit: '0.01' }])).toBeUndefined();
    expect(invoice2dataLines(undefined)).toBeUndefined();
    expect(spread([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 3, 5]);
    expect(spread([1, 2], 5)).toEqual([1, 2]);
  });

  it('scores only fields the truth has and counts the others the engine filled as extra', () => {
    const r = scoreDocument('d', {}, { Total: 10, Date: '2026-01-02', Line_Items: [] }, { fields: { Total: 10, Date: '2026-01-03', Due_Date: '2026-02-01' }, lineItems: [] }, 1);
    expect(r.fields.Total.ok).toBe(true);
    expect(r.fields.Date.ok).toBe(false);
    expect(r.extra).toEqual(['Due_Date']);
    const a = aggregate([r]);
    expect(a.mainSum).toBeCloseTo(0.5);
  });

  it('samples as many layouts for OCR as it has documents, and every layout once it has enough', () => {
    const plan = corpusPlan();
    const layouts = new Set(plan.map((p) => p.layout)).size;
    const read = (n: number) => new Set([...imageSample(plan, n)].map((id) => id.replace(/-[a-z]+-0$/, ''))).size;
    // One document per language: 18 documents, each of another layout (there are more layouts than languages).
    expect(imageSample(plan, 1).size).toBe(18);
    expect(read(1)).toBe(Math.min(layouts, 18));
    // Two per language: every layout is read in some language.
    expect(imageSample(plan, 2).size).toBe(36);
    expect(read(2)).toBe(layouts);
  });
});

describe('SROIE box files and ZUGFeRD truth', () => {
  it('reads SROIE date and total labels', () => {
    expect(sroieDate('25/12/2018')).toBe('2018-12-25');
    expect(sroieDate('20-11-17')).toBe('2017-11-20');
    expect(sroieDate('22 MAR 2018')).toBe('2018-03-22');
    expect(sroieDate('2018-03-22')).toBe('2018-03-22');
    expect(sroieDate('nonsense')).toBeUndefined();
    expect(sroieAmount('RM 1,059.20')).toBe(1059.2);
  });

  it('turns box lines (commas kept) into words with boxes by character offset', () => {
    const json = JSON.parse(boxToOcrJson('10,20,110,20,110,40,10,40,NO.53 55,57 & 59\r\nbad line\n', { width: 500, height: 900 }).toString());
    const words = json.pages[0].words;
    expect(words.map((w: { text: string }) => w.text)).toEqual(['NO.53', '55,57', '&', '59']);
    expect(words[0].bbox).toEqual([10, 20, 41, 40]);
    expect(json.pages[0].width).toBe(500);
  });

  it('reads number, dates, amounts, seller and lines from ZUGFeRD 1 and 2 XML', () => {
    const v2 = `<rsm:ExchangedDocument><ram:ID>471102</ram:ID><ram:IssueDateTime><udt:DateTimeString format="102">20180305</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
<ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>Trennblätter A4</ram:Name></ram:SpecifiedTradeProduct><ram:BilledQuantity unitCode="H87">20.0000</ram:BilledQuantity><ram:LineTotalAmount>198.00</ram:LineTotalAmount></ram:IncludedSupplyChainTradeLineItem>
<ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name></ram:SellerTradeParty><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:TaxBasisTotalAmount>473.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">56.87</ram:TaxTotalAmount><ram:GrandTotalAmount>529.87</ram:GrandTotalAmount><ram:DuePayableAmount>529.87</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>`;
    const t = ciiTruth(v2);
    expect(t).toMatchObject({ Invoice_Number: '471102', Date: '2018-03-05', Total: 529.87, Subtotal: 473, Tax: 56.87, Currency_Code: 'EUR', Vendor_Name: 'Lieferant GmbH' });
    expect(t.Line_Items).toEqual([{ Description: 'Trennblätter A4', QTY: 20, Amount: 198 }]);
    // The line's rate gives its gross amount (ZUGFeRD 2 RateApplicablePercent, ZUGFeRD 1 ApplicablePercent).
    const line = (tax: string) => `<ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>Vollkasko</ram:Name></ram:SpecifiedTradeProduct><ram:ApplicableTradeTax>${tax}</ram:ApplicableTradeTax><ram:LineTotalAmount>117.65</ram:LineTotalAmount></ram:IncludedSupplyChainTradeLineItem>`;
    expect(ciiTruth(line('<ram:RateApplicablePercent>19.00</ram:RateApplicablePercent>')).Line_Items).toEqual([{ Description: 'Vollkasko', QTY: undefined, Amount: 117.65, Gross: 140 }]);
    expect(ciiTruth(line('<ram:ApplicablePercent>19</ram:ApplicablePercent>')).Line_Items).toEqual([{ Description: 'Vollkasko', QTY: undefined, Amount: 117.65, Gross: 140 }]);
    const v1 = '<rsm:HeaderExchangedDocument><ram:ID>20131122-42</ram:ID></rsm:HeaderExchangedDocument><ram:SpecifiedTradeSettlementMonetarySummation><ram:GrandTotalAmount currencyID="EUR">119</ram:GrandTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>';
    expect(ciiTruth(v1)).toMatchObject({ Invoice_Number: '20131122-42', Total: 119 });
  });
});
