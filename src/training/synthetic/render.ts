import { lineCells } from '../../extraction/raw-text';
import type { LabelledDocument } from './index';

/**
 * A labelled document as monospaced text, to judge the generator by eye: cells at their x position (in units
 * of the page's median character width), then the non-'O' roles of the line.
 */
export function renderDocument(doc: LabelledDocument): string {
  const out: string[] = [];
  doc.tree.pages.forEach((page, p) => {
    const widths = page.lines.flatMap((l) => l.words.map((w) => (w.box[2] - w.box[0]) / Math.max(1, [...w.text].length))).sort((a, b) => a - b);
    const cw = widths[Math.floor(widths.length / 2)] || 1;
    const columns = Math.round(page.width / cw);
    out.push(`— page ${page.number}: ${page.width}×${page.height} ${page.origin ?? ''} ${doc.truth.kind} ${doc.truth.language}${doc.truth.noisy ? ' (OCR noise)' : ''}`);
    page.lines.forEach((line, l) => {
      let row = '';
      for (const cell of lineCells(line)) {
        const col = Math.round(cell.x0 / cw);
        row += row.length < col ? ' '.repeat(col - row.length) : row.length ? ' ¦ ' : '';
        row += cell.text;
      }
      const roles = [...new Set(doc.roles[p][l])].filter((r) => r !== 'O');
      out.push(roles.length ? `${row.padEnd(columns)}  | ${roles.join(',')}` : row);
    });
  });
  out.push(JSON.stringify(doc.truth));
  return out.join('\n');
}
