/**
 * A modifier under an item of a till slip, on its own line, dash first and no figure ("- no sugar", "– to go",
 * "* well done"): an instruction that belongs to the item above and is not part of its description.
 */
const NOTE = /^\s*[-–—*]\s+\p{L}[^\d]*$/u;

export function isNoteLine(text: string): boolean {
  return NOTE.test(text);
}
