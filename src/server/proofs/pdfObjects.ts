// Every indirect object of an uploaded PDF, read before pdf.js opens it: the objects
// of the file body found by their `N G obj` headers (so objects a broken or lying cross-reference
// table leaves out are still seen), every object inside every object stream, and the trailers.
// Bounded by PDF_LIMITS: objects counted, streams decompressed against one budget, nesting capped.
import { inlineImageScanner } from './imageCaps';
import { PDF_LIMITS, type PdfLimits } from './limits';
import { decode, filterSteps, type DecodeBudget } from './pdfFilters';
import {
  Lexer,
  Parser,
  PdfError,
  PdfRef,
  PdfStream,
  isDict,
  isWhite,
  latin1,
  nameOf,
  type PdfDict,
  type PdfValue,
} from './pdfSyntax';

export interface PdfObject {
  num: number;
  gen: number;
  value: PdfValue;
  /** Where it was read: the body, a stream's bytes (a header found inside stream data) or an object stream. */
  from: 'body' | 'inStreamData' | 'objectStream';
}

export interface PdfFile {
  objects: PdfObject[];
  /** Trailer dictionaries and cross-reference stream dictionaries. */
  trailers: PdfDict[];
  /** The value of a reference: every version of that object number (incremental updates). */
  versions(ref: PdfRef): PdfValue[];
  /** A direct value, or the last version of a reference. */
  resolve(v: PdfValue | undefined): PdfValue | undefined;
  /** Bytes all streams decompressed to (the part we decode). */
  decodedBytes: number;
}

// `N G obj` and `trailer`, each as a whole word. The file is at most 10 MB, so this runs over
// its latin1 text once per pass.
const HEADER =
  /(?<![0-9])(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])|trailer(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

/** The end of a stream's data and where `endstream` ends: by /Length when it is right, else searched. */
function streamEnd(bytes: Uint8Array, text: string, start: number, length: PdfValue | undefined) {
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
    let at = start + length;
    while (at < bytes.length && isWhite(bytes[at]!)) at += 1;
    if (text.startsWith('endstream', at)) return { dataEnd: start + length, after: at + 9 };
  }
  const found = text.indexOf('endstream', start);
  if (found < 0) throw new PdfError('damaged', `a stream without endstream at byte ${start}`);
  let dataEnd = found;
  if (bytes[dataEnd - 1] === 10) dataEnd -= 1;
  if (bytes[dataEnd - 1] === 13) dataEnd -= 1;
  return { dataEnd: Math.max(start, dataEnd), after: found + 9 };
}

/** One `N G obj ... endobj` (or `... stream ... endstream`) at `from`, the header's end. */
function readBodyObject(
  bytes: Uint8Array,
  text: string,
  from: number,
  limits: PdfLimits,
  scanned?: { bytes: number },
) {
  const lexer = new Lexer(bytes, from, bytes.length, text);
  try {
    return readObjectAt(bytes, text, lexer, limits);
  } finally {
    // How far this attempt read, even when it failed (an unterminated string reads to the end).
    if (scanned) scanned.bytes += lexer.pos - from;
  }
}

function readObjectAt(bytes: Uint8Array, text: string, lexer: Lexer, limits: PdfLimits) {
  const parser = new Parser(lexer, limits.maxNesting);
  let value = parser.value();
  let end = lexer.pos;
  let dataRange: [number, number] | null = null;
  const keyword = parser.keywordAfter();
  if (keyword === 'stream' && isDict(value)) {
    let start = lexer.pos;
    if (bytes[start] === 13) start += 1;
    if (bytes[start] === 10) start += 1;
    lexer.pos = bytes.length; // what a failed search for endstream has read
    const { dataEnd, after } = streamEnd(bytes, text, start, value.get('Length'));
    value = new PdfStream(value, bytes.subarray(start, dataEnd));
    dataRange = [start, dataEnd];
    lexer.pos = after;
    parser.keywordAfter(); // endobj, when it is there
    end = lexer.pos;
  } else if (keyword !== null && keyword !== 'endobj') {
    // pdf.js reads an object up to its first value too; what follows is the next header's.
    end = lexer.pos - keyword.length;
  }
  return { value, end, dataRange };
}

/** Counts an object read against the caps (objects, pages) and gives it back. */
type Counter = (o: PdfObject) => PdfObject;

/** The objects of the file body, in order, with the byte ranges of their stream data. */
function readBody(bytes: Uint8Array, text: string, limits: PdfLimits, count: Counter) {
  const objects: PdfObject[] = [];
  const trailers: PdfDict[] = [];
  const ranges: Array<[number, number]> = [];
  const parsedAt = new Set<number>();
  const re = new RegExp(HEADER.source, 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const end = m.index + m[0].length;
    if (m[1] === undefined) {
      const value = new Parser(
        new Lexer(bytes, end, bytes.length, text),
        limits.maxNesting,
      ).value();
      if (!isDict(value))
        throw new PdfError('damaged', `a trailer that is not a dictionary at ${end}`);
      trailers.push(value);
      continue;
    }
    const read = readBodyObject(bytes, text, end, limits);
    objects.push(count({ num: Number(m[1]), gen: Number(m[2]), value: read.value, from: 'body' }));
    parsedAt.add(m.index);
    if (read.dataRange) ranges.push(read.dataRange);
    re.lastIndex = Math.max(read.end, end);
  }
  // A header the first pass stepped over (inside a stream's data or a string) is an object too
  // if a cross-reference entry points at it; it is read when it parses, and skipped when it does
  // not (binary data that only looks like a header).
  // Each attempt may read far (to the end of the file, for an unterminated string), so what they
  // read together is capped: a stream full of such headers would otherwise take quadratic time.
  const hidden = new RegExp(HEADER.source, 'g');
  const scanned = { bytes: 0 };
  while ((m = hidden.exec(text)) !== null) {
    if (m[1] === undefined || parsedAt.has(m.index)) continue;
    if (scanned.bytes > limits.maxRescanBytes) {
      throw new PdfError('tooComplex', 'too many object headers inside other objects');
    }
    try {
      const read = readBodyObject(bytes, text, m.index + m[0].length, limits, scanned);
      objects.push(
        count({ num: Number(m[1]), gen: Number(m[2]), value: read.value, from: 'inStreamData' }),
      );
    } catch (error) {
      if (error instanceof PdfError && error.kind !== 'damaged') throw error;
    }
  }
  return { objects, trailers, ranges };
}

const isInt = (v: PdfValue | undefined): v is number =>
  typeof v === 'number' && Number.isInteger(v);

/**
 * An object stream as pdf.js reads one: any stream with integer /N and /First (pdf.js does not
 * look at /Type), or one typed /ObjStm.
 */
export const isObjectStream = (s: PdfStream) =>
  nameOf(s.dict.get('Type')) === 'ObjStm' || (isInt(s.dict.get('N')) && isInt(s.dict.get('First')));

/** The objects inside one decoded object stream (PDF 32000 §7.5.7). */
function readObjectStream(
  data: Uint8Array,
  dict: PdfDict,
  limits: PdfLimits,
  count: Counter,
): PdfObject[] {
  const n = dict.get('N');
  const first = dict.get('First');
  if (!isInt(n) || !isInt(first) || n < 0 || first < 0 || first > data.length) {
    throw new PdfError('damaged', 'an object stream without a valid /N and /First');
  }
  const text = latin1(data);
  const header = new Lexer(data, 0, first, text);
  const entries: Array<[number, number]> = [];
  for (let i = 0; i < n; i += 1) {
    const num = header.next();
    const offset = header.next();
    if (num.type !== 'number' || offset.type !== 'number') {
      throw new PdfError('damaged', 'an object stream header cut short');
    }
    entries.push([num.value, offset.value]);
  }
  let read = 0;
  return entries.map(([num, offset]) => {
    const at = first + offset;
    if (!Number.isInteger(at) || at < first || at > data.length) {
      throw new PdfError('damaged', 'an object stream offset out of range');
    }
    const lexer = new Lexer(data, at, data.length, text);
    const value = new Parser(lexer, limits.maxNesting).value();
    // Offsets may overlap (each pointing into the last object): reading is held to twice the
    // stream's length, or many entries re-reading one large value would take quadratic time.
    read += lexer.pos - at;
    if (read > 2 * data.length + 1024) {
      throw new PdfError('tooComplex', 'object stream entries that overlap');
    }
    return count({ num, gen: 0, value, from: 'objectStream' });
  });
}

/** Every object of the file, its object streams decoded; throws PdfError past a cap. */
export async function readPdfObjects(
  pdf: Uint8Array,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfFile> {
  const text = latin1(pdf);
  let objectCount = 0;
  const pages = new Set<number>();
  // Objects and pages are counted as they are read, so a file of 60,000 pages is refused after
  // the cap's worth of parsing, not after all of it.
  const count: Counter = (o) => {
    objectCount += 1;
    if (objectCount > limits.maxObjects) {
      throw new PdfError('tooManyObjects', `more than ${limits.maxObjects} objects`);
    }
    const dict = o.value instanceof PdfStream ? o.value.dict : o.value;
    if (isDict(dict) && nameOf(dict.get('Type')) === 'Page') {
      pages.add(o.num);
      if (pages.size > limits.maxPages) {
        throw new PdfError('tooManyPages', `more than ${limits.maxPages} pages`);
      }
    }
    return o;
  };
  const body = readBody(pdf, text, limits, count);
  const byNum = new Map<number, PdfValue[]>();
  const index = (o: PdfObject) => {
    const list = byNum.get(o.num) ?? [];
    list.push(o.value);
    byNum.set(o.num, list);
  };
  body.objects.forEach(index);
  const versions = (ref: PdfRef) => byNum.get(ref.num) ?? [];
  const resolve = (v: PdfValue | undefined): PdfValue | undefined => {
    // A chain of references (a reference to a reference) is followed a few steps, as pdf.js does
    // not.
    for (let i = 0; i < 8 && v instanceof PdfRef; i += 1) v = versions(v).at(-1);
    return v instanceof PdfRef ? undefined : v;
  };
  const trailers = [...body.trailers];
  const objects = [...body.objects];
  const budget: DecodeBudget = { remaining: limits.maxDecodedBytes };
  const inlineImages = { remaining: limits.maxInlineImages };
  const objectStreamBytes = { remaining: limits.maxObjectStreamBytes };
  for (const o of body.objects) {
    if (!(o.value instanceof PdfStream)) continue;
    const stream = o.value;
    if (nameOf(stream.dict.get('Type')) === 'XRef') trailers.push(stream.dict);
    const steps = filterSteps(stream.dict, resolve);
    if (isObjectStream(stream)) {
      const decoded = await decode(stream.data, steps, budget, {
        keep: true,
        limit: objectStreamBytes.remaining,
        stepLimit: limits.maxFilterStepBytes,
        overLimit: 'decodedTooLarge',
        requireAll: true,
      });
      objectStreamBytes.remaining -= decoded.size;
      for (const inner of readObjectStream(decoded.data!, stream.dict, limits, count)) {
        objects.push(inner);
        index(inner);
      }
    } else {
      await decode(stream.data, steps, budget, {
        keep: false,
        limit: imageBytesBound(stream.dict, steps.length, resolve) ?? budget.remaining,
        overLimit: 'imageTooLarge',
        stepLimit: limits.maxFilterStepBytes,
        requireAll: false,
        // Any stream but an image may be drawn as a page's content; its inline images are checked.
        ...(nameOf(stream.dict.get('Subtype')) === 'Image'
          ? {}
          : { onChunk: inlineImageScanner(limits, inlineImages) }),
      });
    }
  }
  return {
    objects,
    trailers,
    versions,
    resolve,
    decodedBytes: limits.maxDecodedBytes - budget.remaining,
  };
}

/**
 * What an image's pixels take, when its filters end with one we decode: rows of width ×
 * components × bits per component, plus a predictor byte per row. Unknown colour spaces count
 * four components (CMYK), the most an image has.
 */
function imageBytesBound(
  dict: PdfDict,
  filters: number,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): number | undefined {
  if (nameOf(dict.get('Subtype')) !== 'Image' || filters === 0) return undefined;
  const width = resolve(dict.get('Width'));
  const height = resolve(dict.get('Height'));
  if (!isInt(width) || !isInt(height)) return undefined;
  const mask = resolve(dict.get('ImageMask')) === true;
  const bpcValue = resolve(dict.get('BitsPerComponent'));
  const bpc = mask ? 1 : isInt(bpcValue) ? Math.min(Math.max(bpcValue, 1), 16) : 8;
  const space = nameOf(resolve(dict.get('ColorSpace')));
  const components =
    mask || space === 'DeviceGray' || space === 'CalGray'
      ? 1
      : space === 'DeviceRGB' || space === 'CalRGB' || space === 'Lab'
        ? 3
        : 4;
  return (Math.ceil((width * components * bpc) / 8) + 1) * height + 1024;
}
