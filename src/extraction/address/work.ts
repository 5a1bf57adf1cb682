import { GLOBAL } from './postal-data';
import { PO_BOX } from './street';
import { allMatches, normalise, pieces, trimRange } from './text';

/** A range [start, end) of one printed line; the same offsets hold in the printed and the normalised text. */
export interface Seg {
  line: number;
  start: number;
  end: number;
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const URL = /(?:https?:\/\/|www\.)\S+/i;
const LETTER_EDGE = String.raw`(?<![\p{L}\p{N}])`;
/** A phone label followed by a number; "Tel Aviv" is not one. */
const PHONE_LABEL = new RegExp(`${LETTER_EDGE}(?:${GLOBAL.phoneLabels.join('|')})\\.?\\s*(?:no\\.?|nr\\.?|#)?\\s*[:.]?\\s*(?=[+(\\d])`, 'iu');
/** A tax, company or bank id label followed by a colon or by an id ("USt-IdNr. DE123…", "ИНН 7707…"). */
const ID_LABEL = new RegExp(`^(?:${GLOBAL.idLabels.join('|')})\\.?\\s*(?:no\\.?|nr\\.?|number|#)?\\s*(?:[:]|(?=[A-Z]{0,3}\\d))`, 'iu');

/** What labels a glued e-mail or web address: "E-mail:", "Web", "Internet:". */
const CONTACT_LABEL = /^(?:[\p{L}-]+\s*:|e-?mail|mail|web|website|homepage|internet|url|courriel|correo|почта|メール|邮箱|電郵|이메일|البريد|דוא"ל|ईमेल)$/iu;

/** A bare phone number: 8+ digits written as an international number, in 3+ groups, or 10+ digits. */
function phoneNumber(t: string): boolean {
  if (!/^[+(]?[\d\s()/.-]+$/.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  if (digits < 8) return false;
  return /^(?:\+|00|\()/.test(t) || digits >= 10 || t.split(/[\s()/.-]+/).filter(Boolean).length >= 3;
}

/**
 * The address being split: its lines (printed and normalised), the live pieces not yet claimed by a part, and
 * the P.O. box ranges (Address_Line text whose numbers are never a postcode).
 */
export class Work {
  readonly orig: string[];
  readonly norm: string[];
  segs: Seg[] = [];
  readonly boxes: Seg[] = [];

  constructor(lines: string[]) {
    this.orig = lines.map((l) => (typeof l === 'string' ? l : ''));
    this.norm = this.orig.map(normalise);
    this.norm.forEach((n, line) => {
      for (const [start, end] of pieces(n)) this.addPiece({ line, start, end });
      if (/\d/.test(n)) for (const m of allMatches(PO_BOX, n)) this.boxes.push({ line, start: m.index, end: m.index + m[0].length });
    });
  }

  /** Keeps a piece unless it is contact or registration data; a phone or e-mail glued to its end is cut off. */
  private addPiece(s: Seg): void {
    const line = this.norm[s.line];
    const text = line.slice(s.start, s.end);
    const digits = /\d/.test(text);
    if (digits && (phoneNumber(text) || ID_LABEL.test(text))) return;
    let end = s.end;
    // Cheap tests first: a phone label needs a number after it, an e-mail an @, a web address www. or ://.
    const glued = [digits && PHONE_LABEL, text.includes('@') && EMAIL, /www\.|:\/\//i.test(text) && URL];
    for (const re of glued) {
      const m = re ? re.exec(line.slice(s.start, end)) : null;
      if (m) end = s.start + m.index;
    }
    if (end < s.end) {
      // What precedes a glued contact is its label ("E-mail:", "Web") or address text ("10115 Berlin").
      const head = line.slice(s.start, end).trimEnd();
      if (CONTACT_LABEL.test(head.trim())) return;
      end = s.start + head.replace(/\s+[\p{L}-]+\s*:$/u, '').length;
    }
    const r = trimRange(line, s.start, end);
    if (r) this.segs.push({ line: s.line, start: r[0], end: r[1] });
  }

  /** Printed text of a piece. */
  o(s: Seg): string {
    return this.orig[s.line].slice(s.start, s.end);
  }

  /** Normalised text of a piece. */
  n(s: Seg): string {
    return this.norm[s.line].slice(s.start, s.end);
  }

  /** Claims a whole piece. */
  remove(s: Seg): void {
    const i = this.segs.indexOf(s);
    if (i >= 0) this.segs.splice(i, 1);
  }

  /** Claims [a, b) of a piece (line offsets); what is left on either side stays, as new pieces. */
  cut(s: Seg, a: number, b: number): { left?: Seg; right?: Seg } {
    const i = this.segs.indexOf(s);
    const l = trimRange(this.norm[s.line], s.start, a);
    const r = trimRange(this.norm[s.line], b, s.end);
    const left = l && { line: s.line, start: l[0], end: l[1] };
    const right = r && { line: s.line, start: r[0], end: r[1] };
    if (i >= 0) this.segs.splice(i, 1, ...[left, right].filter((x): x is Seg => !!x));
    return { left, right };
  }

  /** True when [a, b) of a line lies in a P.O. box. */
  inBox(line: number, a: number, b: number): boolean {
    return this.boxes.some((x) => x.line === line && a < x.end && b > x.start);
  }

  /** The unclaimed pieces, each line's as printed (its own separators kept), lines joined with ", ". */
  rest(): string {
    const lines: string[] = [];
    let prev: Seg | undefined;
    for (const s of this.segs) {
      if (prev && prev.line === s.line) {
        const gap = this.orig[s.line].slice(prev.end, s.start);
        lines[lines.length - 1] += /[\p{L}\p{N}]/u.test(gap) ? ', ' : gap.replace(/\s+/g, ' ');
        lines[lines.length - 1] += this.o(s);
      } else lines.push(this.o(s));
      prev = s;
    }
    return lines.join(', ');
  }
}
