/**
 * Arabic-Indic (٠–٩), Persian (۰–۹), Devanagari (०–९) and full-width (０–９) digits, and the Arabic decimal
 * and thousands signs (٫ ٬), mapped to ASCII one character for one character — so offsets found in the
 * mapped text are valid in the original.
 */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10];

export function asciiDigits(text: string): string {
  if (!/[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f\uff10-\uff19\uff0c\uff0e]/.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero !== undefined) out += String(code - zero);
    else if (ch === '\u066b' || ch === '\uff0e') out += '.';
    else if (ch === '\u066c' || ch === '\uff0c') out += ',';
    else out += ch;
  }
  return out;
}
