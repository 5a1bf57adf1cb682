import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { a4Classic } from './templates/a4-classic';
import { a4Commercial } from './templates/a4-commercial';
import { a4Grid } from './templates/a4-grid';
import { a4Ledger } from './templates/a4-ledger';
import { a4LegalFooter } from './templates/a4-legal-footer';
import { a4Modern } from './templates/a4-modern';
import { a4Sideband } from './templates/a4-sideband';
import { a4Strip } from './templates/a4-strip';
import type { Layout } from './templates/layout';
import { letterFees } from './templates/letter-fees';
import { letterList } from './templates/letter-list';
import { letterProse } from './templates/letter-prose';
import { letterWindow } from './templates/letter-window';
import { plainTwoColumn } from './templates/plain-two-column';
import { receipt58mm } from './templates/receipt-58mm';
import { receiptAtQty } from './templates/receipt-at-qty';
import { receiptCafe } from './templates/receipt-cafe';
import { receiptClassic } from './templates/receipt-classic';
import { receiptMarket } from './templates/receipt-market';
import { receiptThermal } from './templates/receipt-thermal';

export type { Layout } from './templates/layout';

export const LAYOUTS: readonly Layout[] = [
  a4Classic, a4Strip, a4Sideband, a4Grid, letterWindow, letterList, plainTwoColumn, receiptClassic, receiptAtQty, receiptThermal,
  // Added later, with label wording of their own (variants/*.json).
  a4Commercial, a4LegalFooter, receipt58mm, letterFees,
  // Wording of its own in prose/*.json, written without looking at the extractor's lexicons.
  letterProse,
  // Wording of its own in market/*.json.
  receiptMarket,
  // Written blind (before reading the extractor), wording of their own in ledger/*.json and cafe/*.json.
  a4Ledger, receiptCafe,
  // Written blind in session 5: header band of labels over values, party headings of varied wording, payment section (modern/*.json).
  a4Modern,
];

export interface ManifestEntry {
  id: string;
  kind: string;
  family: string;
  split: 'dev' | 'holdout';
  summary: string;
}

let manifest: ManifestEntry[] | undefined;

/** eval/corpus/layouts.json: which layouts are held out from tuning. */
export function layoutManifest(): ManifestEntry[] {
  manifest ??= (JSON.parse(readFileSync(join(__dirname, 'layouts.json'), 'utf8')) as { layouts: ManifestEntry[] }).layouts;
  return manifest;
}

export function layoutById(id: string): Layout {
  const l = LAYOUTS.find((x) => x.id === id);
  if (!l) throw new Error(`unknown layout "${id}" (known: ${LAYOUTS.map((x) => x.id).join(', ')})`);
  return l;
}

export function splitOf(id: string): 'dev' | 'holdout' {
  return layoutManifest().find((e) => e.id === id)?.split ?? 'dev';
}

/** Leave-one-layout-out folds: each layout once as the test fold, the dev layouts (minus it) as the rest. */
export function folds(): { test: string; train: string[] }[] {
  const dev = layoutManifest().filter((e) => e.split === 'dev').map((e) => e.id);
  return LAYOUTS.map((l) => ({ test: l.id, train: dev.filter((d) => d !== l.id) }));
}
