import { findDates } from './dates';
import { findLabels, valueCandidates, type Doc, type LabelHit } from './doc';
import { DATE_LABELS, DUE_DATE_LABELS, w } from './labels';

/**
 * Date (issue date) and Due_Date: the date printed with the strongest label; for Date, the first date of
 * the document when no label is found (issue dates sit at the top).
 */
/**
 * The date that opens the value (or follows a short word like "am"/"le"/"on"): inline, in the first cell to
 * the right, or under the label (header rows such as "Rechnungsdatum | Fälligkeit" with values below).
 */
function dateForHit(doc: Doc, hit: LabelHit): string | undefined {
  let triedRight = false;
  for (const c of valueCandidates(doc, hit)) {
    if (c.where === 'right' && triedRight) continue;
    if (c.where === 'right') triedRight = true;
    // Under a date label, "20240312" is a date too.
    const d = findDates(c.text, { monthFirst: doc.monthFirst, compact: true })[0];
    if (d && d.start <= 6) return d.iso;
    if (c.where === 'below') return undefined;
  }
  return undefined;
}

function bestLabelled(doc: Doc, hits: LabelHit[]): string | undefined {
  let best: { iso: string; weight: number } | undefined;
  for (const hit of hits) {
    const iso = dateForHit(doc, hit);
    if (iso && (!best || hit.weight > best.weight)) best = { iso, weight: hit.weight };
  }
  return best?.iso;
}

/** Lines whose dates are about something else (delivery, periods, orders) — skipped by the fallback. */
const OTHER_DATE = w(String.raw`due|fällig|échéance|verval|order|bestell|liefer|leistung|delivery|livraison|period|zeitraum|période|from|to|bis|until|check|ship|versand|übergabe|rückgabe|gedruckt|printed|valid`);

function firstUnlabelledDate(doc: Doc): string | undefined {
  for (const line of doc.lines) {
    if (line.page > 1) break;
    if (OTHER_DATE.test(line.text)) continue;
    const d = findDates(line.text, doc)[0];
    if (d) return d.iso;
  }
  return undefined;
}

export function extractDates(doc: Doc): { Date?: string; Due_Date?: string } {
  const out: { Date?: string; Due_Date?: string } = {};
  const date = bestLabelled(doc, findLabels(doc, DATE_LABELS)) ?? firstUnlabelledDate(doc);
  const due = bestLabelled(doc, findLabels(doc, DUE_DATE_LABELS));
  if (date) out.Date = date;
  if (due && due !== date) out.Due_Date = due;
  else if (due && !date) out.Due_Date = due;
  return out;
}
