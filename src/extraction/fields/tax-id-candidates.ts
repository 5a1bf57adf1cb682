import { valueCandidates, xOverlap, type Doc, type LabelHit, type ValueCandidate } from './doc';
import { labelsIn } from '../lexicon';

/**
 * Where a tax id's value may be, for the two looks findVatNumbers takes. In a footer of narrow columns the cell to the
 * right opens with its own label ("N° TVA intracom. | SIRET 224 659 | RCS Lyon …", the id on the row under the
 * label): such a cell is another field, not this label's value, so it does not use up a look. An id broken at a
 * hyphen at the column's edge ("NPWP 91.882.363.7-" over "176.685") is joined to its rest under it. Only after a
 * tax-id label: a bare tax word is also the heading of a table of other things (Hebrew "מס'" is "number" as well as
 * "tax"), whose cells under it are not ids.
 */
export function taxIdCandidates(doc: Doc, hit: LabelHit): ValueCandidate[] {
  const text = hit.line.cells[hit.cell].text;
  const taxIdLabel = labelsIn(text).some((s) => s.key === 'tax_id' && s.start === hit.start);
  const out: ValueCandidate[] = [];
  for (const c of valueCandidates(doc, hit)) {
    if (taxIdLabel && c.where === 'right' && labelsIn(c.text).some((s) => s.start === 0)) continue;
    out.push(c.where === 'inline' ? { ...c, text: joinedBelow(doc, hit, c.text) } : c);
    if (out.length === 2) break;
  }
  return out;
}

function joinedBelow(doc: Doc, hit: LabelHit, text: string): string {
  if (!/\d[-–]$/.test(text.trimEnd())) return text;
  const cell = hit.line.cells[hit.cell];
  const next = doc.lines[hit.line.index + 1];
  if (!next || next.page !== hit.line.page || next.box[1] - hit.line.box[3] > 1.5 * hit.line.height) return text;
  const under = next.cells.find((c) => xOverlap([c.x0, c.x1], [cell.x0, cell.x1]) > 0.3);
  const head = under && /^\d[\d.\-/]*/.exec(under.text.trim())?.[0];
  return head ? text.trimEnd() + head : text;
}
