import blockLabels from '../../../../src/extraction/lexicon/item-block-labels.json';
import { toDoc } from '../../../../src/extraction/fields/doc';
import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { labelledBlockItems } from '../../../../src/extraction/items/labelled-block';
import { tree, type Row } from '../../../support/ocr-rows';

/** Invoice lines printed as blocks of labelled values (items/labelled-block.ts, lexicon/item-block-labels.json). */
type Key = 'start' | 'description' | 'qty' | 'unit' | 'price' | 'amount';
const labels = (blockLabels as { labels: Record<Key, Record<string, string[]>> }).labels;
const DEFAULT: Record<Key, string> = { start: 'Position', description: 'Artikelname', qty: 'Menge', unit: 'Einheit', price: 'Preis pro Einheit (netto)', amount: 'Gesamtpreis (netto)' };
const brief = (items: ReturnType<typeof labelledBlockItems>) => items.map((i) => [i.Description, i.QTY, i.Price, i.Amount]);

/** Two positions, each a block of "Label: value" lines, with `key` printed as `label`. */
function blocks(key: Key, label: string): Row[] {
  const l = (k: Key) => (k === key ? label : DEFAULT[k]);
  const one = (n: number, name: string, qty: string, price: string, amount: string): Row[] => [
    [[50, `${l('start')} ${n}`]],
    [[60, `${l('description')}:`], [260, name]],
    [[60, `${l('qty')}:`], [260, qty]],
    [[60, `${l('unit')}:`], [260, 'Stück (H87)']],
    [[60, `${l('price')}:`], [260, price]],
    [[60, `${l('amount')}:`], [260, amount]],
  ];
  return [[[50, 'Rechnungspositionen']], ...one(1, 'Supportvertrag Gold', '12,0000', '320,00 EUR', '3.840,00 EUR'), ...one(2, 'Administratorschulung', '8,0000', '135,00 EUR', '1.080,00 EUR')];
}

describe('every label of lexicon/item-block-labels.json reads its value in a block', () => {
  const entries = Object.entries(labels).flatMap(([key, langs]) => Object.entries(langs).flatMap(([lang, words]) => words.map((w) => [key as Key, lang, w] as const)));
  it.each(entries)('%s (%s) "%s"', (key, _lang, label) => {
    const items = labelledBlockItems(toDoc(tree(...blocks(key, label))));
    expect([label, brief(items)]).toEqual([label, [['Supportvertrag Gold', 12, 320, 3840], ['Administratorschulung', 8, 135, 1080]]]);
  });
});

describe('blocks of labelled values', () => {
  it('are the items where no table is printed (the XRechnung viewer), and add up to the sums', () => {
    const doc = toDoc(tree([[50, 'Archivio Software GmbH']], ...blocks('start', 'Position'), [[300, 'Summe der Nettobeträge'], [480, '4.920,00 EUR']]));
    expect(brief(extractLineItems(doc, { Subtotal: 4920, Total: 5854.8 }))).toEqual([['Supportvertrag Gold', 12, 320, 3840], ['Administratorschulung', 8, 135, 1080]]);
  });

  it('take no block whose quantity × price is not its amount, nor a lone name and net amount', () => {
    const rows: Row[] = [[[60, 'Artikelname:'], [260, 'Lizenz']], [[60, 'Menge:'], [260, '2']], [[60, 'Preis pro Einheit (netto):'], [260, '10,00']], [[60, 'Gesamtpreis (netto):'], [260, '25,00']]];
    expect(labelledBlockItems(toDoc(tree(...rows)))).toEqual([]);
    expect(labelledBlockItems(toDoc(tree([[60, 'Name:'], [260, 'Max Mustermann']], [[60, 'Gesamtpreis:'], [260, '100,00']])))).toEqual([]);
  });
});
