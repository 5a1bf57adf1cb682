import type { DocumentTree } from '../../extraction/types';
import type { Role } from '../../extraction/layout/roles';
import { buildContent } from './content';
import { DocContext } from './context';
import { isoDate } from './formats';
import { layoutInvoice } from './invoice';
import { LOCALE_WEIGHTS } from './locales';
import { addOcrNoise } from './noise';
import { layoutReceipt } from './receipt';
import { Rng } from './rng';

export { renderDocument } from './render';

export interface SyntheticTruth {
  kind: 'invoice' | 'receipt';
  language: string;
  currency: string;
  Vendor_Name: string;
  Vendor_Address: string;
  Bill_To_Name?: string;
  /** YYYY-MM-DD */
  Date: string;
  Due_Date?: string;
  Invoice_Number?: string;
  Subtotal?: number;
  Tax?: number;
  Total: number;
  /**
   * The arithmetic, as printed: line amounts sum to Subtotal (or, when taxIncluded, to Total + Discount), and
   * Subtotal − Discount + Shipping + Tax + Rounding = Total (taxIncluded: Subtotal + Tax = Total).
   */
  Discount?: number;
  Shipping?: number;
  Rounding?: number;
  taxIncluded?: boolean;
  /** OCR noise was applied to the text: printed values may no longer parse back to the truth. */
  noisy?: boolean;
  lineItems: { Description: string; QTY: number; Price: number; Amount: number }[];
}

export interface LabelledDocument {
  tree: DocumentTree;
  /** [page][line][word], parallel to tree. */
  roles: Role[][][];
  truth: SyntheticTruth;
}

const TESSERACT: Record<string, string> = {
  ar: 'ara', zh: 'chi_sim', da: 'dan', nl: 'nld', en: 'eng', fil: 'fil', fr: 'fra', de: 'deu', el: 'ell', he: 'heb',
  hi: 'hin', id: 'ind', it: 'ita', ja: 'jpn', ko: 'kor', pt: 'por', ru: 'rus', es: 'spa', ms: 'msa',
};
const SCRIPT: Record<string, string> = { ar: 'arabic', he: 'hebrew', zh: 'han', ja: 'han', ko: 'hangul', el: 'greek', ru: 'cyrillic', hi: 'devanagari' };

/** One synthetic invoice or receipt with a role for every word, fully determined by `seed`. */
export function generateDocument(seed: number): LabelledDocument {
  const rng = new Rng(seed);
  const locale = rng.weighted(LOCALE_WEIGHTS);
  const kind = rng.chance(locale.code === 'ms' ? 0.85 : 0.4) ? 'receipt' : 'invoice';
  const ctx = new DocContext(rng, locale, kind);
  const content = buildContent(rng, ctx, kind);
  const laid = kind === 'invoice' ? layoutInvoice(ctx, content, locale.rtl) : { ...layoutReceipt(ctx, content, locale.rtl), source: 'ocr' as const };
  const ocr = laid.source === 'ocr';
  const { page, roles } = laid.canvas.page(laid.height, () => (ocr ? Math.round(rng.float(0.75, 0.99) * 100) / 100 : 1));
  // About one document in five: OCR'd pages only (a PDF text layer has no character confusions).
  const noisy = ocr && rng.chance(0.3);
  if (noisy) addOcrNoise(rng, page, roles, rng.float(0.03, 0.1));
  page.origin = ocr ? 'ocr' : 'text-layer';
  page.languages = [TESSERACT[locale.code]];
  page.script = SCRIPT[locale.code] ?? 'latin';
  const truth: SyntheticTruth = {
    kind,
    language: locale.code,
    currency: ctx.currency.code,
    Vendor_Name: content.vendorName,
    Vendor_Address: content.vendorLines.join(' '),
    Bill_To_Name: content.billTo?.name,
    Date: isoDate(content.date),
    Due_Date: content.dueDate ? isoDate(content.dueDate) : undefined,
    Invoice_Number: content.number,
    Subtotal: content.subtotal,
    Tax: content.tax,
    Total: content.total,
    Discount: content.discount,
    Shipping: content.shipping,
    Rounding: content.rounding,
    taxIncluded: content.taxIncluded || undefined,
    noisy: noisy || undefined,
    lineItems: content.items.map((i) => ({ Description: i.description, QTY: i.qty, Price: i.price, Amount: i.amount })),
  };
  // A value the page does not print is not part of the truth (receipts often omit the subtotal or the number).
  const printed = new Set(roles.flat());
  if (!printed.has('SUBTOTAL')) delete truth.Subtotal;
  if (!printed.has('TAX')) delete truth.Tax;
  if (!printed.has('INVOICE_NUMBER')) delete truth.Invoice_Number;
  for (const k of Object.keys(truth) as (keyof SyntheticTruth)[]) if (truth[k] === undefined) delete truth[k];
  return { tree: { source: ocr ? 'ocr' : 'pdf-text', pages: [page] }, roles: [roles], truth };
}

/** `n` documents from consecutive seeds derived from `seed`: the same arguments always give the same corpus. */
export function generateCorpus(n: number, seed: number): LabelledDocument[] {
  const out: LabelledDocument[] = [];
  for (let i = 0; i < n; i++) out.push(generateDocument((Math.imul(seed, 1000003) + i * 7919) >>> 0));
  return out;
}
