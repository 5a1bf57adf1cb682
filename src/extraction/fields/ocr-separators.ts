/**
 * "小計 232, 904": OCR put a space after the thousands comma of the amount ending a line. Joined again where the comma
 * follows one to three digits and three digits end the line (maybe before a currency sign), so "Suite 5, 123 Main
 * Street" stays apart.
 */
const SPACED_GROUP = /(?:^|[^\d.,])\d{1,3}, \d{3}\s*\D{0,2}\s*$/;

/**
 * OCR doubles a thousands separator or reads it as two marks ("43;,865.58", "250,.600"): one mark of a run before a
 * group of three digits is kept (the first comma or dot). Returns the text and, per character, its source offset.
 */
export function repairSeparators(text: string): { text: string; map?: number[] } {
  // Most texts have nothing to repair: positions are then their own (no map to build for every call).
  if (!/\d[.,;:]{2,}\d/.test(text) && !SPACED_GROUP.test(text)) return { text };
  let out = '';
  const map: number[] = [];
  const re = /(?<=\d)[.,;:]{2,}(?=\d{3}(?!\d))|(?<=(?:^|[^\d.,])\d{1,3}),\s(?=\d{3}\s*\D{0,2}\s*$)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    for (let i = last; i < m.index!; i++) {
      out += text[i];
      map.push(i);
    }
    const keep = /[.,]/.exec(m[0]);
    out += keep ? keep[0] : ',';
    map.push(m.index! + (keep?.index ?? 0));
    last = m.index! + m[0].length;
  }
  for (let i = last; i < text.length; i++) {
    out += text[i];
    map.push(i);
  }
  map.push(text.length);
  return { text: out, map };
}

export const at = (map: number[] | undefined, i: number) => (map ? map[i] : i);
