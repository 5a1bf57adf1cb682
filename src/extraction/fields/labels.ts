import type { Label } from './doc';
import { LANGUAGE_LABELS } from '../lexicon';

/**
 * Printed labels in English, German, French, Dutch, Spanish and Italian. Weights rank labels of the same
 * field: a specific label ("Grand Total", "Zahlbetrag") beats a generic one ("Total"). `not` patterns
 * reject look-alikes ("Subtotal" is not "Total", "Total HT" is a net amount).
 */

/** Case-insensitive pattern with Unicode-aware word boundaries (JS `\b` only knows ASCII letters). */
export function w(src: string): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\d])(?:${src})(?![\p{L}])`, 'iu');
}

const NET = String.raw`sub-?\s?total|zwischensumme|netto|net|excl|exkl|ohne|hors|ht|h\.t\.|subtotaal|exclusief|imponible|imponibile|sin iva|senza iva|before tax|pre-tax`;
const TAX_WORD = String.raw`tax|vat|gst|mwst|ust|umsatzsteuer|mehrwertsteuer|steuer|tva|btw|iva|igic|hst|pst`;

export const TOTAL_LABELS: Label[] = [
  { re: w(String.raw`grand\s?total|total\s+amount(?:\s+due)?|invoice\s+total|total\s+(?:incl|inc|including|ttc|with)|total\s+to\s+pay|total\s+due|amount\s+payable`), weight: 5 },
  // After a rounding adjustment the rounded figure is what is paid.
  { re: w(String.raw`total\s+(?:after\s+(?:rounding|adj(?:ustment)?)|rounded)|rounded\s+total|nett\s+total|total\s+payable|gerundeter\s+betrag`), weight: 6 },
  // "Total (inclusive of GST)", "TOTAL INCL. GST@6%", "Total inkl. MwSt."
  { re: w(String.raw`(?:grand\s+)?total[\p{L}\s(.]{0,20}?(?:incl|inclusive|including|includes?|inkl|inc)\.?`), weight: 5, not: w(String.raw`excl|exkl|excluding|exclusive|ohne|before|hors`) },
  { re: w(String.raw`bruttosumme|gesamtbetrag|rechnungsbetrag|endbetrag|gesamtsumme|summe\s+brutto|brutto|rechnungssumme`), weight: 5, not: w(String.raw`ohne|netto|zuschläge|abschläge|vor\s+rabatt|${NET}`) },
  { re: w(String.raw`total\s+ttc|montant\s+ttc|montant\s+total|net\s+à\s+payer|somme\s+à\s+payer|total\s+à\s+payer|totaal\s+(?:incl|te\s+betalen)|totaalbedrag|te\s+betalen|importe\s+total|total\s+factura|totale\s+(?:fattura|documento|da\s+pagare)|importo\s+totale`), weight: 5, not: w(String.raw`nog\s+te\s+betalen`) },
  // "Il totale imponibile è di 6'340.10 CHF. L'importo di 6'853.65 CHF…": the net's name starts with the word.
  { re: w(String.raw`total\s+for\s+this\s+invoice|total\s+facture|factuur\s+totaal|totale(?!\s+(?:imponibile|netto|senza\s+iva))`), weight: 4 },
  { re: w(String.raw`total|totaal|gesamt|summe|montant|importe|amount\s+due`), weight: 2, not: w(`${NET}|${TAX_WORD}|positionssumme|items?|qty|quantity|menge|anzahl|zuschläge|abschläge|discount|rabatt|savings?|saved|paid|gezahlt|payé|anzahlung|count|weight|gewicht|points|punkte`) },
  // The label files, in every language: generic phrases weigh as "total", specific ones ("Gesamtbetrag", "合計金額") one more.
  { key: 'total', weight: 2, not: w(`${NET}|${TAX_WORD}|positionssumme|items?|qty|quantity|menge|anzahl|discount|rabatt|savings?|saved|paid|gezahlt|payé|anzahlung|count|weight|gewicht|points|punkte`) },
];

export const SUBTOTAL_LABELS: Label[] = [
  { re: w(String.raw`rechnungssumme\s+ohne\s+ust\.?|summe\s+netto|nettosumme|nettobetrag\s+gesamt|gesamt\s+netto|total\s+ht|montant\s+(?:eur\s+)?ht|total\s+hors\s+taxes?|exclusief\s+btw|totaal\s+excl(?:usief)?\.?(?:\s+btw)?|base\s+imponible|imponibile|total\s+(?:excl|excluding|before|net|without)\.?(?:\s+(?:vat|tax|gst))?|net\s+(?:total|amount)|amount\s+before\s+tax`), weight: 5 },
  { re: w(String.raw`sub-?\s?total|subtotaal|zwischensumme|sous-total|subtotale|nettobetrag|netto-?summe|nettopreis\s+gesamt|warenwert\s+netto`), weight: 3, not: w(String.raw`incl|brutto|ttc`) },
  { re: w(String.raw`positionssumme|netto|warenwert|total\s+net|net`), weight: 1, not: w(String.raw`zahlbar|payable|tage|days|jours|dagen|${TAX_WORD}`) },
  { key: 'subtotal', weight: 3, not: w(String.raw`incl|brutto|ttc|zahlbar|payable|tage|days|jours|dagen`) },
];

export const TAX_TOTAL_LABELS: Label[] = [
  { re: w(String.raw`steuerbetrag|total\s+(?:tax|vat|gst)|tax\s+total|(?:vat|tax|gst)\s+amount|montant\s+(?:de\s+la\s+)?tva|total\s+tva|btw\s+bedrag|totaal\s+btw|importe\s+iva|total\s+iva|totale\s+iva|importo\s+iva|summe\s+(?:mwst|ust)|mwst\.?-?betrag|ust\.?-?betrag`), weight: 5 },
  { re: w(TAX_WORD + String.raw`|sales\s+tax|vat\s*\*+|tax\s*\*+`), weight: 2, not: w(String.raw`${NET}|incl|inc|inkl|included|inclusive|compris|nummer|number|no\.|nr|id|tin|gstin|pan|reg|registration|#|rate|satz|%\s*$|exempt|befreit|aufschlüsselung|basis|grondslag`) },
  // "GST included 2.37", "inkl. MwSt. 1,23": the label files' phrases with "incl" name the tax itself. The
  // Australian "Total inc GST" is the total (the `not` words), as "Total incl. VAT" is.
  { key: 'tax', weight: 2, not: w(String.raw`${NET}|incl|inc|inkl|included|inclusive|compris|nummer|number|no\.|nr|id|tin|gstin|pan|reg|registration|#|rate|satz|%\s*$|exempt|befreit|aufschlüsselung|basis|grondslag`), notBeside: true },
];

export const BALANCE_LABELS: Label[] = [
  { re: w(String.raw`balance\s+due|amount\s+due|total\s+due|balance|zahlbetrag|zu\s+zahlen(?:der\s+betrag)?|offener\s+betrag|restbetrag|fälliger\s+betrag|net\s+à\s+payer|somme\s+à\s+payer|reste\s+à\s+payer|solde|te\s+betalen|openstaand|saldo|importe\s+(?:a\s+pagar|pendiente)|da\s+pagare|amount\s+payable`), weight: 5, not: w(String.raw`previous|vorheriger|précédent`) },
  { key: 'balance_due', weight: 4, not: w(String.raw`previous|vorheriger|précédent`) },
];

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SIGNS = [...new Set(['nr', 'no', 'n°', 'nº', 'num', '#', '№', ...LANGUAGE_LABELS.flatMap((f) => f.signs ?? [])].map((x) => x.replace(/\.$/, '')))];
const BARE_SIGN = new RegExp(String.raw`^\s*(?:${SIGNS.map(escape).join('|')})\.?\s*[:：]?\s*$`, 'iu');

export const INVOICE_NUMBER_LABELS: Label[] = [
  { re: w(String.raw`invoice\s*(?:number|no\.?|nr\.?|num\.?|#|id)|inv\.?\s*(?:no\.?|#)|rechnungs-?\s*(?:nummer|nr\.?|-?nr\.?)|rechnung\s*(?:nr\.?|nummer|no\.?)|factuur\s*(?:nummer|nr\.?)|factuurnummer|num[ée]ro\s+de\s+facture|n[°º]\s*(?:de\s+)?facture|facture\s*(?:n[°º]|no\.?|num[ée]ro)|n[úu]mero\s+de\s+factura|factura\s*(?:n[°º.]|no\.?|n[úu]m\.?)|numero\s+(?:di\s+)?fattura|fattura\s*(?:n[°.]?|nr\.?|num\.?)|bill\s*(?:no\.?|number|#)|receipt\s*(?:no\.?|number|#)|belegnummer|beleg-?nr\.?|document\s*(?:no\.?|number)|credit\s+note\s*(?:no\.?|number|#)|gutschrift\s*(?:nr\.?|nummer)`), weight: 5 },
  // Document-type word followed (maybe after a type code) by Nr./No./n° — "Handelsrechnung (380) Nr. 471102".
  { re: w(String.raw`(?:[\p{L}]*(?:rechnung|gutschrift)[\p{L}]*|invoice|facture|factuur|factura|fattura|credit\s+note|receipt|quittung)(?:\s+[\p{L}.]+){0,3}?(?:\s*\([^)]*\)){0,2}\s*(?:nr|no|n[°º]|#)\.?`), weight: 4 },
  { re: w(String.raw`factuur|facture|rechnung|invoice|factura|fattura`), weight: 1, not: w(String.raw`date|datum|fecha|data|adres|address|adresse|an\b|to\b|total|totaal|bedrag`) },
  { re: w(String.raw`booking\s*(?:id|no\.?|number)|reservation\s*(?:id|no\.?|number)|confirmation\s*(?:no\.?|number)`), weight: 1 },
  { key: 'invoice_number', weight: 4 },
  // A number sign alone heading a column of a meta strip ("Nr. | Dato | …" with the values in the row below), or
  // before its value in a two-column box ("编号： | ZH-2026-6712", "رقم | 2026/0132"): any language's sign. Only a
  // last resort: a party block's "Nummer: 549910" is the party's number, not the invoice's.
  { re: BARE_SIGN, weight: 1 },
  // A receipt's "No 0049-354-054962", "No.004521": a number sign opening the line, followed by a figure.
  { re: /^\s*(?:no|nr|n[°º]|№|#)(?=(?:\s+|\.\s*)[A-Z]{0,4}[-/]?(?:\d[-/]?){5,}(?![\p{L}]))/iu, weight: 1 },
  // The same in other scripts, maybe with a colon ("رقم: 741149", "رقم 0056-032-664714"); single Han or Hangul signs
  // ("号", "호") close a number rather than open a line.
  { re: new RegExp(String.raw`^\s*(?:${SIGNS.filter((s) => /[^\x00-\u024f]/u.test(s) && !/^[\u3040-\u9fff\uac00-\ud7af]$/u.test(s)).map(escape).join('|')})\.?\s*[:：]?(?=\s*[A-Z]{0,4}[-/]?(?:\d[-/]?){5,}(?![\p{L}\d]))`, 'iu'), weight: 1 },
  // The same sign after the date and time that open a till receipt's line ("2025-03-04 10:35:47 No.： 49/3844").
  { re: /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s+(?:no|nr|n[°º]|№|#)\.?\s*[:：]?(?=\s*[A-Z]{0,4}[-/]?(?:\d[-/]?){4,})/iu, weight: 2 },
];

/**
 * Dates of something else beside a generic date word: a due date, an order, a delivery, a period, and the addressee's
 * own message a letter answers ("Ihre Nachricht vom", "Vs. rif.: ordine 311 del 02/03/2026", "your letter of").
 */
export const THEIR_MESSAGE = String.raw`nachricht|schreiben|anfrage|ordine|vs\.?\s*rif\.?|your\s+(?:letter|ref\.?)`;
const NOT_ISSUE = w(String.raw`due|fällig|échéance|vervaldatum|vencimiento|scadenza|order|bestell|liefer|leistung|delivery|livraison|levering|ship|versand|entrega|consegna|start|end|from|to|until|bis|period|zeitraum|check|birth|geburt|payment|zahlung|paiement|limite|${THEIR_MESSAGE}`);

export const DATE_LABELS: Label[] = [
  { re: w(String.raw`invoice\s+date|date\s+of\s+invoice|date\s+of\s+issue|issue\s+date|billing\s+date|rechnungsdatum|belegdatum|ausstellungsdatum|date\s+de\s+(?:la\s+)?facture|date\s+d['’]émission|factuurdatum|factuur\s+datum|fecha\s+(?:de\s+)?(?:la\s+)?factura|fecha\s+de\s+emisi[oó]n|data\s+(?:della\s+)?fattura|data\s+(?:di\s+)?emissione|receipt\s+date|document\s+date`), weight: 5 },
  // "Rechnung … Nr. 471102 vom 05.03.2018", "Facture n°562044387 du 02 Juillet 2015".
  { re: w(String.raw`(?:nr|no|n[°º])\.?\s*\S+\s+(?:vom|du|del|van|dated|of)`), weight: 4 },
  { re: w(String.raw`date|datum|fecha|data|dated|le`), weight: 2, not: NOT_ISSUE },
  { key: 'date', weight: 2, not: NOT_ISSUE },
];

export const DUE_DATE_LABELS: Label[] = [
  { re: w(String.raw`due\s+date|payment\s+due|fälligkeit|due\s+on|due\s+by|pay\s+by|fälligkeitsdatum|fällig\s+(?:am|bis)?|zahlungsziel|zahlbar\s+bis|date\s+d['’]échéance|échéance|date\s+limite\s+de\s+paiement|à\s+payer\s+avant|vervaldatum|vervaldag|uiterste\s+betaaldatum|fecha\s+de\s+vencimiento|vencimiento|data\s+(?:di\s+)?scadenza|scadenza`), weight: 5 },
  { re: w(String.raw`zahlbar\s+.*?\bbis|payable\s+.*?\bby|netto\s+bis`), weight: 3 },
  { key: 'due_date', weight: 4 },
];
