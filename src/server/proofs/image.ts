// Page images prepared for OCR: grey, black on white (Otsu's threshold), with the long straight
// rules of tables and cards erased. Tesseract reads a ruled form poorly: it takes rules for
// letters and merges cells across them; erasing them keeps the words only.
// sharp (libvips) loads with the first scan, not with the server.

/** Images smaller than this (logos, signatures) are not a scanned page. */
const MIN_SCAN_SIDE = 400;
/**
 * Pages are read at about this width; narrower scans are enlarged (small text reads poorly: a
 * 150-dpi scan's digits are misread at its own size, mostly read right at 1,700 px).
 */
const MIN_OCR_WIDTH = 1700;
/**
 * Pixels of the image handed to OCR at most: a 300 dpi letter page is 8.4 million;
 * a larger image is scaled down to this, never enlarged past it.
 */
export const MAX_OCR_PIXELS = 12_000_000;
/**
 * A page scan is at most this much longer than it is wide, or wider than long (legal paper is
 * 1.65, a phone photo of a receipt-like page about 3): a 400 x 99,999 strip is no page.
 */
export const MAX_SCAN_ASPECT = 4;
/** Gaussian blur (sigma, pixels) of a one-bit scan before it is read. */
const BILEVEL_BLUR = 1.2;
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
  // A one-bit scan prints grey (shaded panels, table fills) as dither dots, which threshold as
  // ink and join letters into runs taken for rules: blurred a little, they turn back to grey.
  const packed = channels < 1;
  if (packed) {
    pixels = unpackBits(pixels, width, height);
    channels = 1;
  }
  const bilevel = packed || onlyBlackAndWhite(pixels);
  if (![1, 3, 4].includes(channels)) return null;
  const width0 = ocrWidth(width, height);
  const { default: sharp } = await import('sharp');
  let grey = await sharp(pixels, {
    raw: { width, height, channels: channels as 1 | 3 | 4 },
    limitInputPixels: MAX_INPUT_PIXELS,
  })
    .grayscale()
    .blur(bilevel ? BILEVEL_BLUR : false)
    .resize({ width: width0, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A scan turned a degree or two: straightened before its rules are erased (a turned rule is no
  // straight run of ink) and before its words are put into lines (the right end of a line would
  // drift into the next one).
  const angle = skewAngle(grey.data, grey.info.width, grey.info.height);
  if (Math.abs(angle) >= MIN_DESKEW_DEGREES) {
    grey = await sharp(grey.data, {
      raw: { width: grey.info.width, height: grey.info.height, channels: 1 },
    })
      .rotate(-angle, { background: { r: 255, g: 255, b: 255 } })
      .grayscale()
      // Rotation widens the canvas a little: back within the pixel budget.
      .resize({ width: width0 })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const w = grey.info.width;
  const h = grey.info.height;
  const threshold = otsu(grey.data);
  // Dark letters on paper, and light letters on a dark band (read as black on white).
  const ink = localInk(grey.data, threshold, w, h, Math.max(8, Math.round(w / 80)));
  // Rules are looked for in a fainter mask than the letters: a thin rule greyed by the scan or by
  // straightening breaks into dashes at the letters' threshold, and tesseract reads dashes.
  const faint = binarize(grey.data, Math.round((threshold + 255) / 2));
  eraseRules(ink, faint, w, h, Math.round(RULE_SHARE * w));
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

/** Whether an image holds only black and white (a one-bit scan saved as grey or colour). */
function onlyBlackAndWhite(pixels: Buffer): boolean {
  const step = Math.max(1, Math.floor(pixels.length / 200_000));
  let other = 0;
  let seen = 0;
  for (let i = 0; i < pixels.length; i += step) {
    const v = pixels[i]!;
    seen += 1;
    if (v > 8 && v < 247) other += 1;
  }
  return other < seen * 0.001;
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

/** Letters differ this much from the mean grey of the square around them, at least. */
const LOCAL_CONTRAST = 12;

/**
 * Ink by the page's threshold, except where the square within `radius` pixels is mostly dark (a
 * band printed in reverse, white letters on a dark fill): there a pixel lighter than its mean.
 * Means come from a summed-area table, so this is linear in the pixels whatever the radius.
 */
function localInk(
  grey: Buffer,
  threshold: number,
  w: number,
  h: number,
  radius: number,
): Uint8Array {
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      row += grey[y * w + x]!;
      sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1]! + row;
    }
  }
  const ink = new Uint8Array(grey.length);
  for (let y = 0; y < h; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w, x + radius + 1);
      const total =
        sums[y1 * (w + 1) + x1]! -
        sums[y0 * (w + 1) + x1]! -
        sums[y1 * (w + 1) + x0]! +
        sums[y0 * (w + 1) + x0]!;
      const mean = total / ((x1 - x0) * (y1 - y0));
      const v = grey[y * w + x]!;
      ink[y * w + x] =
        mean <= threshold / 2
          ? v > mean + LOCAL_CONTRAST && v > threshold
            ? 1
            : 0
          : v <= threshold
            ? 1
            : 0;
    }
  }
  return ink;
}

function binarize(grey: Buffer, threshold: number): Uint8Array {
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i += 1) ink[i] = grey[i]! <= threshold ? 1 : 0;
  return ink;
}

/** How far beside a faint run the page must be clear for the run to be a thin rule. */
const RULE_CLEARANCE = 4;

/**
 * Erases rules, borders and underlines from `ink`: horizontal and vertical runs longer than
 * minRun, of the letters' ink itself, or of the fainter `mask` where the run is thin (clear
 * paper RULE_CLEARANCE pixels either side along most of it: a rule greyed by the scan, not a
 * line of bold letters), with the pixels beside them (their grey fringes).
 */
function eraseRules(
  ink: Uint8Array,
  mask: Uint8Array,
  w: number,
  h: number,
  minRun: number,
): Uint8Array {
  const rules = new Uint8Array(ink.length);
  const mark = (start: number, length: number, step: number, thinOnly: boolean) => {
    if (length < minRun) return;
    const side = step === 1 ? w : 1;
    const far = side * RULE_CLEARANCE;
    if (thinOnly) {
      let clear = 0;
      for (let k = 0; k < length; k += 1) {
        const i = start + k * step;
        const before = i - far >= 0 ? mask[i - far] : 0;
        const after = i + far < mask.length ? mask[i + far] : 0;
        if (!before && !after) clear += 1;
      }
      if (clear < 0.6 * length) return;
    }
    for (let k = 0; k < length; k += 1) {
      const i = start + k * step;
      rules[i] = 1;
      if (i - side >= 0) rules[i - side] = 1;
      if (i + side < rules.length) rules[i + side] = 1;
    }
  };
  for (const [source, thinOnly] of [
    [ink, false],
    [mask, true],
  ] as const) {
    for (let y = 0; y < h; y += 1) {
      let run = 0;
      for (let x = 0; x <= w; x += 1) {
        if (x < w && source[y * w + x]) run += 1;
        else {
          mark(y * w + x - run, run, 1, thinOnly);
          run = 0;
        }
      }
    }
    for (let x = 0; x < w; x += 1) {
      let run = 0;
      for (let y = 0; y <= h; y += 1) {
        if (y < h && source[y * w + x]) run += 1;
        else {
          mark((y - run) * w + x, run, w, thinOnly);
          run = 0;
        }
      }
    }
  }
  for (let i = 0; i < ink.length; i += 1) if (rules[i]) ink[i] = 0;
  return rules;
}

/** Turns smaller than this are left alone (tesseract reads them; rotating blurs a little). */
const MIN_DESKEW_DEGREES = 0.2;
/** The largest turn looked for either way, and the step of the search. */
const MAX_SKEW_DEGREES = 3;
const SKEW_STEP_DEGREES = 0.1;
/** The search works on a copy this wide at most (it needs the lines of text, not the letters). */
const SKEW_SAMPLE_WIDTH = 800;

/**
 * The angle in degrees the page's lines of text are turned by (positive: they run down to the
 * right, clockwise as seen): the shear whose row profile of ink changes most sharply from row to
 * row (lines of text and the gaps between them line up with rows only at the right angle).
 */
export function skewAngle(grey: Buffer | Uint8Array, w: number, h: number): number {
  const step = Math.max(1, Math.ceil(w / SKEW_SAMPLE_WIDTH));
  const threshold = otsu(Buffer.from(grey.buffer, grey.byteOffset, grey.byteLength));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y += step) {
    for (let x = 0; x < w; x += step) {
      if (grey[y * w + x]! <= threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  // A blank page, or one almost all ink, has no lines to straighten.
  const sampled = Math.ceil(w / step) * Math.ceil(h / step);
  if (xs.length < 200 || xs.length > sampled * 0.5) return 0;
  const rows =
    Math.ceil(h / step) +
    2 * Math.ceil((w * Math.tan((MAX_SKEW_DEGREES * Math.PI) / 180)) / step) +
    2;
  const offset = Math.ceil((w * Math.tan((MAX_SKEW_DEGREES * Math.PI) / 180)) / step) + 1;
  const profile = new Float64Array(rows);
  let best = 0;
  let bestScore = -1;
  for (let deg = -MAX_SKEW_DEGREES; deg <= MAX_SKEW_DEGREES + 1e-9; deg += SKEW_STEP_DEGREES) {
    const t = Math.tan((deg * Math.PI) / 180);
    profile.fill(0);
    for (let i = 0; i < xs.length; i += 1) {
      const r = Math.round((ys[i]! - xs[i]! * t) / step) + offset;
      if (r >= 0 && r < rows) profile[r]! += 1;
    }
    let score = 0;
    for (let r = 1; r < rows; r += 1) score += (profile[r]! - profile[r - 1]!) ** 2;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return Math.round(best * 10) / 10;
}
