import * as path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { applyOrientation, OrientationDetector, type OrientationEstimate } from '../../../src/extraction/image/orientation';
import type { GreyImage } from '../../../src/extraction/image/preprocess';
import { corpus } from '../ocr-languages/corpus';

const RECEIPT = path.join(__dirname, '..', '..', '..', 'assets', 'samples', 'receipt.png');

async function toGrey(img: Sharp): Promise<GreyImage> {
  // Raw single-band input is taken as sRGB and would come back as three identical bands.
  const { data, info } = await img.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const open = (g: GreyImage) => sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });

/** As preparePage leaves a page: grey, paper stretched to white. */
const page = (bytes: Buffer | string) => toGrey(sharp(bytes).greyscale().normalise({ lower: 1, upper: 90 }));

/** The upright page turned clockwise by `turn`, then tilted clockwise by `tilt` (sharp allows one rotation per pipeline). */
async function variant(upright: GreyImage, turn: number, tilt: number): Promise<GreyImage> {
  const turned = await toGrey(open(upright).rotate(turn));
  return tilt ? toGrey(open(turned).rotate(tilt, { background: '#ffffff' })) : turned;
}

/** The turn that undoes a clockwise `turn`. */
const undo = (turn: number) => (360 - turn) % 360;

describe('OrientationDetector', () => {
  let detector: OrientationDetector;
  let receipt: GreyImage;
  let invoice: GreyImage;

  // One detector for the whole file: creating the ONNX session is the expensive part.
  beforeAll(async () => {
    detector = await OrientationDetector.create({ threads: 2 });
    receipt = await page(RECEIPT);
    invoice = await page(await corpus.renderClean('eng'));
  });
  afterAll(async () => {
    await detector?.close();
  });

  const cases: Array<[number, number]> = [[0, 0], [90, 0], [180, 0], [270, 0], [0, 5], [0, -5], [90, 4], [180, -3], [270, 7]];

  describe.each([['receipt'], ['invoice']])('on the %s', (doc) => {
    const upright = () => (doc === 'receipt' ? receipt : invoice);

    it.each(cases)('recovers a %i° turn and a %i° tilt, and applying it gives an upright page', async (turn, tilt) => {
      const img = await variant(upright(), turn, tilt);
      const est = await detector.estimate(img);
      expect(est.rotate).toBe(undo(turn));
      expect(Math.abs(est.skewDegrees - tilt)).toBeLessThanOrEqual(1);
      expect(est.confidence).toBeGreaterThan(0.5);

      const fixed = await applyOrientation(img, est);
      const again = await detector.estimate(fixed);
      expect(again.rotate).toBe(0);
      expect(Math.abs(again.skewDegrees)).toBeLessThan(1);
      // Upright means portrait stays portrait: the result has the original's aspect (plus tilt corners).
      expect(fixed.width > fixed.height).toBe(upright().width > upright().height);
    });
  });

  it('leaves a blank page alone, with no confidence', async () => {
    const blank = { data: Buffer.alloc(800 * 1100, 255), width: 800, height: 1100 };
    expect(await detector.estimate(blank)).toEqual({ rotate: 0, skewDegrees: 0, confidence: 0 });
  });

  it('copes with tiny, black and single-row images', async () => {
    const none: OrientationEstimate = { rotate: 0, skewDegrees: 0, confidence: 0 };
    expect(await detector.estimate({ data: Buffer.alloc(100, 0), width: 10, height: 10 })).toEqual(none);
    expect(await detector.estimate({ data: Buffer.alloc(1, 0), width: 1, height: 1 })).toEqual(none);
    expect(await detector.estimate({ data: Buffer.alloc(600 * 800, 0), width: 600, height: 800 })).toEqual(none);
    expect(await detector.estimate({ data: Buffer.alloc(3000 * 2, 30), width: 3000, height: 2 })).toEqual(none);
  });

  it('ignores a black border around the page', async () => {
    const framed = await toGrey(open(receipt).extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#000000' }));
    const est = await detector.estimate(await variant(framed, 90, 0));
    expect(est.rotate).toBe(270);
    expect(Math.abs(est.skewDegrees)).toBeLessThanOrEqual(1);
  });

  it('finds the axis of a single line of text', async () => {
    const line = await toGrey(open(receipt).extract({ left: 90, top: 560, width: 420, height: 40 }));
    for (const turn of [0, 90, 180, 270]) expect((await detector.estimate(await variant(line, turn, 0))).rotate).toBe(undo(turn));
  });

  it('throws once closed', async () => {
    const closed = await OrientationDetector.create();
    await closed.close();
    await expect(closed.estimate(receipt)).rejects.toThrow(/closed/);
  });
});

describe('applyOrientation', () => {
  const img: GreyImage = { data: Buffer.from([0, 255, 255, 255, 255, 255]), width: 3, height: 2 };

  it('turns clockwise by `rotate` and keeps one band', async () => {
    const out = await applyOrientation(img, { rotate: 90, skewDegrees: 0, confidence: 1 });
    expect([out.width, out.height, out.data.length]).toEqual([2, 3, 6]);
    // The dark top-left pixel ends up top-right after a clockwise quarter turn.
    expect(out.data[1]).toBe(0);
  });

  it('does nothing for rotate 0 and a skew under 0.3°', async () => {
    expect(await applyOrientation(img, { rotate: 0, skewDegrees: 0.2, confidence: 1 })).toBe(img);
  });

  it('fills the corners of a tilt with white', async () => {
    const grey = { data: Buffer.alloc(200 * 100, 128), width: 200, height: 100 };
    const out = await applyOrientation(grey, { rotate: 0, skewDegrees: 10, confidence: 1 });
    expect(out.width).toBeGreaterThan(200);
    expect(out.data.length).toBe(out.width * out.height);
    expect(out.data[0]).toBe(255);
  });
});
