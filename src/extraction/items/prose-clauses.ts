import { findAmounts, round2 } from '../fields/amounts';
import type { Item } from './assemble';
import { rowRole } from './non-item';
import type { Row } from './rows';
import { TOKEN_WORDS } from './token-words';

/**
 * A Japanese or Chinese letter that names its items as clauses of one sentence: "…空調設備定期保守（5月分）として金80,000円、
 * フィルター交換部品代として金24,500円、出張費として金6,000円を申し受けます。" The paragraph is cut at the ideographic comma
 * and full stop (、，；。); two or more clauses in a row that each hold one money figure are the items, and only where
 * their amounts add up to a figure printed after them (the "小計 金110,500円" that follows), as the sentence reader
 * (prose-sentences.ts) does for letters that give each item a sentence.
 */
const PROSE = new Set(['text', 'meta', 'blank']);
const CJK = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/u;
const CLAUSE = /[、，；。]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKS = TOKEN_WORDS.moneyMarks.map(escape).join('|');
/** What a clause says after its amount ("…金6,000円を申し受けます"): words without figures, cut before reading it. */
const AFTER_AMOUNT = /(\d\s*[円元원¥￥])[^\d]*$/u;
const CONNECTOR = new RegExp(`(?:${[...TOKEN_WORDS.amountConnectors].sort((a, b) => b.length - a.length).map(escape).join('|')})?\\s*(?:${MARKS})?\\s*$`, 'u');
const money = (text: string) => findAmounts(text).filter((a) => a.hasCurrency);

/** Lines of a paragraph joined; no space between lines that break inside CJK text. */
function joined(rows: Row[]): string {
  return rows.reduce((out, r) => {
    const t = r.line.text.trim();
    return !out ? t : out + (CJK.test(out.slice(-1)) || CJK.test(t[0] ?? '') ? '' : ' ') + t;
  }, '');
}

function clauseItem(clause: string): Item | undefined {
  const text = clause.trim().replace(AFTER_AMOUNT, '$1');
  const figures = money(text);
  if (figures.length !== 1 || figures[0].value <= 0) return undefined;
  const head = text.slice(0, figures[0].start).replace(CONNECTOR, '').trim();
  if (!/[\p{L}]{2}/u.test(head) || head.length > 60 || rowRole(head)) return undefined;
  return { Description: head, Amount: figures[0].value };
}

/** The clause items of the first paragraph whose run of them sums to a figure printed after it. */
export function clauseEntries(rows: Row[]): Item[] | undefined {
  let run: Row[] = [];
  const runs: Array<{ rows: Row[]; last: number }> = [];
  rows.forEach((r, i) => {
    if (PROSE.has(r.kind) && (!run.length || run[0].line.page === r.line.page)) return void run.push(r);
    if (run.length >= 2) runs.push({ rows: run, last: i - 1 });
    run = PROSE.has(r.kind) ? [r] : [];
  });
  if (run.length >= 2) runs.push({ rows: run, last: rows.length - 1 });
  for (const p of runs) {
    const text = joined(p.rows);
    if (!CLAUSE.test(text)) continue;
    const clauses = text.split(CLAUSE);
    const later = rows.slice(p.last + 1).flatMap((r) => money(r.line.text).map((a) => a.value));
    let items: Item[] = [];
    let best: Item[] | undefined;
    clauses.forEach((c, k) => {
      const item = clauseItem(c);
      if (!item) return void (items = []);
      items = [...items, item];
      if (items.length < 2) return;
      const sum = round2(items.reduce((a, i) => a + (i.Amount as number), 0));
      const after = [...clauses.slice(k + 1).flatMap((t) => money(t.replace(AFTER_AMOUNT, '$1')).map((a) => a.value)), ...later];
      if (after.some((v) => Math.abs(v - sum) < 0.011) && items.length > (best?.length ?? 0)) best = items;
    });
    if (best) return best;
  }
  return undefined;
}
