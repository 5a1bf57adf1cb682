import type { Doc } from './doc';
import { chooseItems, fittingItems, regionReading, type Sums } from '../items';
import { joinWrappedAmounts } from '../items/wrapped';
import { withRowModel } from '../items/model-choice';
import { restoreLostMinus } from '../items/lost-minus';
import { cutAtTotalRow } from '../items/total-row';
import { besideJoined } from '../items/split-header';
import { brokenHeadingsJoined } from '../items/broken-heading';
import { stackedHeadingsJoined } from '../items/stacked-heading';
import { labelledBlockItems } from '../items/labelled-block';
import { withAsciiDigits } from '../items/native-digits';
import { withAmountsLast } from '../items/amount-first';
import { decimalSeparator } from '../items/decimal-style';
import type { Item } from './line-items-row';
import { asHeader, readTable } from './line-items-table';

/**
 * The items of the header-led tables, or those of the header-free item region when they fit the document's sums
 * better (see items/choose.ts); the row classifier's reading where only it adds up (items/model-choice.ts).
 */
export function extractLineItems(printed: Doc, sums: Sums = {}): Item[] {
  const doc = joinWrappedAmounts(withAmountsLast(withAsciiDigits(printed)));
  const region = regionReading(doc);
  const all = { ...sums, closing: region.closing, below: region.below };
  const fits = fittingItems([region.items, region.labelled ?? []], all);
  const chosen = chooseItems([headerTableItems(doc), region.items, ...(fits ? [fits] : []), ...region.lists, labelledBlockItems(doc)], all);
  return withRowModel(doc, restoreLostMinus(cutAtTotalRow(chosen, all), all), all);
}

/** The items of the header-led tables alone (exported for the stage tests). */
export function headerTableItems(doc: Doc): Item[] {
  const items: Item[] = [];
  const sep = decimalSeparator(doc.lines.map((l) => l.text));
  for (let i = 0; i < doc.lines.length; i++) {
    const beside = besideJoined(doc.lines[i], doc.lines[i + 1]);
    const broken = brokenHeadingsJoined(doc.lines[i], doc.lines[i + 1]);
    let header = (broken && asHeader(broken)) ?? asHeader(doc.lines[i]) ?? (beside && asHeader(beside));
    // Headings wrapped in narrow columns read whole over both lines when that names more of the header.
    const stacked = stackedHeadingsJoined(doc.lines[i], doc.lines[i + 1]);
    const whole = stacked && asHeader(stacked);
    const alone = whole ? (header ?? asHeader(doc.lines[i + 1])) : null;
    if (whole && (!alone || (whole.coverage > alone.coverage && whole.columns.length >= alone.columns.length))) header = whole;
    if (!header) continue;
    const table = readTable(doc, header, sep);
    items.push(...table.items);
    i = table.next - 1;
  }
  return items;
}
