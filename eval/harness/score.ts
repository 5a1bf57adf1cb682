import { HEADER_FIELDS, type CompareKind, same } from './compare';
import { type LineLike, matchLines } from './lines';
import type { DocResult, FieldResult } from './report';

/** What the pipeline returns that scoring reads. */
export interface Extracted {
  fields: Record<string, unknown>;
  lineItems: Record<string, unknown>[];
  rawText?: string;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0;

/**
 * Judges one extraction against a truth record: every scored field the truth has, the scored fields the engine
 * filled that the truth lacks (extra), and the line items when the truth lists them.
 */
export function scoreDocument(
  id: string,
  group: Record<string, string>,
  truth: Record<string, unknown>,
  got: Extracted,
  ms: number,
  fields: readonly { name: string; kind: CompareKind }[] = HEADER_FIELDS,
): DocResult {
  const out: Record<string, FieldResult> = {};
  const extra: string[] = [];
  for (const f of fields) {
    const want = truth[f.name];
    const key = f.name.replace(/~$/, '');
    const value = got.fields[key];
    if (want === undefined || want === null || want === '') {
      if (present(value) && !f.name.endsWith('~')) extra.push(f.name);
      continue;
    }
    out[f.name] = { want, got: value, ok: same(f.kind, want, value) };
  }
  const lines = Array.isArray(truth.Line_Items) && truth.Line_Items.length
    ? matchLines(truth.Line_Items as LineLike[], got.lineItems as LineLike[])
    : undefined;
  const grossTruth = lines && (truth.Line_Items as LineLike[]).some((l) => l.Gross !== undefined);
  const gross = grossTruth ? matchLines(truth.Line_Items as LineLike[], got.lineItems as LineLike[], { gross: true }) : undefined;
  return {
    id, group, fields: out, extra, ms,
    lines: lines ? { right: lines.right, extracted: lines.extracted, truth: lines.truth } : undefined,
    ...(gross ? { linesGross: { right: gross.right, extracted: gross.extracted, truth: gross.truth } } : {}),
  };
}

/** The wrong values of one document, for --verbose. */
export function misses(r: DocResult): string[] {
  const out = Object.entries(r.fields).filter(([, f]) => !f.ok).map(([n, f]) => `${n}: want ${JSON.stringify(f.want)} got ${JSON.stringify(f.got)}`);
  if (r.extra.length) out.push(`extra: ${r.extra.join(', ')}`);
  if (r.lines && (r.lines.right < r.lines.truth || r.lines.right < r.lines.extracted)) {
    out.push(`Line_Items: ${r.lines.right} right of ${r.lines.extracted} extracted, ${r.lines.truth} printed`);
  }
  if (r.error) out.push(`error: ${r.error}`);
  return out;
}
