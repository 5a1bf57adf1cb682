import { labelsIn } from '../lexicon';

/**
 * Japanese, Korean and Chinese letters address the customer with an honorific after the name ("株式会社さくら食品 御中",
 * "山田太郎 様", "대한물류 귀하"): the bill-to label closes the line instead of opening it. The name before it is the
 * customer, never the vendor.
 */
const SUFFIX_LANGS: ReadonlySet<string> = new Set(['ja', 'ko', 'zh']);

export function honorificName(text: string): string | undefined {
  const t = text.trim();
  const spans = labelsIn(t);
  const last = spans[spans.length - 1];
  if (!last || last.key !== 'bill_to' || !SUFFIX_LANGS.has(last.lang) || last.end !== t.length || last.start < 2) return undefined;
  const name = t.slice(0, last.start).trim();
  // Only the name may stand before the honorific ("ご担当者様" is a greeting, "請求日 2026年" no name).
  // A common noun made polite ("ご担当者様", "お客様") is no name either.
  // A label inside the name is one of its words ("株式会社みどり設計 様": "計"); one opening the line or with its colon
  // makes the line a field ("請求日 2026年3月 様").
  const field = spans.some((s) => s !== last && (s.start === 0 || /^\s*[:：]/u.test(t.slice(s.end))));
  if (field || !/\p{L}\p{M}*\p{L}/u.test(name) || /\p{Nd}{4}/u.test(name) || /^[ごお御]/u.test(name)) return undefined;
  return name;
}
