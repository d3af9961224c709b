// Page images for OCR stay within a pixel budget (issue 28): a narrow scan is enlarged, a large
// one is not enlarged past the budget, and a strip far longer than wide is no page scan (the
// probe's 400 x 99,999 one-bit image was enlarged to 1,200 x 300,000 pixels).
import { MAX_OCR_PIXELS, ocrWidth, pageImageForOcr } from '../../../src/server/proofs/image';

describe('ocrWidth', () => {
  it.each([
    [800, 1035, 1200],
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
