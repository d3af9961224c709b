// Page images prepared for OCR: grey, black on white (Otsu's threshold), with the long straight
// rules of tables and cards erased. Tesseract reads a ruled form poorly: it takes rules for
// letters and merges cells across them; erasing them keeps the words only.
import sharp from 'sharp';

/** Images smaller than this (logos, signatures) are not a scanned page. */
const MIN_SCAN_SIDE = 400;
/** Pages are read at about this width; narrower scans are enlarged (small text reads poorly). */
const MIN_OCR_WIDTH = 1200;
/**
 * Pixels of the image handed to OCR at most (issue 28): a 300 dpi letter page is 8.4 million;
 * a larger image is scaled down to this, never enlarged past it.
 */
export const MAX_OCR_PIXELS = 12_000_000;
/**
 * A page scan is at most this much longer than it is wide, or wider than long (legal paper is
 * 1.65, a phone photo of a receipt-like page about 3): a 400 x 99,999 strip is no page.
 */
export const MAX_SCAN_ASPECT = 4;
/** A dark run longer than this share of the page width is a rule, not a letter. */
const RULE_SHARE = 0.025;

export interface PdfImage {
  width: number;
  height: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** A decoded pdf.js image as a cleaned black-and-white PNG, or null when it is no page scan. */
export async function pageImageForOcr(image: PdfImage): Promise<Buffer | null> {
  const { width, height, data } = image;
  if (!data || Math.min(width, height) < MIN_SCAN_SIDE) return null;
  if (Math.max(width, height) / Math.min(width, height) > MAX_SCAN_ASPECT) return null;
  let pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let channels = data.length / (width * height);
  if (channels < 1) {
    pixels = unpackBits(pixels, width, height);
    channels = 1;
  }
  if (![1, 3, 4].includes(channels)) return null;
  const grey = await sharp(pixels, {
    raw: { width, height, channels: channels as 1 | 3 | 4 },
    limitInputPixels: MAX_INPUT_PIXELS,
  })
    .grayscale()
    .resize({ width: ocrWidth(width, height) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = grey.info.width;
  const h = grey.info.height;
  const ink = binarize(grey.data, otsu(grey.data));
  eraseRules(ink, w, h, Math.round(RULE_SHARE * w));
  const out = Buffer.alloc(w * h);
  for (let i = 0; i < out.length; i += 1) out[i] = ink[i] ? 0 : 255;
  return sharp(out, { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** pdf.js decodes no image over 40 million pixels (read.ts READ_LIMITS.maxImagePixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The width OCR reads the page at: narrow scans enlarged to MIN_OCR_WIDTH, but the result never
 * over MAX_OCR_PIXELS (the height follows the width, so the budget bounds both).
 */
export function ocrWidth(width: number, height: number): number {
  const wanted = Math.max(width, MIN_OCR_WIDTH);
  const widest = Math.floor(Math.sqrt((MAX_OCR_PIXELS * width) / height));
  return Math.max(1, Math.min(wanted, widest));
}

/** GRAYSCALE_1BPP: rows of packed bits, 1 = white. */
function unpackBits(bits: Buffer, width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      out[y * width + x] = (bits[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  }
  return out;
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
function otsu(grey: Buffer): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of grey) hist[v]! += 1;
  const total = grey.length;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * hist[i]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t += 1) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

function binarize(grey: Buffer, threshold: number): Uint8Array {
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i += 1) ink[i] = grey[i]! <= threshold ? 1 : 0;
  return ink;
}

/** Erases horizontal and vertical runs of ink longer than minRun (rules, borders, underlines). */
function eraseRules(ink: Uint8Array, w: number, h: number, minRun: number): void {
  const rules = new Uint8Array(ink.length);
  const mark = (start: number, length: number, step: number) => {
    if (length >= minRun) for (let k = 0; k < length; k += 1) rules[start + k * step] = 1;
  };
  for (let y = 0; y < h; y += 1) {
    let run = 0;
    for (let x = 0; x <= w; x += 1) {
      if (x < w && ink[y * w + x]) run += 1;
      else {
        mark(y * w + x - run, run, 1);
        run = 0;
      }
    }
  }
  for (let x = 0; x < w; x += 1) {
    let run = 0;
    for (let y = 0; y <= h; y += 1) {
      if (y < h && ink[y * w + x]) run += 1;
      else {
        mark((y - run) * w + x, run, w);
        run = 0;
      }
    }
  }
  for (let i = 0; i < ink.length; i += 1) if (rules[i]) ink[i] = 0;
}
