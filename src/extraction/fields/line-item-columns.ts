import type { ColumnDef } from './table';
import { extraHeadings, HEADING_CURRENCY, PER_UNIT, qualifierSuffix } from '../items/column-words';

/**
 * Anchored, case-insensitive phrase pattern for a header cell, with the lexicon's headings for its key and an optional
 * suffix the heading may carry ("netto" after "Einzelpreis").
 */
function h(src: string, key?: string, suffix = ''): RegExp {
  const extra = key ? extraHeadings(key) : '';
  return new RegExp(String.raw`^(?:${src}${extra ? '|' + extra : ''})${suffix ? `(?:${suffix})?` : ''}[:.]?${HEADING_CURRENCY}$`, 'iu');
}

const AMOUNT = String.raw`prijs\s+incl\.?\s+btw|line\s+total|total\s+price|net\s+amount|amount(?:\s+\(.*\))?|total|betrag|entgelt|gesamt|gesamtpreis|gesamtbetrag|nettobetrag|bruttobetrag|zeilenbetrag|positionsbetrag|summe|montant(?:\s+(?:ht|ttc))?|total\s+ht|bedrag|totaal|importe|importo|totale|ext\.?\s+price|extended|subtotal`;
const PRICE = String.raw`unit\s+price|price\s+per\s+unit|prijs\s+per\s+stuk|prix\s+unitaire|precio\s+unitario|prezzo\s+unitario|p\.\s?u\.(?:\s+ht)?|pu\s+ht|unit\s+cost|price|rate|preis|einzelpreis|e-?preis|stückpreis|nettopreis|vk-?preis|listenpreis|prix|prijs|stukprijs|eenheidsprijs|precio|prezzo|tarif`;
/** A price or amount heading qualified as net ("Gesamt netto") is that column; as gross ("Gesamt brutto") it is not. */
const NET = qualifierSuffix('net');
const GROSS = qualifierSuffix('gross');
const either = (src: string, key: string) => `(?:${src}|${extraHeadings(key)})`;

/**
 * Line-item table header words in English, German, French, Dutch, Spanish and Italian.
 * `item` is ambiguous: "Artikel"/"Item" is the description unless the header also has a real
 * description column, in which case it is the article code (see resolveColumns).
 */
const columnDefs = (qualified: boolean): ColumnDef[] => [
  { key: 'amount', re: h(AMOUNT, 'amount', qualified ? NET : '') },
  { key: 'gross', re: h(qualified ? either(AMOUNT, 'amount') + GROSS : '(?!)', 'gross') },
  { key: 'price', re: h(PRICE, 'price', qualified ? `${NET}|${PER_UNIT}` : PER_UNIT) },
  { key: 'grossPrice', re: h(qualified ? either(PRICE, 'price') + GROSS : '(?!)', 'grossPrice') },
  { key: 'qty', re: h(String.raw`qty|quantity|qté|qte|quantité|menge|anzahl|anz|aantal|hoeveelheid|cantidad|cant|quantità|qtà|nombre|units|hours|hrs|stunden|nb`, 'qty') },
  { key: 'unit', re: h(String.raw`unit|uom|einheit|eh|unité|eenheid|unidad|unità|me`, 'unit') },
  { key: 'taxRate', re: h(String.raw`tax\s*\(%\)|tax\s*%|tax\s+rate|taxes|tax|vat\s*%?|vat\s+rate|mwst\s*%?|ust\s*%?|steuersatz|steuer|tva\s*%?|%\s*tva|btw\s*%?|iva\s*%?|gst\s*%?`, 'taxRate') },
  { key: 'discount', re: h(String.raw`disc\.?\s*%?|discount|rabatt\s*%?|remise|korting|descuento|sconto`, 'discount') },
  { key: 'sku', re: h(String.raw`sku|art(?:ikel)?[-.\s]*nr[-.\s]*(?:lief|kunde)?\.?|art\.?-?nr|item\s+(?:no\.?|number|code|#)|product\s+(?:code|no\.?)|code|ref|référence|reference|artikelnummer|part\s+(?:no\.?|number)`, 'sku') },
  { key: 'item', re: h(String.raw`artikel|item|items|product|produit|produkt|article|articolo|artículo`) },
  { key: 'description', re: h(String.raw`description|desc|beschreibung|bezeichnung|leistung|leistungsbeschreibung|artikelbezeichnung|title|désignation|designation|libellé|omschrijving|descripción|descripcion|concepto|descrizione|particulars|details|service|services|dienstleistung`, 'description') },
  { key: 'priceUnit', re: h('(?!)', 'priceUnit') },
  { key: 'pos', re: h(String.raw`pos|position|#|lfd\.?\s*nr|line`, 'pos') },
];

export const LINE_ITEM_COLUMNS = columnDefs(true);
/**
 * The same headings with net/gross qualifiers as words of their own: "Einzelpreis Netto MwSt Brutto" may be four
 * columns (price, net amount, tax, gross amount) rather than a net price; the header reader falls back to this reading
 * when the qualified one leaves no amount column.
 */
export const UNQUALIFIED_COLUMNS = columnDefs(false);

/**
 * Settles ambiguous and repeated keys:
 *  - `item` is the description, or the SKU when a description column exists;
 *  - a second tax column is the line tax amount ("Tax(%)" then "Tax");
 *  - description columns may repeat ("Product", "Title") and are joined.
 */
export function resolveColumns<T extends { key: string }>(columns: T[]): T[] {
  const hasDescription = columns.some((c) => c.key === 'description');
  const hasAmount = columns.some((c) => c.key === 'amount');
  const prices = columns.filter((c) => c.key === 'price' || c.key === 'grossPrice').length;
  let seenTax = false;
  return columns.map((c) => {
    // A gross amount beside a net one is no field of its own; alone, it is the line's amount.
    if (c.key === 'gross' && !hasAmount) return { ...c, key: 'amount' };
    // A gross unit price beside a net one is no field either; alone, it is the price.
    if (c.key === 'grossPrice') return { ...c, key: prices > 1 ? 'grossPrice' : 'price' };
    if (c.key === 'item') return { ...c, key: hasDescription ? 'sku' : 'description' };
    if (c.key === 'taxRate') {
      const key = seenTax ? 'tax' : 'taxRate';
      seenTax = true;
      return { ...c, key };
    }
    return c;
  });
}
