// Page images for OCR stay within a pixel budget: a narrow scan is enlarged, a large
// one is not enlarged past the budget, and a strip far longer than wide is no page scan (the
// probe's 400 x 99,999 one-bit image was enlarged to 1,200 x 300,000 pixels).
import sharp from 'sharp';
import {
  MAX_OCR_PIXELS,
  ocrWidth,
  pageImageForOcr,
  skewAngle,
} from '../../../src/server/proofs/image';

describe('ocrWidth', () => {
  it.each([
    [800, 1035, 1700],
    [1275, 1650, 1700],
    [2550, 3300, 2550],
  ])('a %i x %i scan is read %i px wide', (width, height, want) => {
    expect(ocrWidth(width, height)).toBe(want);
  });

  it.each([
    [5000, 7000],
    [1100, 4400],
    [6000, 6000],
  ])('a %i x %i scan is read within the pixel budget', (width, height) => {
    const w = ocrWidth(width, height);
    expect(w * Math.round((height * w) / width)).toBeLessThanOrEqual(MAX_OCR_PIXELS * 1.001);
  });
});

describe('pageImageForOcr', () => {
  it('a 400 x 99,999 one-bit strip is no page: nothing for OCR, at once', async () => {
    const data = new Uint8Array(50 * 99_999);
    const started = Date.now();
    expect(await pageImageForOcr({ width: 400, height: 99_999, data })).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('a page-shaped grey image is still prepared', async () => {
    const data = new Uint8Array(600 * 800).fill(255);
    const png = await pageImageForOcr({ width: 600, height: 800, data });
    expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

/** A letter page at 150 dpi with 40 lines of word-like blocks of ink, turned by `degrees`. */
async function turnedPage(
  degrees: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const w = 1275;
  const h = 1650;
  const img = Buffer.alloc(w * h, 255);
  for (let line = 0; line < 40; line += 1) {
    const y0 = 100 + line * 35;
    for (let x = 100; x < 1150; x += 1) {
      if (x % 60 > 48) continue;
      for (let y = y0; y < y0 + 14; y += 1) if ((x * 7 + y * 3) % 5 < 3) img[y * w + x] = 0;
    }
  }
  const r = await sharp(img, { raw: { width: w, height: h, channels: 1 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: r.data, width: r.info.width, height: r.info.height };
}

describe('skewAngle', () => {
  it.each([-2, -1.2, -0.5, 0, 0.7, 1.5, 2])(
    'finds a page turned %f degrees within 0.2, in well under a second',
    async (degrees) => {
      const page = await turnedPage(degrees);
      const started = Date.now();
      expect(Math.abs(skewAngle(page.data, page.width, page.height) - degrees)).toBeLessThanOrEqual(
        0.2,
      );
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it('a blank page has no angle', () => {
    expect(skewAngle(Buffer.alloc(600 * 800, 255), 600, 800)).toBe(0);
  });
});

describe('pageImageForOcr on a band printed in reverse', () => {
  it('reads white letters on a dark band as black on white', async () => {
    const w = 800;
    const h = 1000;
    const data = new Uint8Array(w * h).fill(250);
    const paint = (x0: number, y0: number, x1: number, y1: number, v: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) data[y * w + x] = v;
    };
    paint(100, 200, 700, 400, 40); // the dark band
    for (let k = 0; k < 8; k += 1) paint(150 + k * 30, 258, 153 + k * 30, 270, 245); // its letters: thin strokes, as text is
    for (let k = 0; k < 8; k += 1) paint(150 + k * 30, 608, 153 + k * 30, 620, 20); // letters on paper
    const png = await pageImageForOcr({ width: w, height: h, data });
    const out = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    const s = out.info.width / w;
    const at = (x: number, y: number) =>
      out.data[
        Math.round(y * s) * out.info.width * out.info.channels +
          Math.round(x * s) * out.info.channels
      ];
    expect(at(151.5, 264)).toBe(0); // a white letter on the band: ink
    expect(at(600, 350)).toBe(255); // the band around it: paper
    expect(at(151.5, 614)).toBe(0); // a dark letter on paper: ink
    expect(at(600, 800)).toBe(255); // paper
  });
});
