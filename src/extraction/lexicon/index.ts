import { LabelMatcher, type LabelSpan } from './label-matcher';
import type { LanguageLabels } from './types';
import legacy from './labels/_legacy.json';

/** Every language's label file; the matcher is built once per process, on first use. */
export const LANGUAGE_LABELS: readonly LanguageLabels[] = [legacy as LanguageLabels];

let shared: LabelMatcher | undefined;

export function labelMatcher(): LabelMatcher {
  shared ??= new LabelMatcher(LANGUAGE_LABELS);
  return shared;
}

/** Labels of one piece of text (a cell), memoised: every field rule asks about the same cells. */
const memo = new Map<string, LabelSpan[]>();

export function labelsIn(text: string): LabelSpan[] {
  let spans = memo.get(text);
  if (!spans) {
    if (memo.size > 50_000) memo.clear();
    spans = labelMatcher().find(text);
    memo.set(text, spans);
  }
  return spans;
}

export type { LabelSpan } from './label-matcher';
export type { LabelKey } from './types';
