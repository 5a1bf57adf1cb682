import { toDoc } from '../extraction/fields/doc';
import { layoutCells } from '../extraction/layout/cells';
import { FEATURE_COUNT, cellFeatures } from '../extraction/layout/features';
import { ROLE_INDEX, type Role } from '../extraction/layout/roles';
import type { Word } from '../extraction/types';
import { type SparseRow, toSparse } from './mlp';
import type { LabelledCells } from './sroie';
import type { LabelledDocument } from './synthetic';

/**
 * Synthetic documents carry a role per word; the model labels cells. A cell takes the role that covers most of
 * its characters, and 'O' only when labelled words cover less than half of it ("Total: 12.00" is TOTAL).
 */
export function labelSynthetic(d: LabelledDocument, id: string): LabelledCells {
  const byWord = new Map<Word, Role>();
  d.tree.pages.forEach((p, pi) => p.lines.forEach((l, li) => l.words.forEach((w, wi) => byWord.set(w, d.roles[pi][li][wi]))));
  const cells = layoutCells(toDoc(d.tree));
  const roles = cells.map((c) => {
    const weight = new Map<Role, number>();
    let total = 0;
    for (const w of c.words) {
      const r = byWord.get(w) ?? 'O';
      weight.set(r, (weight.get(r) ?? 0) + w.text.length);
      total += w.text.length;
    }
    const [best] = [...weight.entries()].filter(([r]) => r !== 'O').sort((a, b) => b[1] - a[1]);
    return best && best[1] >= 0.3 * total ? best[0] : 'O';
  });
  return { id, cells, roles };
}

export interface Examples {
  rows: SparseRow[];
  labels: Int32Array;
}

export function toExamples(docs: LabelledCells[]): Examples {
  const rows: SparseRow[] = [];
  const labels: number[] = [];
  for (const d of docs) {
    if (!d.cells.length) continue;
    rows.push(...toSparse(cellFeatures(d.cells), d.cells.length, FEATURE_COUNT));
    labels.push(...d.roles.map((r) => ROLE_INDEX.get(r)!));
  }
  return { rows, labels: Int32Array.from(labels) };
}
