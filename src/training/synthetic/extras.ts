import type { Part } from './canvas';
import type { Content } from './content';
import type { DocContext } from './context';

/** A Latin slug for e-mail and web addresses; non-Latin names fall back to a generic one. */
function slug(name: string): string {
  const s = name.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 14);
  if (s.length >= 3) return s;
  // Stable per name, so the e-mail and the web address of one vendor agree.
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return ['office', 'shop', 'global', 'trade', 'store'][h % 5] + String(h % 97);
}

const TLD: Record<string, string> = {
  de: 'de', fr: 'fr', nl: 'nl', it: 'it', es: 'es', pt: 'pt', da: 'dk', el: 'gr', ru: 'ru', zh: 'cn', ja: 'co.jp',
  ko: 'co.kr', hi: 'in', id: 'co.id', ms: 'com.my', fil: 'ph', ar: 'sa', he: 'co.il',
};

export function email(ctx: DocContext, name: string): string {
  return `${ctx.rng.pick(['info', 'sales', 'billing', 'contact'])}@${slug(name)}.${TLD[ctx.locale.code] ?? 'com'}`;
}

export function website(ctx: DocContext, name: string): string {
  return `www.${slug(name)}.${TLD[ctx.locale.code] ?? 'com'}`;
}

export function phone(ctx: DocContext): string {
  return ctx.fill(ctx.rng.pick(ctx.locale.phone));
}

/** Vendor contact lines (all 'O'): phone, e-mail, web, tax id. */
export function contactLines(ctx: DocContext, content: Content, n: number): string[] {
  const all = [
    `${ctx.label('phone')} ${phone(ctx)}`,
    email(ctx, content.vendorName),
    website(ctx, content.vendorName),
    `${ctx.labelColon('taxId')} ${ctx.fill(ctx.locale.taxIdPattern)}`,
  ];
  return ctx.rng.shuffle(all).slice(0, n);
}

/** Footer columns: the vendor again (its roles), contacts, bank details, tax ids — side by side, so one line holds several cells. */
export function footerColumns(ctx: DocContext, content: Content): Part[][][] {
  const { rng } = ctx;
  const o = (text: string): Part[] => [{ text, role: 'O' }];
  const cols: Part[][][] = [];
  if (rng.chance(0.6)) {
    cols.push([[{ text: content.vendorName, role: 'VENDOR_NAME' }], ...content.vendorLines.slice(0, 2).map((l): Part[] => [{ text: l, role: 'VENDOR_ADDRESS' }])]);
  }
  cols.push([o(`${ctx.label('phone')} ${phone(ctx)}`), o(email(ctx, content.vendorName)), o(website(ctx, content.vendorName))]);
  const iban = `${rng.chars('ABCDEFGHILMNPRS', 2)}${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`;
  const bankLabel = ctx.label('bank');
  cols.push([o((/^(IBAN|BIC)$/.test(bankLabel) ? '' : bankLabel + ' ') + rng.pick(['Deutsche Bank', 'HSBC', 'BNP Paribas', 'Maybank', 'ING', 'Santander', 'Danske Bank'])), o(`IBAN ${iban}`), o(`BIC ${rng.chars('ABCDEFGHKLMNPRSTUVWXYZ', 8)}`)]);
  if (rng.chance(0.5)) cols.push([o(`${ctx.labelColon('taxId')} ${ctx.fill(ctx.locale.taxIdPattern)}`), o(`${ctx.label('page')} 1/1`)]);
  return rng.chance(0.3) ? [cols.flat()] : cols;
}
