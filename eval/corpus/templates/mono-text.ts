/** Column text of monospaced prints: display widths (East Asian wide characters take two cells), padding, wrapping. */

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function cells(s: string): number {
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

export const padEnd = (s: string, w: number, fill = ' '): string => s + fill.repeat(Math.max(0, w - cells(s)));
export const padStart = (s: string, w: number): string => ' '.repeat(Math.max(0, w - cells(s))) + s;

/** Splits text into lines of at most `w` cells, at spaces where it can (unspaced scripts anywhere). */
export function wrap(text: string, w: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/(?<= )/)) {
    if (cells(line + word.trimEnd()) <= w) {
      line += word;
      continue;
    }
    if (line.trim()) out.push(line.trimEnd());
    line = '';
    let rest = word;
    while (cells(rest.trimEnd()) > w) {
      let cut = '';
      for (const ch of rest) {
        if (cells(cut + ch) > w) break;
        cut += ch;
      }
      out.push(cut);
      rest = rest.slice(cut.length);
    }
    line = rest;
  }
  if (line.trim()) out.push(line.trimEnd());
  return out;
}
