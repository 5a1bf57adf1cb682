import sharp from 'sharp';
import { createRng } from './rng';

/**
 * A phone-photo look for a clean render, deterministic per key: the page on a darker table, sheared (a cheap
 * stand-in for perspective) and turned a little, lit unevenly, slightly out of focus, grainy, saved as JPEG.
 */
export async function photoLike(png: Buffer, key: string): Promise<Buffer> {
  const rng = createRng(`photo:${key}`);
  const table = { r: rng.int(40, 90), g: rng.int(35, 75), b: rng.int(30, 60), alpha: 1 };
  const meta = await sharp(png).metadata();
  const w0 = meta.width ?? 1000;
  const border = Math.round(w0 * (0.04 + rng.next() * 0.05));
  let img = await sharp(png).flatten({ background: '#ffffff' })
    .extend({ top: border, bottom: border, left: border, right: border, background: table }).toBuffer();
  const kx = (rng.next() - 0.5) * 0.05;
  const ky = (rng.next() - 0.5) * 0.03;
  img = await sharp(img).affine([[1, kx], [ky, 1]], { background: table, interpolator: 'bilinear' }).toBuffer();
  const angle = (rng.chance(0.5) ? -1 : 1) * (0.4 + rng.next() * 2.4);
  img = await sharp(img).rotate(angle, { background: table }).toBuffer();
  const { width = 1000, height = 1000 } = await sharp(img).metadata();
  // Light falls off from one point and one side is in the shadow of the phone.
  const cx = Math.round(width * (0.3 + rng.next() * 0.4));
  const cy = Math.round(height * (0.2 + rng.next() * 0.4));
  const edge = rng.int(150, 200);
  const side = rng.pick(['0 0 1 0', '1 0 0 0', '0 0 0 1', '0 1 0 0']);
  const [x1, y1, x2, y2] = side.split(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="l" cx="${cx}" cy="${cy}" r="${Math.max(width, height) * 0.8}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="rgb(${edge},${edge},${edge - 10})"/></radialGradient>
<linearGradient id="s" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#ffffff"/><stop offset="1" stop-color="rgb(200,200,205)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#l)"/><rect width="100%" height="100%" fill="url(#s)" style="mix-blend-mode:multiply"/></svg>`;
  const noise = Buffer.alloc(width * height);
  const amp = rng.int(10, 22);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((rng.next() + rng.next() + rng.next() - 1.5) * amp);
  const sigma = 0.5 + rng.next() * 0.7;
  const lit = await sharp(img)
    .composite([{ input: Buffer.from(svg), blend: 'multiply' }])
    .toBuffer();
  const grainy = await sharp(lit)
    .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .toBuffer();
  return sharp(grainy).blur(sigma).modulate({ brightness: 0.95 + rng.next() * 0.08 })
    .jpeg({ quality: rng.int(60, 80), mozjpeg: false }).toBuffer();
}
