import sharp from 'sharp';
import { preparePhoto } from '../../../src/extraction/ppocr/prepare';
import { connectedComponents } from '../../../src/extraction/ppocr/components';
import { ctcGreedy, toHalfWidth } from '../../../src/extraction/ppocr/ctc';
import { componentBox, detSize, lineSkew } from '../../../src/extraction/ppocr/detect';
import { batches, cropLine, recognitionBatch } from '../../../src/extraction/ppocr/recognize';
import { preprocessDet } from '../../../src/extraction/ppocr/detect';
import { writeChwBgr, type RgbImage } from '../../../src/extraction/ppocr/image';
import { splitWords, toLines } from '../../../src/extraction/ppocr/layout';

describe('detection post-processing', () => {
  it('sizes the detector input in multiples of 32 without upscaling', () => {
    expect(detSize(600, 624, 960)).toEqual({ width: 608, height: 640 });
    expect(detSize(3000, 4000, 960)).toEqual({ width: 736, height: 960 });
    expect(detSize(10, 10, 960)).toEqual({ width: 32, height: 32 });
  });

  it('finds separate 4-connected components with their bounds and mean score', () => {
    const w = 10;
    const prob = new Float32Array(w * 5);
    for (let x = 1; x <= 3; x++) prob[1 * w + x] = prob[2 * w + x] = 0.9;
    prob[3 * w + 8] = 0.5;
    prob[4 * w + 9] = 0.5; // diagonal only: its own component
    const comps = connectedComponents(prob, w, 5, 0.3);
    expect(comps).toHaveLength(3);
    expect(comps[0]).toMatchObject({ x0: 1, y0: 1, x1: 3, y1: 2, pixels: 6 });
    expect(comps[0].score).toBeCloseTo(0.9);
  });

  it('grows a kernel by DB unclip and maps it to original pixels, clamped', () => {
    const input = { data: new Float32Array(0), width: 100, height: 100, scaleX: 2, scaleY: 2 };
    const img = { data: Buffer.alloc(0), width: 200, height: 200 };
    // 20×4 kernel: d = 80·1.5 / (2·24) = 2.5 map pixels.
    const box = componentBox({ x0: 10, y0: 10, x1: 29, y1: 13, pixels: 80, score: 1, angle: 0 }, input, img, 1.5);
    expect(box).toEqual([15, 15, 65, 33]);
    expect(componentBox({ x0: 0, y0: 0, x1: 99, y1: 3, pixels: 400, score: 1, angle: 0 }, input, img, 1.5)[0]).toBe(0);
  });
});

describe('page tilt from the line kernels', () => {
  const bar = (angle: number) => {
    // A 200×6 bar turned by `angle` degrees, rasterised into a map.
    const w = 260, h = 120;
    const prob = new Float32Array(w * h);
    const t = (angle * Math.PI) / 180;
    for (let u = -100; u < 100; u += 0.5) for (let v = -3; v < 3; v += 0.5) {
      const x = Math.round(130 + u * Math.cos(t) - v * Math.sin(t));
      const y = Math.round(60 + u * Math.sin(t) + v * Math.cos(t));
      prob[y * w + x] = 1;
    }
    return connectedComponents(prob, w, h, 0.5)[0];
  };

  it('measures each kernel\'s direction and takes the weighted median of the long ones', () => {
    expect(bar(2).angle).toBeCloseTo(2, 0);
    expect(bar(-3).angle).toBeCloseTo(-3, 0);
    expect(lineSkew([bar(2), bar(2.2), bar(1.8)])).toBeCloseTo(2, 0);
    // Too few lines to tell, or only short blobs: no tilt.
    expect(lineSkew([bar(2), bar(2)])).toBe(0);
  });
});

describe('recognition', () => {
  const charset = ['', 'a', 'b', ' '];
  const seq = (...steps: number[][]) => new Float32Array(steps.flat());

  it('decodes CTC greedily: repeats collapse, blanks separate', () => {
    const probs = seq([0.1, 0.8, 0.1, 0], [0.1, 0.9, 0, 0], [0.9, 0.1, 0, 0], [0, 0.7, 0.3, 0], [0, 0, 0.1, 0.9], [0, 0, 1, 0]);
    const d = ctcGreedy(probs, 0, 6, 4, charset);
    expect(d.text).toBe('aa b');
    // Spaces do not count towards the confidence: the words do.
    expect(d.confidence).toBeCloseTo((0.8 + 0.7 + 1) / 3);
    expect(ctcGreedy(seq([1, 0, 0, 0]), 0, 1, 4, charset)).toMatchObject({ text: '', confidence: 0, spans: [] });
  });

  it('re-inserts a dropped space where characters sit unusually far apart (opt-in)', () => {
    // 'a' or 'b' every 3 steps, then a 7-step jump: a word gap the model did not emit as a space.
    const steps: number[][] = [];
    const emit = (k: number, blanks: number) => {
      const p = [0, 0, 0, 0];
      p[k] = 1;
      steps.push(p);
      for (let i = 0; i < blanks; i++) steps.push([1, 0, 0, 0]);
    };
    [1, 2, 1, 2].forEach((k) => emit(k, 2));
    steps.splice(steps.length - 2, 2, ...Array.from({ length: 6 }, () => [1, 0, 0, 0]));
    [1, 2].forEach((k) => emit(k, 2));
    const probs = seq(...steps);
    expect(ctcGreedy(probs, 0, steps.length, 4, charset).text).toBe('ababab');
    expect(ctcGreedy(probs, 0, steps.length, 4, charset, 1.6).text).toBe('abab ab');
  });

  it('places each word along the crop from its CTC steps, within the crop\'s share of a padded batch', () => {
    // "ab a" over 10 steps: a@1 b@3 space@5 a@7; the crop covers half the padded width.
    const steps = Array.from({ length: 10 }, () => [1, 0, 0, 0]);
    steps[1] = [0, 1, 0, 0];
    steps[3] = [0, 0, 1, 0];
    steps[5] = [0, 0, 0, 1];
    steps[7] = [0, 1, 0, 0];
    const decoded = ctcGreedy(seq(...steps), 0, 10, 4, charset, 0, 0.5);
    expect(decoded.text).toBe('ab a');
    const [ab, a] = decoded.spans!;
    expect(ab.text).toBe('ab');
    expect(a.text).toBe('a');
    // Steps are fractions of the 5 steps the crop covers; half a character pitch (3 steps) around the peaks.
    expect(ab.start).toBeCloseTo(0);
    expect(ab.end).toBeCloseTo((3 + 1 + 1.5) / 5 > 1 ? 1 : (3 + 1 + 1.5) / 5);
    expect(a.start).toBeCloseTo((7 - 1.5) / 5 > 1 ? 1 : (7 - 1.5) / 5);
    expect(ab.end).toBeLessThanOrEqual(a.start + 1e-9 + 1);
  });

  it('turns full-width punctuation into ASCII', () => {
    expect(toHalfWidth('Tel:（555）１２')).toBe('Tel:(555)12');
  });

  it('batches crops of similar width', () => {
    const b = batches([{ width: 300 }, { width: 40 }, { width: 900 }, { width: 50 }], 2);
    expect(b.map((x) => x.map((c) => c.width))).toEqual([[40, 50], [300, 900]]);
  });

  it('reads one line per call on a single thread and batches of 4 with more', () => {
    expect(recognitionBatch(1)).toBe(1);
    expect(recognitionBatch(2)).toBe(4);
    expect(recognitionBatch(4)).toBe(4);
  });
});

describe('layout', () => {
  it('splits a box into words in proportion to their characters', () => {
    const words = splitWords({ box: [0, 0, 110, 10], text: 'TOTAL 21.70', confidence: 0.9 });
    expect(words.map((w) => [w.text, w.box[0], w.box[2]])).toEqual([['TOTAL', 0, 50], ['21.70', 60, 110]]);
  });

  it('joins boxes of one row left to right and orders rows top to bottom', () => {
    const lines = toLines([
      { box: [300, 52, 360, 70], text: '21.70', confidence: 1 },
      { box: [10, 100, 90, 120], text: 'Thanks', confidence: 1 },
      { box: [10, 50, 80, 71], text: 'TOTAL', confidence: 1 },
      { box: [10, 10, 200, 30], text: 'CORNER GROCERY', confidence: 1 },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['CORNER GROCERY', 'TOTAL 21.70', 'Thanks']);
    expect(lines[1].box).toEqual([10, 50, 360, 71]);
  });

  it('keeps neighbouring boxes whose grown edges overlap on one row, and stacked rows apart', () => {
    // The bundled receipt: "Whole Milk" and "1L" are separate boxes overlapping by 10 px.
    const lines = toLines([
      { box: [522, 242, 576, 264], text: '2.49', confidence: 1 },
      { box: [27, 243, 155, 264], text: 'Whole Milk', confidence: 1 },
      { box: [145, 244, 184, 262], text: '1L', confidence: 1 },
      { box: [28, 511, 152, 530], text: 'VISA ****', confidence: 1 },
      { box: [144, 511, 198, 531], text: '4821', confidence: 1 },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Whole Milk 1L 2.49', 'VISA **** 4821']);
    // A tilted second line that overlaps the first vertically by half but covers the same stretch.
    const stacked = toLines([
      { box: [10, 10, 300, 30], text: 'first line', confidence: 1 },
      { box: [12, 20, 310, 40], text: 'second line', confidence: 1 },
    ]);
    expect(stacked.map((l) => l.text)).toEqual(['first line', 'second line']);
  });
});

describe('word boxes and right-to-left rows', () => {
  it('places words where the recogniser saw them', () => {
    const [total, amount] = splitWords({
      box: [100, 0, 300, 20], text: 'TOTAL 21.70', confidence: 0.9,
      spans: [{ text: 'TOTAL', start: 0, end: 0.4, confidence: 0.9 }, { text: '21.70', start: 0.7, end: 1, confidence: 0.8 }],
    });
    expect(total.box).toEqual([100, 0, 180, 20]);
    expect(amount.box).toEqual([240, 0, 300, 20]);
    expect(amount.confidence).toBe(0.8);
  });

  it('reads the boxes of a Hebrew row from right to left, keeping each box\'s word order', () => {
    const [line] = toLines([
      { box: [10, 10, 80, 30], text: '203.90', confidence: 1 },
      { box: [200, 10, 300, 30], text: 'סך הכל', confidence: 1 },
    ]);
    expect(line.text).toBe('סך הכל 203.90');
  });
});

describe('photo preparation', () => {
  it('shrinks an image longer than 3200 px while decoding and reports the scale back to its pixels', async () => {
    const png = await sharp({ create: { width: 4800, height: 6400, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { img, scale } = await preparePhoto(png, 'png', 0);
    expect([img.width, img.height]).toEqual([2400, 3200]);
    expect(scale).toBeCloseTo(0.5, 5);
  });

  it('shrinks a long narrow receipt no further than the small-print size of its shorter side', async () => {
    const png = await sharp({ create: { width: 1000, height: 8000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { img, scale } = await preparePhoto(png, 'png', 0);
    expect([img.width, img.height]).toEqual([800, 6400]);
    expect(scale).toBeCloseTo(0.8, 5);
  });

  it('leaves a receipt-sized image at its size (above the small-print upscaling)', async () => {
    const png = await sharp({ create: { width: 900, height: 1800, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { img, scale } = await preparePhoto(png, 'png', 0);
    expect([img.width, img.height, scale]).toEqual([900, 1800, 1]);
  });

  it('keeps the page grey, one byte per pixel, and upscales small print in grey', async () => {
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { img, scale } = await preparePhoto(png, 'png', 0);
    // At most 2× (MAX_UPSCALE), short of the 800 px small-print size.
    expect([img.channels, img.width, img.height, img.data.length, img.upscaled]).toEqual([1, 600, 1000, 600 * 1000, 2]);
    expect(scale).toBe(2);
  });
});

describe('grey pages', () => {
  /** A grey test page with print-like structure, and the same pixels as three equal channels. */
  async function pair(): Promise<{ grey: RgbImage; rgb: RgbImage }> {
    const w = 240;
    const h = 120;
    const data = Buffer.alloc(w * h);
    for (let i = 0; i < data.length; i++) data[i] = (i * 37 + ((i / w) | 0) * 11) % 256;
    const rgb = Buffer.alloc(3 * data.length);
    data.forEach((v, i) => rgb.fill(v, 3 * i, 3 * i + 3));
    return { grey: { data, width: w, height: h, channels: 1 }, rgb: { data: rgb, width: w, height: h } };
  }

  it('writes a grey image into all three planes as its RGB copy would be written', () => {
    const grey = Buffer.from([0, 128, 255, 64]);
    const rgb = Buffer.from([0, 0, 0, 128, 128, 128, 255, 255, 255, 64, 64, 64]);
    const a = new Float32Array(3 * 6);
    const b = new Float32Array(3 * 6);
    const slot = (out: Float32Array) => ({ out, offset: 0, stride: 3, plane: 6 });
    writeChwBgr(grey, 2, 2, [0.4, 0.5, 0.6], [0.2, 0.3, 0.4], slot(a), 1);
    writeChwBgr(rgb, 2, 2, [0.4, 0.5, 0.6], [0.2, 0.3, 0.4], slot(b));
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('gives the detector and the recogniser the same input from a grey page as from its RGB copy', async () => {
    const { grey, rgb } = await pair();
    const [dg, dr] = [await preprocessDet(grey, 96), await preprocessDet(rgb, 96)];
    expect([dg.width, dg.height]).toEqual([dr.width, dr.height]);
    expect(Array.from(dg.data)).toEqual(Array.from(dr.data));
    const [cg, cr] = [await cropLine(grey, [10, 20, 200, 60], 1280), await cropLine(rgb, [10, 20, 200, 60], 1280)];
    expect(cg.channels).toBe(1);
    expect(Array.from(cr.rgb.filter((_, i) => i % 3 === 0))).toEqual(Array.from(cg.rgb));
  });
});
