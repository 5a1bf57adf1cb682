import type { Doc } from '../fields/doc';
import { type Sums, sumFits } from './choose';
import { documentRows } from './index';
import { type Item, modelItems } from './row-reading';
import { type RowPrediction, rowModel } from './row-model';
import type { Row } from './rows';

export interface RowClassifier {
  classify(rows: Row[]): RowPrediction[];
}

/**
 * Where the rules' items do not add up to the document's printed sums, the row classifier's reading is taken when its
 * items do: the arithmetic chooses between the readings, and the rules stand wherever it cannot tell.
 */
export function withRowModel(doc: Doc, rules: Item[], sums: Sums, model: RowClassifier | null = rowModel()): Item[] {
  if (!model || sumFits(rules, sums)) return rules;
  const rows = documentRows(doc);
  const read = modelItems(rows, model.classify(rows));
  return read.length && sumFits(read, sums) ? read : rules;
}
