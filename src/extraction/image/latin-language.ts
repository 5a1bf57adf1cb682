/**
 * Which Latin-script language a page is in, guessed from the words of the English first pass. The
 * English model drops diacritics (ø, ß, ã, ñ, é come back as o, B, a, n, e), so a page in another
 * Latin language is read again with that language's model first; guessing from invoice vocabulary and
 * function words is enough for that, and costs nothing next to an OCR pass. The words are matched
 * without diacritics, because that is how the English model returns them.
 */
const KEYWORDS: Record<string, string[]> = {
  eng: ['invoice', 'date', 'total', 'the', 'of', 'and', 'amount', 'tax', 'receipt', 'subtotal', 'qty', 'price', 'due', 'thank', 'you'],
  dan: ['dato', 'faktura', 'fakturanr', 'alt', 'moms', 'kr', 'belob', 'stk', 'og', 'til', 'af', 'pa', 'beta', 'kvittering'],
  nld: ['datum', 'factuur', 'factuurnummer', 'totaal', 'btw', 'bedrag', 'en', 'van', 'voor', 'het', 'de', 'een', 'bon', 'aantal'],
  fra: ['facture', 'ttc', 'tva', 'ht', 'de', 'la', 'le', 'les', 'du', 'des', 'numero', 'montant', 'prix', 'merci', 'au'],
  deu: ['rechnung', 'rechnungsnr', 'datum', 'gesamt', 'gesamtbetrag', 'mwst', 'ust', 'und', 'der', 'die', 'das', 'betrag', 'summe', 'menge', 'netto', 'brutto'],
  ind: ['tanggal', 'faktur', 'nomor', 'jumlah', 'rp', 'dan', 'yang', 'harga', 'pajak', 'terima', 'kasih', 'pt'],
  ita: ['fattura', 'data', 'totale', 'iva', 'di', 'da', 'del', 'della', 'numero', 'importo', 'prezzo', 'grazie', 'scontrino', 'per'],
  por: ['fatura', 'data', 'iva', 'de', 'do', 'da', 'dos', 'numero', 'nif', 'valor', 'obrigado', 'recibo', 'lda', 'para'],
  spa: ['factura', 'fecha', 'iva', 'de', 'del', 'la', 'el', 'los', 'numero', 'importe', 'gracias', 'recibo', 'para', 'precio'],
  fil: ['petsa', 'resibo', 'kabuuan', 'ng', 'sa', 'na', 'mga', 'halaga', 'salamat', 'ni', 'bayad', 'presyo'],
};

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** Keyword hits below which the text is not taken for a Latin language at all (one can be chance). */
const MIN_HITS = 2;

/**
 * The best-scoring enabled Latin language for `text`, or undefined when fewer than MIN_HITS words
 * match: the English model reads a tilted Korean page as "SA", "AL", "eA", and one hit is chance.
 * English wins ties: it is the first pass already, so a tie costs no second pass.
 */
export function guessLatinLanguage(text: string, enabled: readonly string[]): string | undefined {
  const words = fold(text).split(/[^a-z]+/).filter(Boolean);
  let best: string | undefined;
  let bestScore = MIN_HITS - 1;
  for (const lang of ['eng', ...Object.keys(KEYWORDS).filter((l) => l !== 'eng')]) {
    if (!enabled.includes(lang)) continue;
    const vocabulary = new Set(KEYWORDS[lang]);
    const score = words.filter((w) => vocabulary.has(w)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
