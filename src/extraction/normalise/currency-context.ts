import currencyNames from '../lexicon/currency-names.json';
/**
 * Currency symbols → ISO 4217. Many symbols are shared ("$" by a dozen dollars and the peso, "kr" by four
 * Nordic crowns, "¥" by yen and yuan, "Rs" by the Indian and Pakistani rupee), so each symbol resolves with
 * the document's country and language.
 */
export interface CurrencyContext {
  country?: string;
  language?: string;
  /** The currency of the country the document's evidence names among those printing this symbol, if any. */
  currencyFor?: (symbol: string) => string | undefined;
  /**
   * The currency the document's country evidence names: among several printed currency signs it wins, as OCR reads
   * one sign for another ("₹" as "€").
   */
  preferred?: string;
}

type Resolve = string | ((ctx: CurrencyContext) => string | undefined);

const DOLLAR: Record<string, string> = { AU: 'AUD', CA: 'CAD', NZ: 'NZD', SG: 'SGD', HK: 'HKD', MX: 'MXN' };
const CROWN_BY_COUNTRY: Record<string, string> = { DK: 'DKK', SE: 'SEK', NO: 'NOK', IS: 'ISK' };
const CROWN_BY_LANGUAGE: Record<string, string> = { da: 'DKK', sv: 'SEK', nb: 'NOK' };
const RUPEE: Record<string, string> = { PK: 'PKR', LK: 'LKR' };

/** Danish is the service's Nordic language, so an unplaced "kr" is read as Danish crowns. */
const crown = ({ country, language, currencyFor }: CurrencyContext): string =>
  currencyFor?.('kr') ?? (country && CROWN_BY_COUNTRY[country]) ?? (language && CROWN_BY_LANGUAGE[language]) ?? 'DKK';
const yen = ({ country, language, currencyFor }: CurrencyContext): string =>
  currencyFor?.('¥') ?? (country === 'CN' || language === 'zh' ? 'CNY' : 'JPY');

/** A number follows (possibly after a space or a minus) / precedes the marker. */
const BEFORE_NUM = String.raw`(?=\s?[-−]?\d)`;
const AFTER_NUM = String.raw`(?<=\d\s?)`;
const NO_LETTER = String.raw`(?<!\p{L})`;
const re = (source: string): RegExp => new RegExp(source, 'gu');

/** Symbols and printed names, explicit ones (HK$, R$) before the shared ones they contain. */
export const SYMBOLS: Array<[RegExp, Resolve]> = [
  [/€/g, 'EUR'],
  [/£/g, 'GBP'],
  [re(String.raw`${NO_LETTER}(?:US\$|USD\$)`), 'USD'],
  [re(String.raw`${NO_LETTER}(?:AU?\$)`), 'AUD'],
  [re(String.raw`${NO_LETTER}(?:CA?\$)`), 'CAD'],
  [re(String.raw`${NO_LETTER}NZ\$`), 'NZD'],
  [re(String.raw`${NO_LETTER}S\$`), 'SGD'],
  [re(String.raw`${NO_LETTER}HK\$`), 'HKD'],
  [re(String.raw`${NO_LETTER}R\$`), 'BRL'],
  [re(String.raw`${NO_LETTER}MX\$`), 'MXN'],
  [re(String.raw`${NO_LETTER}NT\$`), 'TWD'],
  [re(String.raw`${NO_LETTER}\$`), (ctx) => ctx.currencyFor?.('$') ?? (ctx.country && DOLLAR[ctx.country]) ?? 'USD'],
  [/₹/g, 'INR'],
  [re(String.raw`${NO_LETTER}(?:Rs\.?|₨)${BEFORE_NUM}`), (ctx) => ctx.currencyFor?.('Rs') ?? (ctx.country && RUPEE[ctx.country]) ?? 'INR'],
  [/[¥￥]/g, yen],
  [/円/g, 'JPY'],
  [/人民币/g, 'CNY'],
  [/元/g, (ctx) => ctx.currencyFor?.('元') ?? 'CNY'],
  [re(String.raw`${NO_LETTER}RM${BEFORE_NUM}`), 'MYR'],
  [re(String.raw`${NO_LETTER}Fr\.${BEFORE_NUM}|${AFTER_NUM}Fr\.`), 'CHF'],
  [re(String.raw`${NO_LETTER}[kK]r\.?${BEFORE_NUM}|${AFTER_NUM}kr\.?(?!\p{L})`), crown],
  [re(String.raw`${NO_LETTER}R${BEFORE_NUM}`), (ctx) => (ctx.country === 'ZA' ? 'ZAR' : undefined)],
  [re(String.raw`zł`), 'PLN'],
  [re(String.raw`₽|${AFTER_NUM}руб`), 'RUB'],
  [re(String.raw`₩|${AFTER_NUM}원`), 'KRW'],
  [re(String.raw`₪|ש"ח|ש״ח`), 'ILS'],
  [re(String.raw`${NO_LETTER}Rp\.?${BEFORE_NUM}`), 'IDR'],
  [/₱/g, 'PHP'],
  // "P80,640.00": the peso sign as OCR reads it and as Philippine shops print it; a "P" before cents elsewhere is not money.
  [re(String.raw`${NO_LETTER}P(?=\s?\d{1,3}(?:,\d{3})*\.\d{2}(?!\d))`), (ctx) => (ctx.country === 'PH' || ctx.language === 'fil' ? 'PHP' : undefined)],
  [/฿/g, 'THB'],
  [/₺/g, 'TRY'],
  [/₫/g, 'VND'],
  [/₴/g, 'UAH'],
  [/₦/g, 'NGN'],
  [re(String.raw`${AFTER_NUM}Kč`), 'CZK'],
  [re(String.raw`${AFTER_NUM}Ft(?!\p{L})`), 'HUF'],
  [re(String.raw`${AFTER_NUM}lei(?!\p{L})`), 'RON'],
  [re(String.raw`د\.إ`), 'AED'],
  [re(String.raw`ر\.س`), 'SAR'],
  // A currency written out with its country ("دينار أردني", "ريال قطري"), where the sign alone is shared.
  ...Object.entries(currencyNames as Record<string, string[]>).map(([code, names]): [RegExp, Resolve] => [re(names.join('|')), code]),
  [/\bUS dollars?\b/gi, 'USD'],
  [/\beuros?\b/gi, 'EUR'],
];

/** The currency whose symbols occur most often, each symbol resolved in context; '' when none. */
export function currencyFromSymbols(text: string, ctx: CurrencyContext): string {
  const counts = new Map<string, number>();
  for (const [pattern, resolve] of SYMBOLS) {
    const n = (text.match(pattern) ?? []).length;
    if (!n) continue;
    const code = typeof resolve === 'string' ? resolve : resolve(ctx);
    if (code) counts.set(code, (counts.get(code) ?? 0) + n);
  }
  if (ctx.preferred && counts.has(ctx.preferred) && counts.size > 1) return ctx.preferred;
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : '';
}
