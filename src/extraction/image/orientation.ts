import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { loadSession, type SessionOptions } from '../ppocr/session';
import { CLS_MODEL, classifyDirection, lineChunks, type DirectionVote } from './direction-classifier';
import type { GreyImage } from './preprocess';
import { bestAngle, inkPoints } from './skew';

export interface OrientationEstimate {
  /** Clockwise turn that makes the page upright. */
  rotate: 0 | 90 | 180 | 270;
  /** Tilt of the text left after `rotate`, clockwise positive; undone by turning −skewDegrees. */
  skewDegrees: number;
  /**
   * 0–1: the classifier's up/down vote margin, capped by the glyph vote margin on the text-line axis.
   * 0 for a page without text lines (then rotate and skew are 0).
   */
  confidence: number;
}

const UPRIGHT: OrientationEstimate = { rotate: 0, skewDegrees: 0, confidence: 0 };
/** Fewer ink pixels than a short word: any profile of them is noise. */
const MIN_INK = 200;
/** Fewer glyphs with a neighbour than a couple of words: not enough to tell lines from noise. */
const MIN_VOTES = 8;
/** Vote margin below which there are no text lines. Lowest on the 18 rendered invoices: 0.31 (Hindi). */
const MIN_AXIS_MARGIN = 0.15;
/** Line crops it takes to turn a page over. */
const MIN_FLIP_CROPS = 3;
/** Below this a turn costs an interpolation (softer glyphs) to move a line's end < 1 px per 190 px. */
const MIN_SKEW = 0.3;

/**
 * Orientation (0/90/180/270) and skew of a page. The axis of the text lines comes from where each
 * glyph's nearest neighbour sits, skew from projection profiles of sampled ink pixels, and which way
 * is up from PP-OCR's direction classifier on a dozen line crops. One ONNX session, created once.
 */
export class OrientationDetector {
  private constructor(private session: InferenceSession | undefined) {}

  static async create(opts: SessionOptions = {}): Promise<OrientationDetector> {
    return new OrientationDetector(await loadSession(CLS_MODEL, opts));
  }

  async estimate(grey: GreyImage): Promise<OrientationEstimate> {
    if (!this.session) throw new Error('OrientationDetector is closed');
    if (grey.width < 2 || grey.height < 2) return { ...UPRIGHT };
    const ink = inkPoints(grey);
    if (ink.xs.length < MIN_INK) return { ...UPRIGHT };
    // Glyph neighbours decide the axis: the profiles' peakiness also rewards a layout's columns.
    const votes = ink.across + ink.down;
    const axisMargin = Math.abs(ink.across - ink.down) / Math.max(1, votes);
    // Too few glyphs, or neighbours every which way (speckle, a photo): no text lines to go by.
    if (votes < MIN_VOTES || axisMargin < MIN_AXIS_MARGIN) return { ...UPRIGHT };
    const vertical = ink.down > ink.across;
    const fit = bestAngle(ink, vertical ? 90 : 0);
    const base = vertical ? 90 : 0;
    const vote = await classifyDirection(this.session, grey, ink, fit.angle, lineChunks(ink, fit.angle));
    if (vote.crops === 0) return { ...UPRIGHT };
    const rotate = ((base + (turnsOver(vote) ? 180 : 0)) % 360) as OrientationEstimate['rotate'];
    // Rounded to the 0.1° search step; `+ 0` turns −0 into 0.
    const skewDegrees = Math.round((base - fit.angle) * 10) / 10 + 0;
    return { rotate, skewDegrees, confidence: Math.min(vote.margin, axisMargin) };
  }

  async close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    await session?.release();
  }
}

/**
 * Whether the classifier's vote turns the page over. Upside down is said by the line crops alone: one or two of them
 * (a page whose lines the ink profile could not part) are no ground to turn a page over, nor are lines hanging from
 * a headline at their top (headline.ts: the classifier takes upright Devanagari for upside-down Latin).
 */
export function turnsOver(vote: DirectionVote): boolean {
  return vote.flip && vote.crops >= MIN_FLIP_CROPS && !vote.headlinesUp;
}

/**
 * Turns the page clockwise by `rotate`, then by −skew, in one sharp rotation (one interpolation, and
 * none at all for a multiple of 90°), filling the corners with paper white. Returns the input itself
 * when there is nothing to do.
 */
export async function applyOrientation(grey: GreyImage, est: OrientationEstimate): Promise<GreyImage> {
  const skew = Math.abs(est.skewDegrees) < MIN_SKEW ? 0 : est.skewDegrees;
  const angle = (((est.rotate - skew) % 360) + 360) % 360;
  if (angle === 0) return grey;
  const { data, info } = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .rotate(angle, { background: { r: 255, g: 255, b: 255 } })
    // Raw single-band input is taken as sRGB and would come back as three identical bands.
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
