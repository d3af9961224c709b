// Stream filters of an uploaded PDF (PDF 32000 §7.4), decoded with a bound on
// their output so a small file cannot inflate to gigabytes. FlateDecode goes through Node's zlib as
// a stream whose chunks are counted (and dropped when only the size matters) and stopped as soon as
// the bound is passed; the other filters are small loops writing to the same bounded output.
import { constants, createInflate } from 'node:zlib';
import { PdfError, isDict, nameOf, type PdfDict, type PdfValue } from './pdfSyntax';

/** The decompressed bytes still allowed for the whole file, shared by every stream. */
export interface DecodeBudget {
  remaining: number;
}

export interface DecodeOptions {
  /** Keep the final output (object streams); otherwise it is only counted. */
  keep: boolean;
  /** Bytes this stream may decode to (besides the file's budget). */
  limit: number;
  /**
   * Bytes the output of a filter before the last may take; it is kept in memory as the next
   * filter's input (a Flate-over-Flate bomb would otherwise hold the whole budget twice).
   */
  stepLimit: number;
  /** What passing `limit` is. */
  overLimit: 'decodedTooLarge' | 'imageTooLarge';
  /** Refuse a filter we cannot decode (object streams) instead of stopping there. */
  requireAll: boolean;
  /** Sees each chunk of the final output as it is decoded (the inline-image scan). */
  onChunk?: (chunk: Uint8Array) => void;
}

export interface Decoded {
  /** The output when kept, else null. */
  data: Uint8Array | null;
  /** Bytes the decoded filters produced (the last one's output). */
  size: number;
  /** Whether every filter was decoded (false: stopped at one we do not read, e.g. DCTDecode). */
  complete: boolean;
}

export const SUPPORTED_FILTERS = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'RunLengthDecode',
]);
/** The abbreviations of inline images (PDF 32000 Table 94), which pdf.js also accepts. */
const ABBREVIATIONS: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  RL: 'RunLengthDecode',
};

export interface FilterStep {
  name: string;
  params: PdfDict | undefined;
}

/** A stream's /Filter and /DecodeParms as steps, references resolved by `resolve`. */
export function filterSteps(
  dict: PdfDict,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): FilterStep[] {
  const filter = resolve(dict.get('Filter') ?? dict.get('F'));
  const params = resolve(dict.get('DecodeParms') ?? dict.get('DP'));
  const names = Array.isArray(filter)
    ? filter.map(resolve)
    : filter === undefined || filter === null
      ? []
      : [filter];
  return names.map((n, i) => {
    const name = nameOf(n ?? undefined);
    if (name === undefined) throw new PdfError('damaged', 'a /Filter that is not a name');
    const p = resolve(Array.isArray(params) ? params[i] : i === 0 ? params : undefined);
    return { name: ABBREVIATIONS[name] ?? name, params: isDict(p) ? p : undefined };
  });
}

/** Chunks written under a bound; dropped unless kept. */
class Output {
  private chunks: Uint8Array[] = [];
  size = 0;
  constructor(
    private readonly max: number,
    private readonly keep: boolean,
    private readonly over: () => PdfError,
    private readonly onChunk?: (chunk: Uint8Array) => void,
  ) {}
  push(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (this.size > this.max) throw this.over();
    this.onChunk?.(chunk);
    if (this.keep) this.chunks.push(chunk);
  }
  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }
}

/** A writer of single bytes into an Output, flushed by 64 KB. */
class ByteWriter {
  private buf = new Uint8Array(65536);
  private n = 0;
  constructor(private readonly out: Output) {}
  byte(b: number): void {
    this.buf[this.n++] = b;
    if (this.n === this.buf.length) this.flush();
  }
  flush(): void {
    if (this.n === 0) return;
    this.out.push(this.buf.slice(0, this.n));
    this.n = 0;
  }
}

/** FlateDecode through zlib, stopped as soon as the output passes the bound. */
function inflate(input: Uint8Array, out: Output): Promise<void> {
  return new Promise((resolve, reject) => {
    // Like pdf.js, a stream cut short or damaged gives what it decoded so far.
    const z = createInflate({ chunkSize: 256 * 1024, finishFlush: constants.Z_SYNC_FLUSH });
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      if (error) reject(error);
      else resolve();
    };
    z.on('data', (chunk: Buffer) => {
      try {
        out.push(chunk);
      } catch (error) {
        z.destroy();
        finish(error);
      }
    });
    z.on('end', () => finish());
    z.on('error', () => finish());
    z.on('close', () => finish());
    z.end(input);
  });
}

function lzw(input: Uint8Array, out: Output, earlyChange: number): void {
  const w = new ByteWriter(out);
  // The table as prefix links: entry i is entry prefix[i] followed by byte last[i].
  const prefix = new Int32Array(4096);
  const last = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < 256; i += 1) {
    prefix[i] = -1;
    last[i] = i;
    length[i] = 1;
  }
  const stack = new Uint8Array(4096);
  let next = 258;
  let codeLength = 9;
  let previous = -1;
  let bitBuf = 0;
  let bits = 0;
  let pos = 0;
  const emit = (code: number): number => {
    let n = length[code]!;
    let c = code;
    for (let i = n - 1; i >= 0; i -= 1) {
      stack[i] = last[c]!;
      c = prefix[c]!;
    }
    for (let i = 0; i < n; i += 1) w.byte(stack[i]!);
    n = stack[0]!;
    return n;
  };
  for (;;) {
    while (bits < codeLength && pos < input.length) {
      bitBuf = ((bitBuf << 8) | input[pos++]!) >>> 0;
      bits += 8;
    }
    if (bits < codeLength) break;
    const code = (bitBuf >>> (bits - codeLength)) & ((1 << codeLength) - 1);
    bits -= codeLength;
    bitBuf &= (1 << bits) - 1;
    if (code === 256) {
      next = 258;
      codeLength = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    let first: number;
    if (code < next && (code < 256 || code >= 258)) {
      first = emit(code);
    } else if (code === next && previous >= 0) {
      first = emit(previous);
      w.byte(first);
    } else break; // a code past the table: the data ends here, as in pdf.js
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      last[next] = first;
      length[next] = length[previous]! + 1;
      next += 1;
    }
    previous = code;
    if (next + earlyChange >= 1 << codeLength && codeLength < 12) codeLength += 1;
  }
  w.flush();
}

function asciiHex(input: Uint8Array, out: Output): void {
  const w = new ByteWriter(out);
  let high = -1;
  for (const c of input) {
    if (c === 0x3e) break;
    const v =
      c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (v < 0) continue; // whitespace (and, leniently, anything else) is skipped
    if (high < 0) high = v;
    else {
      w.byte(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) w.byte(high * 16);
  w.flush();
}

function ascii85(input: Uint8Array, out: Output): void {
  const w = new ByteWriter(out);
  const group: number[] = [];
  const flushGroup = (n: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const d of group) value = value * 85 + d;
    for (let i = 0; i < n; i += 1) w.byte(Math.floor(value / 256 ** (3 - i)) % 256);
    group.length = 0;
  };
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (c === 0x7e) break; // ~>
    if (c === 0x7a && group.length === 0) {
      for (let k = 0; k < 4; k += 1) w.byte(0);
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5) flushGroup(4);
  }
  if (group.length > 1) flushGroup(group.length - 1);
  w.flush();
}

function runLength(input: Uint8Array, out: Output): void {
  const w = new ByteWriter(out);
  let i = 0;
  while (i < input.length) {
    const n = input[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < input.length; k += 1) w.byte(input[i++]!);
    } else if (i < input.length) {
      const b = input[i++]!;
      for (let k = 0; k < 257 - n; k += 1) w.byte(b);
    }
  }
  w.flush();
}

const intParam = (params: PdfDict | undefined, key: string, fallback: number): number => {
  const v = params?.get(key);
  return typeof v === 'number' && Number.isInteger(v) ? v : fallback;
};

/** Undoes a PNG (10-15) or TIFF (2) predictor of a Flate or LZW output (PDF 32000 §7.4.4.4). */
export function unpredict(data: Uint8Array, params: PdfDict | undefined): Uint8Array {
  const predictor = intParam(params, 'Predictor', 1);
  if (predictor <= 1) return data;
  const colors = intParam(params, 'Colors', 1);
  const bpc = intParam(params, 'BitsPerComponent', 8);
  const columns = intParam(params, 'Columns', 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bpc) || columns < 1) {
    throw new PdfError('undecodable', 'predictor parameters out of range');
  }
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  if (predictor === 2) {
    if (bpc !== 8) throw new PdfError('undecodable', 'a TIFF predictor on other than 8 bits');
    const out = Uint8Array.from(data);
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes) {
      for (let i = bpp; i < rowBytes; i += 1)
        out[row + i] = (out[row + i]! + out[row + i - bpp]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10) throw new PdfError('undecodable', `predictor ${predictor}`);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (rowBytes + 1)]!;
    const src = r * (rowBytes + 1) + 1;
    const at = r * rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const x = data[src + i]!;
      const a = i >= bpp ? out[at + i - bpp]! : 0;
      const b = r > 0 ? out[at - rowBytes + i]! : 0;
      const c = r > 0 && i >= bpp ? out[at - rowBytes + i - bpp]! : 0;
      let v: number;
      if (type === 0) v = x;
      else if (type === 1) v = x + a;
      else if (type === 2) v = x + b;
      else if (type === 3) v = x + ((a + b) >> 1);
      else if (type === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw new PdfError('undecodable', `PNG row filter ${type}`);
      out[at + i] = v & 0xff;
    }
  }
  return out;
}

/**
 * Runs the filters in order. Every output counts against the file's budget; the last one also
 * against `limit`. Stops at a filter we do not decode unless `requireAll`.
 */
export async function decode(
  data: Uint8Array,
  steps: FilterStep[],
  budget: DecodeBudget,
  options: DecodeOptions,
): Promise<Decoded> {
  if (steps.length === 0) options.onChunk?.(data); // an unfiltered stream, seen as it is
  let current = data;
  for (let i = 0; i < steps.length; i += 1) {
    const { name, params } = steps[i]!;
    if (!SUPPORTED_FILTERS.has(name)) {
      if (options.requireAll) throw new PdfError('undecodable', `the filter /${name}`);
      return { data: null, size: current.length, complete: false };
    }
    const lastStep = i === steps.length - 1;
    const predictor = intParam(params, 'Predictor', 1) > 1;
    const keep = !lastStep || options.keep || predictor;
    const own = lastStep ? options.limit : options.stepLimit;
    const limit = Math.min(own, budget.remaining);
    const ownFirst = own < budget.remaining;
    const over = () =>
      ownFirst
        ? new PdfError(
            lastStep ? options.overLimit : 'decodedTooLarge',
            'a stream decompresses past its bound',
          )
        : new PdfError('decodedTooLarge', 'the streams decompress past the budget');
    const out = new Output(limit, keep, over, lastStep ? options.onChunk : undefined);
    if (name === 'FlateDecode') await inflate(current, out);
    else if (name === 'LZWDecode') lzw(current, out, intParam(params, 'EarlyChange', 1));
    else if (name === 'ASCIIHexDecode') asciiHex(current, out);
    else if (name === 'ASCII85Decode') ascii85(current, out);
    else runLength(current, out);
    budget.remaining -= out.size;
    if (!keep) return { data: null, size: out.size, complete: true };
    current = out.bytes();
    if (predictor && (name === 'FlateDecode' || name === 'LZWDecode')) {
      current = unpredict(current, params);
    }
  }
  return { data: current, size: current.length, complete: true };
}
