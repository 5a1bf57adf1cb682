import { findAmounts } from './amounts';
import { asciiDigits } from '../normalise/digits';
import { labelMatcher, labelsIn } from '../lexicon';
import { findDates } from './dates';
import { findLabels, valueCandidates, type Doc, type LabelHit } from './doc';
import { INVOICE_NUMBER_LABELS } from './labels';
import { sentenceNumber } from './sentence-number';
import { isRunningText } from './running-text';
import { ownReferenceNumber } from './own-reference';

/**
 * Invoice_Number: the first token after an invoice-number label (same cell, the cell to the right, or the
 * cell below in header/value tables), if it looks like an identifier.
 */
/** Whole-token words only: "DE-2026-1137" starts with a country code and is still an identifier. */
const NOT_AN_ID = /^(?:date|datum|page|seite|of|von|du|vom|total|amount|betrag|customer|kunde|client|order|dated|the|le|la|de|der|die|das)$/iu;

/** Identifier-like: has a digit, 2–40 characters from letters, digits and - / . _ #. */
export function looksLikeId(token: string): boolean {
  if (token.length < 2 || token.length > 40 || !/\p{Nd}/u.test(token)) return false;
  if (!/^[\p{L}\p{Nd}][\p{L}\p{Nd}\-/._#:]*$/u.test(token)) return false;
  // A whole date is a date, not a number (but "2022089083" or "01.234.567.8-2018-1" are fine).
  const d = findDates(token)[0];
  return !(d && d.start === 0 && d.end === token.length);
}

/**
 * "# BLR_WFLD2015" → "BLR_WFLD2015"; cuts off a trailing " vom 05.03.2018" or ", dated …". A short series code
 * printed before the number stays with it ("Fatura nº FT 2026/417" → "FT 2026/417"). Digits of other scripts
 * ("٠٠٤٥١٢") are given as a bookkeeper types them.
 */
function firstToken(text: string): string {
  // Brackets and CJK punctuation end a number as a space does: "2025593（令和7年6月2日発行）".
  const [a = '', b = ''] = text.replace(/^[#:\s]+/, '').split(/[\s（(「【、，,]+/);
  // A number runs straight into the words of scripts without spaces: "F202606-284을", "37103を発行".
  const clean = (t: string) => asciiDigits(t.replace(/(?<=[A-Za-z0-9])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}].*$/u, '').replace(/[,;:.]+$/, ''));
  if (/^\p{Lu}{1,4}$/u.test(a) && !NOT_AN_ID.test(a) && looksLikeId(clean(b))) return `${a} ${clean(b)}`;
  return clean(a);
}

/**
 * A number sign of any language between the label and the value ("חשבונית מס מס' 2026-0093", "Rechnung Nr.
 * 2026/0417" when "Rechnung" is the label that hit) is no part of the value.
 */
function withoutSign(text: string): string {
  const sign = labelMatcher().signs(text)[0];
  if (!sign || /\S/.test(text.slice(0, sign.start).replace(/[:：#]/g, ''))) return text;
  // "NR-2026-001" is an identifier that opens with sign letters: a sign ends at a dot, a space or a colon.
  const ends = /[.'’°º]$/u.test(text.slice(sign.start, sign.end)) || /^(?:[\s:：]|$)/u.test(text.slice(sign.end));
  return ends ? text.slice(sign.end).replace(/^[\s.:：]+/, '') : text;
}

/**
 * Looks inline first, then at the first cell to the right, then under the label. A cell to the right that
 * is not an identifier (usually the next label of a header row) sends us to the value under the label.
 */
function numberForHit(doc: Doc, hit: LabelHit): string | undefined {
  // "… quoting the invoice number. Our bank: …": a sentence that names the number without giving it.
  const cell = hit.line.cells[hit.cell].text;
  const after = /^[.。!?]?\s+[:：#]?\s*(\S+)/u.exec(cell.slice(hit.end));
  const ended = /[.。!?]$/u.test(cell.slice(0, hit.end)) || /^[.。!?]/u.test(cell.slice(hit.end));
  // (A number wrapped onto the next line after "… Rechnung Nr." is read by sentenceNumber, which joins the lines.)
  if (ended && cell.split(/\s+/).length > 6 && !(after && looksLikeId(after[1].replace(/[,;:.]+$/, '')))) return undefined;
  let triedRight = false;
  for (const c of valueCandidates(doc, hit)) {
    if (c.where === 'right' && triedRight) continue;
    if (c.where === 'right') triedRight = true;
    const token = firstToken(withoutSign(c.text));
    // A money amount next to the label ("Invoice total 12.00") is not a number of the invoice.
    const amount = findAmounts(c.text)[0];
    if (amount?.hasCurrency && amount.start === 0) return undefined;
    // Under a title ("فاتورة شراء"), a decimal followed by words is the first item's measure ("0.195 كيلو 11.50 x/كيلو").
    const measure = c.where === 'below' && /^\p{Nd}+[.,]\p{Nd}{1,3}$/u.test(token) && c.text.trim() !== token;
    if (!measure && !NOT_AN_ID.test(token) && looksLikeId(token.replace(' ', ''))) return wrappedOn(doc, c.line, token);
    if (c.where === 'below') return undefined;
  }
  return undefined;
}

/**
 * A number cut at a hyphen or slash by a narrow column ("Bon-Nr. 0033-134-" over "671116") goes on with the next
 * line when that line, a line height or so below, holds nothing but the rest of it.
 */
function wrappedOn(doc: Doc, line: Doc['lines'][number], token: string): string {
  if (!/[-/]$/.test(token)) return token;
  const next = doc.lines[line.index + 1];
  if (!next || next.page !== line.page || next.cells.length !== 1 || next.box[1] - line.box[3] > 1.5 * line.height) return token;
  const rest = next.text.trim();
  return /^[\p{L}\p{Nd}][\p{L}\p{Nd}\-/._]*$/u.test(rest) && /\p{Nd}/u.test(rest) ? token + rest : token;
}

/** A line that is only "# 123" or "No. 123" near the top (common in simple templates). */
function bareHashNumber(doc: Doc): string | undefined {
  for (const line of doc.lines.slice(0, 25)) {
    const m = /^(?:#|no\.?|nr\.?|n[°º])\s*([\p{L}\d][\p{L}\d\-/._]*)$/iu.exec(line.text.trim());
    if (m && /\d/.test(m[1])) return m[1];
  }
  return undefined;
}

/**
 * A label inside running text ("… bitte Ihre Belegnummer 123 angeben") is weaker than a field label; so is one on
 * the last line of a wrapped sentence, whose line above runs on into it.
 */
function effectiveWeight(doc: Doc, hit: LabelHit): number {
  const words = (t: string) => t.split(/\s+/).length;
  const above = doc.lines[hit.line.index - 1];
  const wrapped = hit.cell === 0 && above?.page === hit.line.page && above.cells.length === 1 && words(above.text) > 8 && !/[.:!?。]$/u.test(above.text.trim());
  return words(hit.line.cells[hit.cell].text) > 8 || wrapped ? hit.weight - 3 : hit.weight;
}

/** Words naming another document's number: "order reference", "Bestellreferenz", "customer no." are not the invoice's. */
const OTHER_NUMBER: ReadonlySet<string> = new Set(['po_number', 'order_number', 'doc_order', 'customer_number']);

/** Whether the label that hit is the tail of another number's label ("order" + "reference"). */
function ownedByOther(hit: LabelHit): boolean {
  const text = hit.line.cells[hit.cell].text;
  const spans = labelsIn(text);
  const own = spans.find((s) => s.end === hit.end && !OTHER_NUMBER.has(s.key));
  return Boolean(own) && spans.some((s) => OTHER_NUMBER.has(s.key) && s.end <= own!.start && /^\s*$/.test(text.slice(s.end, own!.start)));
}

export function extractInvoiceNumber(doc: Doc): string | undefined {
  const hits = findLabels(doc, INVOICE_NUMBER_LABELS)
    .filter((h) => !ownedByOther(h))
    .map((h) => ({ ...h, weight: effectiveWeight(doc, h) }))
    .sort((a, b) => b.weight - a.weight || a.line.index - b.line.index);
  for (const hit of hits) {
    if (hit.weight < 2) continue;
    const n = numberForHit(doc, hit);
    if (n) return n;
  }
  return documentWordNumber(doc) ?? ownReferenceNumber(doc, referenceId) ?? sentenceNumber(doc, looksLikeId) ?? bareHashNumber(doc) ?? hits.map((h) => numberForHit(doc, h)).find((n) => n !== undefined);
}

/** An identifier opening a reference's text ("RE 2026-0311", "ΤΠΥ 0092"), not a date or a word. */
function referenceId(text: string): string | undefined {
  const token = firstToken(withoutSign(text));
  return !NOT_AN_ID.test(token) && looksLikeId(token.replace(' ', '')) ? token : undefined;
}

const DOCUMENT_WORDS: ReadonlySet<string> = new Set(['doc_invoice', 'doc_receipt', 'doc_credit_note', 'doc_proforma']);
const BANKING: ReadonlySet<string> = new Set(['bank', 'iban', 'bic', 'account_number']);

/**
 * A document word followed by an identifier in a title or a sentence, with no number sign between: "Rechnung
 * R2026-152 vom …", "Faktur kami ID-2025-3274" (one possessive word may stand between), "제목: 청구서 EK644098".
 */
function documentWordNumber(doc: Doc): string | undefined {
  for (const line of doc.lines.slice(0, 40)) {
    for (const cell of line.cells) {
      const spans = labelsIn(cell.text);
      for (const span of spans) {
        if (!DOCUMENT_WORDS.has(span.key)) continue;
        // Hebrew "חשבון" is a bill and an account: beside bank or branch words ("בנק הפועלים · סניף 359 · חשבון
        // 152218") the number after it is an account number.
        if (spans.some((o) => BANKING.has(o.key) && (o.end <= span.start || o.start >= span.end))) continue;
        // Nor is a word that is both inside a sentence: Indonesian "ke rekening BCA 0123456789" (Dutch "rekening" is a bill).
        if (isRunningText(cell.text) && spans.some((o) => BANKING.has(o.key) && o.start === span.start && o.end === span.end)) continue;
        // A colon may stand between the word and its number ("Ticket: 953517").
        const rest = cell.text.slice(span.end).replace(/^\s*[:：]\s*/u, ' ').replace(/^\s+(?:\p{Ll}{2,5}\s+)?/u, ' ');
        // A receipt's "CAISSE/TICKET" closing its line, the number alone on the line under it.
        if (!rest.trim()) {
          const under = numberUnder(doc, line);
          if (under) return under;
          continue;
        }
        if (!/^\s/.test(rest) && !/^[\p{Lu}\p{Nd}]/u.test(rest)) continue;
        const token = firstToken(rest);
        if (!NOT_AN_ID.test(token) && looksLikeId(token.replace(' ', '')) && !findAmounts(rest)[0]?.hasCurrency) return token;
      }
    }
  }
  return undefined;
}

/** The next line when it holds nothing but an identifier, a line height or so below. */
function numberUnder(doc: Doc, line: Doc['lines'][number]): string | undefined {
  const next = doc.lines[line.index + 1];
  if (!next || next.page !== line.page || next.cells.length !== 1 || next.box[1] - line.box[3] > 1.5 * line.height) return undefined;
  const text = next.text.trim();
  const token = firstToken(text);
  // Mostly digits: a street line ("上海市西湖区延安路56号") or a name under a title is not a number.
  const digits = (token.match(/\p{Nd}/gu) ?? []).length;
  return token === text && looksLikeId(token) && digits >= 4 && digits >= 0.6 * token.replace(/[^\p{L}\p{Nd}]/gu, '').length ? token : undefined;
}
