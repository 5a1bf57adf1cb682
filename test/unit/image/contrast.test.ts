import sharp from 'sharp';
import { normaliseTable, stretchContrast } from '../../../src/extraction/image/contrast';

/** A w×h page of paper (`paper`), with `share` of its pixels set to each given shade, spread evenly. */
function page(paper: number, marks: Array<[shade: number, share: number]>, w = 400, h = 400) {
  const data = Buffer.alloc(w * h, paper);
  let offset = 0;
  for (const [shade, share] of marks) {
    const step = Math.round(1 / share);
    for (let i = offset; i < data.length; i += step) data[i] = shade;
    offset++;
  }
  return { data, width: w, height: h };
}

describe('stretchContrast', () => {
  it('stretches a faint photo: grey ink to black, grey paper to white', async () => {
    const out = await stretchContrast(page(200, [[110, 0.05]]));
    expect(out.data.reduce((m, v) => Math.min(m, v), 255)).toBeLessThanOrEqual(5);
    expect(out.data[out.data.length - 1]).toBe(255);
  });

  it('keeps scanner speckle light on a sparse page (ink under 1 % of the pixels)', async () => {
    // 4 % speckle at 186 and 0.5 % real ink at 10: the 1st percentile is speckle.
    const src = page(250, [[186, 0.04], [10, 0.005]]);
    const out = await stretchContrast(src);
    const speckle = out.data[src.data.indexOf(186)];
    const ink = out.data[src.data.indexOf(10)];
    expect(speckle).toBeGreaterThan(150);
    expect(ink).toBeLessThanOrEqual(5);
  });

  it('leaves a blank page alone instead of magnifying its noise', async () => {
    const src = page(240, [[230, 0.05]]);
    expect(await stretchContrast(src)).toBe(src);
  });

  it("gives the pixels of sharp's normalise (its L* stretch) for a whole and a fractional ink percentile", async () => {
    // A photo-like page: paper 170–230 with noise, ink strokes 20–120, seeded so the run repeats.
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const w = 300;
    const h = 200;
    const data = Buffer.alloc(w * h);
    for (let i = 0; i < data.length; i++) data[i] = rand() < 0.06 ? 20 + Math.floor(rand() * 100) : 170 + Math.floor(rand() * 60);
    const histogram = new Uint32Array(256);
    for (const v of data) histogram[v]++;
    for (const lower of [1, 0.5]) {
      const expected = await sharp(data, { raw: { width: w, height: h, channels: 1 } }).normalise({ lower, upper: 90 }).toColourspace('b-w').raw().toBuffer();
      const table = (await normaliseTable(histogram, lower, 90))!;
      // Counted, not compared as arrays: a failing diff of 60 000 bytes takes jest a minute to print.
      expect(data.filter((v, i) => table[v] !== expected[i]).length).toBe(0);
    }
  });

  it('has no table when ink and paper are within one L* unit', async () => {
    const histogram = new Uint32Array(256);
    histogram[200] = 1000;
    expect(await normaliseTable(histogram, 1, 90)).toBeUndefined();
  });
});
