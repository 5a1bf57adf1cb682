import { AppError } from '../../common/app-error';
import { toTesseractCode } from '../../extraction/image/languages';

/** More languages than this in one OCR pass slow it down and blur its choices; detection does better. */
export const MAX_HINTED_LANGUAGES = 4;

/**
 * A client's language hint ("de", "de,en", ["ar","en"]) as the Tesseract codes the OCR takes, or
 * undefined for none. Refused with 400 when it names a language we cannot read or that this
 * deployment switched off (OCR_LANGUAGES): a hint that is silently dropped would read the document
 * in the wrong language without anyone knowing.
 */
export function parseLanguageHint(raw: unknown, enabled: readonly string[]): string[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => {
    if (typeof v !== 'string') throw AppError.badRequest('language must be a string of language codes, e.g. "de" or "de,en"');
    return v.split(',');
  }).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return undefined;
  const codes: string[] = [];
  for (const part of parts) {
    let code: string;
    try {
      code = toTesseractCode(part);
    } catch {
      throw AppError.badRequest(`language "${part.slice(0, 20)}" is not supported; use ISO 639-1 codes of: ${enabled.join(', ')}`);
    }
    if (!enabled.includes(code)) throw AppError.badRequest(`language "${part}" is switched off on this server (OCR_LANGUAGES); enabled: ${enabled.join(', ')}`);
    if (!codes.includes(code)) codes.push(code);
  }
  if (codes.length > MAX_HINTED_LANGUAGES) throw AppError.badRequest(`language names ${codes.length} languages; at most ${MAX_HINTED_LANGUAGES}`);
  return codes;
}
