// The size caps of an image in an uploaded PDF: an image XObject's /Width × /Height,
// and the inline images (BI … ID … EI) of content streams, which pdf.js decodes the same way and
// a hostile file can use instead (a 400 × 99,999 inline mask is a few kilobytes).
import { PDF_LIMITS, type PdfLimits } from './limits';
import { Lexer, PdfError } from './pdfSyntax';

/** The pixel, side and aspect-ratio caps of one image. */
export function checkImageSize(width: number, height: number, limits: PdfLimits = PDF_LIMITS) {
  const long = Math.max(width, height);
  const short = Math.max(1, Math.min(width, height));
  const pixels = width * height;
  const tooLarge =
    pixels > limits.maxImagePixels ||
    long > limits.maxImageSide ||
    (pixels > limits.minPixelsForAspect && long / short > limits.maxImageAspect);
  if (tooLarge) throw new PdfError('imageTooLarge', `an image of ${width} × ${height}`);
}

/** Bytes of an inline image's dictionary we look at (real ones are under 200). */
const INLINE_DICT_BYTES = 1024;
const isWhite = (c: number | undefined) =>
  c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

/**
 * A scanner of a content stream's chunks, in order, that checks the size of every inline image:
 * the dictionary between `BI` and `ID` (a `BI` cut by a chunk's end is read with the next one).
 * It searches the bytes natively (Buffer#indexOf), so a stream of zeros costs next to nothing.
 */
export function inlineImageScanner(
  limits: PdfLimits = PDF_LIMITS,
  /** The `BI` operators the file may still have (shared by its streams). */
  budget = { remaining: limits.maxInlineImages },
) {
  let carry: Buffer = Buffer.alloc(0);
  return (chunk: Uint8Array): void => {
    const bytes =
      carry.length > 0
        ? Buffer.concat([carry, chunk])
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let nextCarry = bytes.subarray(Math.max(0, bytes.length - INLINE_DICT_BYTES));
    for (let at = bytes.indexOf('BI'); at >= 0; at = bytes.indexOf('BI', at + 2)) {
      if ((at > 0 && !isWhite(bytes[at - 1])) || !isWhite(bytes[at + 2])) {
        if (at + 2 >= bytes.length) nextCarry = bytes.subarray(Math.max(0, at - 1));
        continue;
      }
      if (--budget.remaining < 0) {
        throw new PdfError('tooComplex', `more than ${limits.maxInlineImages} inline images`);
      }
      const size = inlineSize(bytes, at + 3);
      if (size === 'cut') {
        // Read again with the next chunk, from the byte before this BI on.
        nextCarry = bytes.subarray(Math.max(0, at - 1));
        break;
      }
      if (size) checkImageSize(size.width, size.height, limits);
    }
    // A copy: the chunk's memory is not kept alive by the carry.
    carry = Buffer.from(nextCarry.subarray(Math.max(0, nextCarry.length - 2 * INLINE_DICT_BYTES)));
  };
}

/** /W and /H of the inline image dictionary at `start`; 'cut' when `ID` is past the bytes. */
function inlineSize(
  bytes: Uint8Array,
  start: number,
): { width: number; height: number } | null | 'cut' {
  const end = Math.min(bytes.length, start + INLINE_DICT_BYTES);
  const lexer = new Lexer(bytes.subarray(start, end));
  let width: number | undefined;
  let height: number | undefined;
  let key: string | null = null;
  try {
    for (let i = 0; i < 64; i += 1) {
      const token = lexer.next();
      if (token.type === 'eof') return end >= bytes.length ? 'cut' : null;
      if (token.type === 'keyword' && token.value === 'ID') {
        return width !== undefined && height !== undefined ? { width, height } : null;
      }
      if (token.type === 'name' && key === null) key = token.value;
      else {
        if (token.type === 'number' && (key === 'W' || key === 'Width')) width = token.value;
        if (token.type === 'number' && (key === 'H' || key === 'Height')) height = token.value;
        key = null;
      }
    }
  } catch (error) {
    if (!(error instanceof PdfError)) throw error;
    if (end >= bytes.length) return 'cut'; // a string or name cut by the chunk's end
  }
  return null; // not an inline image dictionary after all
}
