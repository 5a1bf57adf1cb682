/**
 * OCR drops the space between a product name and the size printed after it: "Macarrones500 g", "Spaghetti500 g".
 * A word of three or more letters, lower case after the first, glued to a figure that a short unit follows is put
 * apart again; codes ("TN2420", "A4 80 g"), which are upper case or shorter, stay as printed.
 */
const GLUED = /(^|\s)(\p{L}\p{Ll}{2,})(\d+(?:[.,]\d+)?)(?=\s+\p{L}{1,3}\.?(?:\s|$))/gu;

export function unglueSize(description: string): string {
  return description.replace(GLUED, '$1$2 $3');
}
