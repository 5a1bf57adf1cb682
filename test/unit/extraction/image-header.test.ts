import sharp from 'sharp';
import { declaredSize } from '../../../src/extraction/image-header';
import { jpegDeclaring } from '../../support/hostile-fixtures';
import { pngDeclaring } from '../../support/limits-fixtures';

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0ffee' } });

describe('image sizes read from the header, without a decoder', () => {
  it.each([
    ['PNG', 'png', () => image(123, 45).png().toBuffer()],
    ['baseline JPEG', 'jpeg', () => image(321, 54).jpeg().toBuffer()],
    ['progressive JPEG with EXIF', 'jpeg', () => image(77, 99).withMetadata({ orientation: 6 }).jpeg({ progressive: true }).toBuffer()],
    ['lossy WebP', 'webp', () => image(200, 31).webp().toBuffer()],
    ['lossless WebP', 'webp', () => image(17, 300).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', 'webp', () => sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } }).webp().toBuffer()],
  ] as const)('%s: the size sharp reports', async (_name, type, make) => {
    const bytes = await make();
    const meta = await sharp(bytes).metadata();
    expect(declaredSize(bytes, type)).toEqual([meta.width, meta.height]);
  });

  it('reads what a bomb declares (the cap is checked against it)', async () => {
    expect(declaredSize(pngDeclaring(50_000, 40_000), 'png')).toEqual([50_000, 40_000]);
    expect(declaredSize(await jpegDeclaring(50_000, 40_000), 'jpeg')).toEqual([50_000, 40_000]);
  });

  it('answers null where the header is not where the format puts it, so sharp is asked instead', () => {
    expect(declaredSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]), 'jpeg')).toBeNull();
    expect(declaredSize(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0, 0]), 'jpeg')).toBeNull();
    expect(declaredSize(Buffer.alloc(10), 'png')).toBeNull();
    expect(declaredSize(Buffer.from('RIFF\0\0\0\0WEBPXXXX'.padEnd(40, '\0'), 'latin1'), 'webp')).toBeNull();
    expect(declaredSize(Buffer.alloc(64), 'tiff')).toBeNull();
  });
});
