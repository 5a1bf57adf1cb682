import { addressRun, joinAddress } from './address-run';
import { xOverlap, type Doc, type TextLine } from './doc';
import { findLegalForm } from './legal-form';
import { sameName } from './name-match';

/**
 * The address under the letterhead's name when the vendor rules read the name in the footer with its legal form
 * ("Menuiserie Durand" at the top, "Menuiserie Durand SAS au capital de … · SIRET …" at the bottom): the footer's
 * line holds registrations, the letterhead the address. Only for a name in the page's last quarter, found without
 * its form in the top third. The letterhead may centre its name over the address lines, so a line under it counts
 * when any of it lies under the name.
 */
export function letterheadAddress(doc: Doc, name: string, footer?: TextLine): string | undefined {
  if (!footer || footer.box[1] <= 0.75 * footer.pageHeight) return undefined;
  const form = findLegalForm(name);
  const base = form && !name.slice(form.end).replace(/[\s.,]+/g, '') ? name.slice(0, form.index).replace(/[\s,]+$/, '') : '';
  if (!base) return undefined;
  const page = doc.lines.filter((l) => l.page === footer.page);
  const at = page.findIndex((l) => l.box[1] <= footer.pageHeight / 3 && l.cells.some((c) => sameName(c.text, base)));
  if (at < 0) return undefined;
  const head = page[at].cells.find((c) => sameName(c.text, base))!;
  // The column widens with each line taken: a centred name over a left-aligned street and postcode line.
  let span: [number, number] = [head.x0, head.x1];
  const under: string[] = [];
  for (const line of page.slice(at + 1, at + 6)) {
    const cell = line.cells.find((c) => xOverlap([c.x0, c.x1], span) > 0);
    if (!cell) break;
    under.push(cell.text);
    span = [Math.min(span[0], cell.x0), Math.max(span[1], cell.x1)];
  }
  return joinAddress(addressRun(under));
}
