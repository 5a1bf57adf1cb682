import { primaryOf } from '../../domain/banktxn/categories';
import type { PatternSource } from './dataset';
import {
  BANKING_TEMPLATES, businessAround, CARD_TEMPLATES, CREDIT_TEMPLATES, DEBIT_ORDER_TEMPLATES, inventedName, personName,
  pick, type Rand,
} from './templates';

/** Bills that arrive as debit orders more often than as card purchases. */
const BILLED = new Set(['insurance', 'utilities_telecom', 'housing', 'banking_credit', 'saving_investing', 'family_education_giving']);
const LOOKALIKE: Record<string, string> = { O: '0', I: '1', S: '5', B: '8', E: 'F', L: 'I', A: '4' };

/** OCR-ish damage to one letter: a look-alike, a dropped letter or a doubled one. */
function damage(text: string, rand: Rand): string {
  const i = Math.floor(rand() * text.length);
  const c = text[i].toUpperCase();
  const roll = rand();
  if (roll < 0.4 && LOOKALIKE[c]) return text.slice(0, i) + LOOKALIKE[c] + text.slice(i + 1);
  if (roll < 0.7) return text.slice(0, i) + text.slice(i + 1);
  return text.slice(0, i + 1) + text.slice(i);
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** The counterparty text a row is built around, before the bank's template. */
function counterparty(s: PatternSource, merchants: readonly string[], rand: Rand): string {
  switch (s.kind) {
    case 'keyword':
      return rand() < 0.75 ? businessAround(s.pattern, rand) : s.pattern;
    case 'product': {
      const roll = rand();
      if (roll < 0.4 && merchants.length) return `${pick(rand, merchants)} ${s.pattern}`;
      return roll < 0.7 ? `${inventedName(rand)} ${s.pattern}` : s.pattern;
    }
    case 'transfer':
      return rand() < 0.5 ? `${s.pattern} ${personName(rand)}` : `${personName(rand)} ${s.pattern}`;
    default:
      return s.pattern;
  }
}

/** One statement line for the pattern, as some bank somewhere would print it. */
export function render(s: PatternSource, amount: number | null, merchants: readonly string[], rand: Rand): string {
  let m = counterparty(s, merchants, rand);
  // Card terminals send a fixed-width merchant field: long names arrive cut off.
  if (m.length > 16 && rand() < 0.2) m = m.slice(0, 16 + Math.floor(rand() * 10)).trimEnd();
  if (m.length > 3 && rand() < 0.08) m = damage(m, rand);
  let templates = CARD_TEMPLATES;
  if (s.kind === 'banking' || s.kind === 'transfer') templates = BANKING_TEMPLATES;
  else if (amount !== null && amount > 0) templates = CREDIT_TEMPLATES;
  else if (BILLED.has(primaryOf((s.debit ?? s.credit)!)?.id ?? '') && rand() < 0.5) templates = DEBIT_ORDER_TEMPLATES;
  else if (rand() < 0.1) templates = DEBIT_ORDER_TEMPLATES;
  const line = pick(rand, templates)(m, rand);
  const roll = rand();
  return roll < 0.65 ? line.toUpperCase() : roll < 0.85 ? titleCase(line) : line.toLowerCase();
}
