import countries from '../lexicon/countries.json';
import { CountryEvidence, type CountryTable } from './country-evidence';

/**
 * Where a document comes from and what language it is written in, from evidence spread over the whole text:
 * country names, address forms (US state + ZIP, Canadian postal codes, Australian state + postcode), company
 * forms (Sdn Bhd, Pte Ltd, (Pty) Ltd), tax registrations (ABN, GSTIN, CVR, CNPJ…) and phone prefixes.
 * Used to pick the currency behind a shared symbol ("$", "kr", "¥") and the date order.
 */

const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

/** [pattern, country, weight]. Weight 3 is decisive on its own; weaker hints must add up. */
const EVIDENCE: Array<[RegExp, string, number]> = [
  [new RegExp(String.raw`,\s*(?:${US_STATES})\s+\d{5}(?:-\d{4})?(?!\d)`), 'US', 3],
  [/\b(?:USA|U\.S\.A\.|United States(?: of America)?)\b/, 'US', 3],
  [/\b(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, 'CA', 3],
  [/\bCanada\b|\bGST\/HST\b|\b(?:QST|TVQ)\b/i, 'CA', 3],
  [/\bABN\b|\bAustralia\b|\b(?:NSW|VIC|QLD|TAS|ACT)\s+\d{4}\b/, 'AU', 3],
  [/\bNew Zealand\b|\bNZBN\b|\bAotearoa\b/i, 'NZ', 3],
  [/\bSingapore\b|\bPte\.?\s+Ltd\b|\bUEN\b/i, 'SG', 3],
  [/\bHong Kong\b|\bKowloon\b|香港/i, 'HK', 3],
  [/\bM[eé]xico\b|\bCFDI\b|\bR\.?F\.?C\.?\s*[:：]/i, 'MX', 3],
  [/\bSouth Africa\b|\(Pty\)\s*Ltd\b|\bJohannesburg\b|\bCape Town\b/i, 'ZA', 3],
  [/\bPakistan\b|\bNTN\b|\bKarachi\b|\bLahore\b|\bIslamabad\b/i, 'PK', 3],
  [/\bSri Lanka\b|\bColombo\b/i, 'LK', 3],
  [/\bIndia\b|\bGSTIN\b|\b[CSI]GST\b|\bBengaluru\b|\bMumbai\b|\bNew Delhi\b/i, 'IN', 3],
  [/\bMalaysia\b|\bSdn\.?\s*Bhd\b|\bSelangor\b|\bKuala Lumpur\b|\bJohor\b|\bPulau Pinang\b/i, 'MY', 3],
  [/\bIndonesia\b|\bJakarta\b|\bNPWP\b/i, 'ID', 3],
  [/\bPhilippines\b|\bPilipinas\b|\bManila\b|\bTIN\s*[:：]?\s*\d{3}-\d{3}-\d{3}/i, 'PH', 3],
  [/\bDanmark\b|\bDenmark\b|\bCVR\b|\bApS\b/i, 'DK', 3],
  // Organisation numbers: Swedish NNNNNN-NNNN, Norwegian 9 digits (often followed by MVA).
  [/\bSverige\b|\bSweden\b|\bBankgiro\b|\bPlusgiro\b|\bOrg\.?\s?nr\.?\s*[:：]?\s*\d{6}-\d{4}\b/i, 'SE', 3],
  [/\bNorge\b|\bNorway\b|\bForetaksregisteret\b|\bMVA\b|\bOrg\.?\s?nr\.?\s*[:：]?\s*\d{3}\s?\d{3}\s?\d{3}(?![\d-])/, 'NO', 3],
  [/\b[ÍI]sland\b|\bIceland\b|\bKennitala\b/i, 'IS', 3],
  [/\bSchweiz\b|\bSuisse\b|\bSvizzera\b|\bSwitzerland\b|\bCHE-?\d{3}/i, 'CH', 3],
  [/\bBrasil\b|\bBrazil\b|\bCNPJ\b/i, 'BR', 3],
  [/人民币|中华人民共和国|增值税/, 'CN', 3],
  [/日本|株式会社|請求書/, 'JP', 3],
  [/\bUnited Kingdom\b|\bEngland\b|\bLondon\b/i, 'GB', 2],
  [/\bDeutschland\b|\bGermany\b/i, 'DE', 2],
];

/** Country calling codes as printed ("+44 20 …"); +1 is shared by the US and Canada and tells nothing. */
const PHONE: Record<string, string> = {
  '61': 'AU', '64': 'NZ', '65': 'SG', '852': 'HK', '52': 'MX', '27': 'ZA', '92': 'PK', '91': 'IN', '94': 'LK',
  '60': 'MY', '62': 'ID', '63': 'PH', '45': 'DK', '46': 'SE', '47': 'NO', '354': 'IS', '41': 'CH', '55': 'BR',
  '86': 'CN', '81': 'JP', '82': 'KR', '44': 'GB', '49': 'DE', '33': 'FR', '39': 'IT', '34': 'ES', '31': 'NL',
  '32': 'BE', '43': 'AT', '351': 'PT', '48': 'PL', '7': 'RU', '30': 'GR', '972': 'IL', '971': 'AE', '966': 'SA',
};

let shared: CountryEvidence | undefined;

/** The table-driven evidence (lexicon/countries.json), built once. */
export function countryEvidence(): CountryEvidence {
  shared ??= new CountryEvidence(countries as CountryTable);
  return shared;
}

/** The patterns below first; where they name no country, the table's weighed evidence. */
export function inferCountry(text: string): string | undefined {
  return inferCountryByPatterns(text) ?? countryEvidence().best(text, guessLanguage(text), undefined, 2.5);
}

function inferCountryByPatterns(text: string): string | undefined {
  const score = new Map<string, number>();
  const add = (c: string, n: number): void => void score.set(c, (score.get(c) ?? 0) + n);
  for (const [re, country, weight] of EVIDENCE) if (re.test(text)) add(country, weight);
  for (const m of text.matchAll(/(?<![\w+])\+\s?(\d{1,3})(?=[\s\-(./])/g)) if (PHONE[m[1]]) add(PHONE[m[1]], 1);
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  if (!ranked.length || ranked[0][1] < 2 || ranked[0][1] === ranked[1]?.[1]) return undefined;
  return ranked[0][0];
}

/** Scripts that name their language (Han without kana is Chinese, with kana Japanese). */
const SCRIPTS: Array<[RegExp, string]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Devanagari}/gu, 'hi'],
];

/** Invoice vocabulary per Latin-script language; the language with most distinct hits wins. */
const WORDS: Record<string, string[]> = {
  en: ['invoice', 'total', 'amount', 'due', 'bill', 'the', 'and', 'payment', 'thank', 'you', 'receipt', 'date', 'qty'],
  de: ['rechnung', 'datum', 'betrag', 'summe', 'gesamt', 'mwst', 'und', 'der', 'die', 'zahlbar', 'netto', 'brutto'],
  fr: ['facture', 'montant', 'tva', 'le', 'la', 'les', 'et', 'du', 'pour', 'échéance', 'règlement', 'merci'],
  nl: ['factuur', 'bedrag', 'totaal', 'btw', 'het', 'en', 'van', 'voor', 'betaling', 'vervaldatum'],
  es: ['factura', 'importe', 'fecha', 'iva', 'el', 'los', 'y', 'para', 'pago', 'gracias'],
  it: ['fattura', 'importo', 'totale', 'il', 'di', 'per', 'pagamento', 'grazie', 'scadenza'],
  pt: ['fatura', 'valor', 'data', 'o', 'para', 'pagamento', 'obrigado', 'vencimento'],
  da: ['faktura', 'beløb', 'dato', 'moms', 'og', 'til', 'betaling', 'tak', 'forfaldsdato', 'i alt'],
  sv: ['faktura', 'belopp', 'datum', 'moms', 'och', 'till', 'förfallodatum', 'tack', 'att betala'],
  nb: ['faktura', 'beløp', 'dato', 'mva', 'og', 'til', 'forfallsdato', 'takk'],
  id: ['faktur', 'jumlah', 'tanggal', 'dan', 'untuk', 'pembayaran', 'terima', 'kasih', 'harga'],
  ms: ['invois', 'jumlah', 'tarikh', 'dan', 'untuk', 'bayaran', 'terima', 'kasih', 'resit'],
  fil: ['resibo', 'kabuuan', 'petsa', 'salamat', 'bayad', 'ng', 'halaga'],
};

/** A script counts when it holds a fifth of the letters: one Chinese name on an English invoice is not Chinese. */
function scriptLanguage(text: string): string | undefined {
  // Latin-only text (the common case) needs no counting.
  if (!/[^\u0000-\u024f\u1e00-\u1eff\u2000-\u20cf]/u.test(text)) return undefined;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (!letters) return undefined;
  for (const [re, lang] of SCRIPTS) {
    const share = (text.match(re) ?? []).length / letters;
    // Japanese mixes kana into Han text: a little kana is enough.
    if (share >= (lang === 'ja' ? 0.05 : 0.2)) return lang;
  }
  return undefined;
}

export function guessLanguage(text: string): string | undefined {
  const script = scriptLanguage(text);
  if (script) return script;
  const tokens = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  const lower = text.toLowerCase();
  let best: { lang: string; hits: number } | undefined;
  for (const [lang, words] of Object.entries(WORDS)) {
    const hits = words.filter((w) => (w.includes(' ') ? lower.includes(w) : tokens.has(w))).length;
    if (hits >= 2 && (!best || hits > best.hits)) best = { lang, hits };
  }
  return best?.lang;
}
