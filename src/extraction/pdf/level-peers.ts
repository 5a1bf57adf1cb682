import type { Box } from '../types';

const height = (b: Box) => b[3] - b[1];
const mid = (b: Box) => (b[1] + b[3]) / 2;

/**
 * A big title spans two lines of small print beside it (ko3: "INVOICE" at 26 pt beside the vendor's name and its
 * address line): a line's band follows its tallest text over both. A piece much smaller than the band joins a line
 * only when it sits level with the line's text of its own size (within three quarters to four thirds of its height),
 * if the line holds any. Text as tall as the band joins as before: an amount centred beside a description wrapped
 * over two lines sits level with neither of them.
 */
export function levelWithPeers(line: Box[], band: [number, number], piece: Box): boolean {
  const h = height(piece);
  if (h >= 0.75 * (band[1] - band[0])) return true;
  const peers = line.filter((q) => height(q) >= 0.75 * h && height(q) <= h / 0.75);
  return !peers.length || peers.some((q) => Math.abs(mid(q) - mid(piece)) <= 0.5 * Math.min(h, height(q)));
}

/**
 * Pieces of one word drawn in two fonts ("07AAGFP3381M1ZQ": digits and letters from different fonts) get boxes of
 * different heights from their fonts' ascents, and may miss half of a line's band: a piece that touches the end of a
 * piece of the line and shares most of its height is on that line.
 */
export function abutsLevel(line: Box[], piece: Box, em: number): boolean {
  return line.some((q) => {
    const touches = Math.abs(piece[0] - q[2]) < 0.05 * em || Math.abs(q[0] - piece[2]) < 0.05 * em;
    const inter = Math.min(q[3], piece[3]) - Math.max(q[1], piece[1]);
    return touches && inter >= 0.75 * Math.min(height(q), height(piece));
  });
}
