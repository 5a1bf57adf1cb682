import sharp from 'sharp';
import type { GreyImage } from './preprocess';

/**
 * The ink level is the 1st percentile (sharp's normalise default, which the OCR tests were tuned on)
 * when that is dark, else the first of the darker percentiles that is. On a sparse page (an A4 scan
 * with a few lines of print) text covers well under 1 % of the pixels, the 1st percentile lands in
 * scanner speckle, and stretching that to black turned a clean-reading scan into thousands of
 * "glyphs" (9 % accuracy, 17 s instead of 100 % in 0.5 s).
 */
const INK_PERCENTILES = [1, 0.5, 0.2, 0.1];
/** Ink is darker than this; lighter "ink" is speckle or shading. */
const DARK = 128;
/**
 * Paper is the 90th percentile: with the default 99th, JPEG ringing around the glyphs keeps the
 * background grey and noisy, and Tesseract's LSTM then misreads whole words ("Till: 2" → "alll",
 * "1.61" → "161" on the sample saved at JPEG quality 92). Paper is far more than 10 % of any page.
 */
const PAPER_PERCENTILE = 90;
/** Less spread than this between ink and paper is a blank page: stretching would only magnify noise. */
const MIN_SPREAD = 24;

function percentile(histogram: Uint32Array, total: number, p: number): number {
  const target = (total * p) / 100;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= target) return v;
  }
  return 255;
}

/**
 * Contrast normalisation for photos and faint scans (ink to black, paper to white, linearly between),
 * by sharp's normalise with the ink percentile chosen above.
 */
export async function stretchContrast(grey: GreyImage): Promise<GreyImage> {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.data.length; i++) histogram[grey.data[i]]++;
  const levels = INK_PERCENTILES.map((p) => percentile(histogram, grey.data.length, p));
  const chosen = levels.findIndex((v) => v <= DARK);
  const at = chosen >= 0 ? chosen : levels.length - 1;
  const paper = percentile(histogram, grey.data.length, PAPER_PERCENTILE);
  if (paper - levels[at] < MIN_SPREAD) return grey;
  const { data, info } = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .normalise({ lower: INK_PERCENTILES[at], upper: PAPER_PERCENTILE })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
