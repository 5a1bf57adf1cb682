import { stretchContrast } from '../../../src/extraction/image/contrast';

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
});
