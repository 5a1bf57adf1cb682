/**
 * A heading centred over a wide description column ("Descrizione" in the middle, the texts left-aligned under it)
 * moves the zone boundary into the description: its first words land in the code column ("VT-4410 Vite" | "autoperforante
 * 4,2x19"). Words of the code zone after the code that read as words (a run of three lower-case letters) go back to the
 * front of the description; codes ("TN-2420", "VE50", "AB 123") stay.
 */
const WORD = /\p{Ll}{3}/u;

export function skuSpill(sku: string, description: string): { sku: string; description: string } {
  const tokens = sku.split(/\s+/).filter(Boolean);
  const first = tokens.findIndex((t) => WORD.test(t));
  if (first <= 0) return { sku, description };
  const spilled = tokens.slice(first).join(' ');
  return { sku: tokens.slice(0, first).join(' '), description: description ? `${spilled} ${description}` : spilled };
}
