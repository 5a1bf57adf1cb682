import blockLabels from '../lexicon/item-block-labels.json';
import type { LineItemFields } from '../../domain/document/record-fields';
import { findAmounts } from '../fields/amounts';
import type { Doc } from '../fields/doc';
import { headingSource } from './column-words';
import { agrees } from './readings';

/**
 * Invoice lines printed as blocks of labelled values rather than table rows, as e-invoice visualisations print them
 * (the XRechnung viewer: "Position 1", "Artikelname: …", "Menge: 12,0000", "Preis pro Einheit (netto): 320,00 EUR",
 * "Gesamtpreis (netto): 3.840,00 EUR"; labels in lexicon/item-block-labels.json). A block is taken as an item only
 * where its amount is printed and, with a quantity and a price, their product; the chooser (choose.ts) still asks
 * the blocks to add up to the document's sums.
 */
type Item = Partial<LineItemFields>;
type Key = 'start' | 'description' | 'qty' | 'unit' | 'price' | 'amount';

const lists = (blockLabels as { labels: Record<Key, Record<string, string[]>> }).labels;
// Longest label first across the fields, so "Item net price" is a price and "Mengeneinheit" a unit, not "Item" or "Menge".
const LABEL = Object.entries(lists)
  .flatMap(([key, langs]) => Object.values(langs).flat().map((w) => ({ key: key as Key, w })))
  .sort((a, b) => b.w.length - a.w.length)
  .map(({ key, w }) => ({ key, re: new RegExp(String.raw`^${headingSource(w)}(?![\p{L}])\s*:?\s*(.*)$`, 'iu') }));

/** The field a line labels and its value: the rest of its first cell, or the cells to its right. */
function labelled(cells: string[]): { key: Key; value: string } | undefined {
  const [first, ...rest] = cells;
  for (const { key, re } of LABEL) {
    const m = re.exec(first.trim());
    if (!m) continue;
    const value = [m[1], ...rest].join(' ').trim();
    // "Position 2" opens a block with its number alone; any other label needs a value.
    if (key === 'start' ? /^\d{1,4}$/.test(value) : value) return { key, value };
  }
  return undefined;
}

const money = (text: string) => findAmounts(text).at(-1)?.value;

function toItem(block: Partial<Record<Key, string>>): Item | undefined {
  const amount = block.amount !== undefined ? money(block.amount) : undefined;
  const qty = block.qty !== undefined ? findAmounts(block.qty)[0]?.value : undefined;
  const price = block.price !== undefined ? money(block.price) : undefined;
  if (amount === undefined || !block.description) return undefined;
  if (qty !== undefined && price !== undefined && !agrees(qty * price, amount, qty)) return undefined;
  const item: Item = { Description: block.description, Amount: amount };
  if (qty !== undefined) item.QTY = qty;
  if (price !== undefined) item.Price = price;
  if (block.unit) item.Unit = block.unit.replace(/\s*\([A-Z0-9]{1,4}\)$/, '');
  return item;
}

export function labelledBlockItems(doc: Doc): Item[] {
  const items: Item[] = [];
  let block: Partial<Record<Key, string>> = {};
  const close = () => {
    const item = toItem(block);
    if (item) items.push(item);
    block = {};
  };
  for (const line of doc.lines) {
    const hit = labelled(line.cells.map((c) => c.text));
    if (!hit) continue;
    // A label met twice belongs to the next position, as does a block's start.
    if (hit.key === 'start' || block[hit.key] !== undefined) close();
    if (hit.key !== 'start') block[hit.key] = hit.value;
  }
  close();
  // One block alone is no item list unless its figures multiply out.
  return items.length >= 2 || items.some((i) => i.QTY !== undefined && i.Price !== undefined) ? items : [];
}
