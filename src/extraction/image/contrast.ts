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

function percentile(histogram: ArrayLike<number>, total: number, p: number): number {
  const target = (total * p) / 100;
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v];
    if (seen >= target) return v;
  }
  return histogram.length - 1;
}

/** sRGB grey level → CIE L* (0–100), as libvips converts a grey image to LAB. */
const LIGHTNESS = Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  const y = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
});

/**
 * libvips' percent on the whole-L* histogram (float L* is cast to an integer for it): the histogram
 * runs to the largest L* present, its running total is scaled to that length less one and truncated,
 * and the first bin where that exceeds p % of the length is the threshold.
 */
function lightnessPercent(histogram: Float64Array, total: number, top: number, p: number): number {
  const size = top + 1;
  let seen = 0;
  for (let l = 0; l < size; l++) if (Math.trunc(((seen += histogram[l]) * (size - 1)) / total) > (p / 100) * size) return l;
  return size;
}

/** Pixels of the probe image (see normaliseTable): 2 % of it is 512, more than the 256 levels of its ramp. */
const PROBE = 25_600;

/**
 * The grey-level mapping of sharp's normalise({ lower, upper }) on a grey image, from its histogram
 * alone: sharp stretches L* through a LAB round trip of every pixel (0.33 CPU s on a 7-MP page).
 * The ink and paper L* come from the histogram (sharp's percentiles are whole numbers, a fractional
 * `lower` being truncated to 0, the darkest L*, and libvips takes them on whole L* units); sharp then
 * maps a small probe image whose own percentiles land on the same L*: a ramp of the grey levels, 2 %
 * of its pixels at the ink L*, up to 91 % at the paper L*, the rest white. Its LAB arithmetic is
 * sharp's own, so the table gives the same pixels; one grey level off by one in a hundred thousand
 * pixels turned a Hindi photo's table from 96.6 % to 90.7 % read.
 */
export async function normaliseTable(histogram: Uint32Array, lower: number, upper: number): Promise<Uint8Array | undefined> {
  const total = histogram.reduce((a, b) => a + b, 0);
  const byLightness = new Float64Array(101);
  for (let v = 0; v < 256; v++) byLightness[Math.trunc(LIGHTNESS[v])] += histogram[v];
  let top = 100;
  while (top > 0 && byLightness[top] === 0) top--;
  const low = Math.trunc(lower);
  const high = Math.trunc(upper);
  const min = low === 0 ? byLightness.findIndex((n) => n > 0) : lightnessPercent(byLightness, total, top, low);
  const max = high === 100 ? top : lightnessPercent(byLightness, total, top, high);
  if (Math.abs(max - min) <= 1) return undefined;
  const levelAt = (l: number) => LIGHTNESS.findIndex((x) => Math.trunc(x) >= l);
  // With lower 0 sharp takes the darkest pixel: the ramp starts at the ink, as the page's pixels do.
  const first = low === 0 ? levelAt(min) : 0;
  const probe = Buffer.alloc(PROBE, 255);
  let i = 0;
  for (let v = first; v < 256; v++) probe[i++] = v;
  probe.fill(levelAt(min), i, (i += 0.02 * PROBE));
  if (high < 100) probe.fill(levelAt(max), i, (i += (high + 1) * 0.01 * PROBE));
  const out = await sharp(probe, { raw: { width: PROBE / 100, height: 100, channels: 1 } })
    .normalise({ lower: low, upper: high })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const table = new Uint8Array(256);
  for (let v = first; v < 256; v++) table[v] = out[v - first];
  return table;
}

/**
 * Contrast normalisation for photos and faint scans (ink to black, paper to white, linearly in L*
 * between), as sharp's normalise with the ink percentile chosen above, by a table over the pixels.
 */
export async function stretchContrast(grey: GreyImage): Promise<GreyImage> {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.data.length; i++) histogram[grey.data[i]]++;
  const levels = INK_PERCENTILES.map((p) => percentile(histogram, grey.data.length, p));
  const chosen = levels.findIndex((v) => v <= DARK);
  const at = chosen >= 0 ? chosen : levels.length - 1;
  const paper = percentile(histogram, grey.data.length, PAPER_PERCENTILE);
  if (paper - levels[at] < MIN_SPREAD) return grey;
  const table = await normaliseTable(histogram, INK_PERCENTILES[at], PAPER_PERCENTILE);
  if (!table) return grey;
  const data = Buffer.allocUnsafe(grey.data.length);
  for (let i = 0; i < data.length; i++) data[i] = table[grey.data[i]];
  return { data, width: grey.width, height: grey.height };
}
