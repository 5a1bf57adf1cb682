import type { FieldSource } from '../../extraction/types';

/**
 * Sources as they stand now: a value a person edited since extraction is theirs — certain, and no longer the
 * printed text the engine pointed at — so it loses the stored box and gets confidence 1. Values set by an edit
 * where extraction had found nothing are listed the same way.
 */
export function currentSources(values: Record<string, unknown>, stored: FieldSource[] | null | undefined, skip: ReadonlySet<string>): FieldSource[] {
  const byName = new Map((stored ?? []).map((s) => [s.name, s]));
  const out: FieldSource[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (skip.has(name) || value === '' || value === 0 || value === null || value === undefined || typeof value === 'object') continue;
    const s = byName.get(name);
    const same = s !== undefined && (typeof value === 'number' ? Math.abs(Number(s.value) - value) < 1e-9 : s.value === value);
    out.push(same ? s : { name, value: value as string | number, confidence: 1, page: 0, bbox: null, raw: '' });
  }
  return out;
}
