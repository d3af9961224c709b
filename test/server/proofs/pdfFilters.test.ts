// The stream filters of the proof intake: each filter decodes what a writer encodes,
// predictors are undone, and every output stops at its bound (the file's budget or the stream's
// own) with the right PdfError, without keeping what it only counts.
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { inlineImageScanner } from '../../../src/server/proofs/imageCaps';
import {
  decode,
  filterSteps,
  unpredict,
  type FilterStep,
} from '../../../src/server/proofs/pdfFilters';
import { PdfName, type PdfDict, type PdfValue } from '../../../src/server/proofs/pdfSyntax';
import { zeroBomb } from '../../helpers/activePdfs';

const step = (name: string, params?: Record<string, number>): FilterStep => ({
  name,
  params: params ? new Map(Object.entries(params)) : undefined,
});
const run = (data: Uint8Array, steps: FilterStep[], limit = 1e9, budget = 1e9) =>
  decode(
    data,
    steps,
    { remaining: budget },
    { keep: true, limit, overLimit: 'decodedTooLarge', stepLimit: 1e9, requireAll: true },
  );

/** ASCII85 of bytes, as a writer makes it (z for four zeros). */
function ascii85(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = [...bytes.subarray(i, i + 4)];
    const n = chunk.length;
    while (chunk.length < 4) chunk.push(0);
    let v = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
    if (v === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      digits.unshift(String.fromCharCode((v % 85) + 33));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return out + '~>';
}

/** RunLength of bytes: literal runs only, and a repeat for runs of three or more. */
function runLength(bytes: Uint8Array): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    let j = i;
    while (j < bytes.length && bytes[j] === bytes[i] && j - i < 128) j += 1;
    if (j - i >= 3) {
      out.push(257 - (j - i), bytes[i]!);
      i = j;
    } else {
      const n = Math.min(128, bytes.length - i);
      out.push(n - 1, ...bytes.subarray(i, i + n));
      i += n;
    }
  }
  out.push(128);
  return Buffer.from(out);
}

/** LZW (PDF's variant, early change 1) of bytes, with a clear code first. */
function lzw(bytes: Uint8Array): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  const emit = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
      acc &= (1 << bits) - 1;
    }
  };
  const table = new Map<string, number>();
  let next = 258;
  emit(256);
  let w = '';
  for (const b of bytes) {
    const wc = w + String.fromCharCode(b);
    if (w === '' || table.has(wc) || wc.length === 1) {
      w = wc;
      continue;
    }
    emit(w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
    if (next < 4096) table.set(wc, next++);
    if (next + 1 > 1 << width && width < 12) width += 1;
    if (next === 4096) {
      emit(256);
      table.clear();
      next = 258;
      width = 9;
    }
    w = String.fromCharCode(b);
  }
  if (w !== '') emit(w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
  emit(257);
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

describe('filters decode what writers encode', () => {
  const bytes = fc.uint8Array({ maxLength: 3000 });
  it.each([
    ['FlateDecode', (b: Uint8Array) => deflateSync(b)],
    ['ASCIIHexDecode', (b: Uint8Array) => Buffer.from(Buffer.from(b).toString('hex') + '>')],
    ['ASCII85Decode', (b: Uint8Array) => Buffer.from(ascii85(b), 'latin1')],
    ['RunLengthDecode', runLength],
    ['LZWDecode', lzw],
  ])('%s', async (name, encode) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bytes,
          bytes.map((b) => Uint8Array.from([...b, ...b, ...b])),
        ),
        async (b) => {
          const decoded = await run(encode(b), [step(name)]);
          expect(Buffer.from(decoded.data!)).toEqual(Buffer.from(b));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('chains filters in order (ASCIIHex then Flate) and reads abbreviations', async () => {
    const text = Buffer.from('1 0 << /Type /Catalog >>');
    const hex = Buffer.from(deflateSync(text).toString('hex') + '>');
    const dict: PdfDict = new Map<string, PdfValue>([
      ['F', [new PdfName('AHx'), new PdfName('Fl')]],
    ]);
    const steps = filterSteps(dict, (v) => v);
    expect(steps.map((s) => s.name)).toEqual(['ASCIIHexDecode', 'FlateDecode']);
    expect(Buffer.from((await run(hex, steps)).data!)).toEqual(text);
  });

  it('undoes PNG predictors (every row filter) and the TIFF predictor', () => {
    // Rows of three bytes: None then Up; Sub, Average, Paeth (worked by hand from PNG's rules).
    const params = new Map<string, PdfValue>([
      ['Predictor', 12],
      ['Columns', 3],
    ]);
    expect([...unpredict(Uint8Array.from([0, 1, 2, 3, 2, 1, 1, 1]), params)]).toEqual([
      1, 2, 3, 2, 3, 4,
    ]);
    const rows = Uint8Array.from([1, 5, 1, 1, 3, 2, 2, 2, 4, 0, 1, 1]);
    expect([...unpredict(rows, params)]).toEqual([5, 6, 7, 4, 7, 9, 4, 8, 10]);
    const tiff = new Map<string, PdfValue>([
      ['Predictor', 2],
      ['Columns', 3],
    ]);
    expect([...unpredict(Uint8Array.from([1, 1, 1, 5, 0, 1]), tiff)]).toEqual([1, 2, 3, 5, 5, 6]);
  });

  it('reads a PNG-predicted Flate stream (as xref and object streams often are)', async () => {
    const raw = Uint8Array.from([0, 10, 20, 2, 1, 1]);
    const decoded = await run(deflateSync(raw), [
      step('FlateDecode', { Predictor: 12, Columns: 2 }),
    ]);
    expect([...decoded.data!]).toEqual([10, 20, 11, 21]);
  });
});

describe('bounds', () => {
  it('stops a 1 GB Flate bomb at the budget, counting without keeping', async () => {
    const bomb = zeroBomb(1024);
    const started = performance.now();
    const budget = { remaining: 64 * 1024 * 1024 };
    await expect(
      decode(bomb, [step('FlateDecode')], budget, {
        keep: false,
        limit: 1e12,
        overLimit: 'imageTooLarge',
        stepLimit: 1e9,
        requireAll: false,
      }),
    ).rejects.toMatchObject({ kind: 'decodedTooLarge' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("stops a stream at its own bound with the stream's kind", async () => {
    await expect(
      decode(
        zeroBomb(8),
        [step('FlateDecode')],
        { remaining: 1e9 },
        { keep: false, limit: 1000, overLimit: 'imageTooLarge', stepLimit: 1e9, requireAll: false },
      ),
    ).rejects.toMatchObject({ kind: 'imageTooLarge' });
  });

  it('bounds what a filter before the last keeps (Flate over Flate)', async () => {
    const inner = deflateSync(Buffer.alloc(100_000));
    const outer = deflateSync(Buffer.concat([inner, Buffer.alloc(50_000)]));
    await expect(
      decode(
        outer,
        [step('FlateDecode'), step('FlateDecode')],
        { remaining: 1e9 },
        {
          keep: false,
          limit: 1e9,
          stepLimit: 10_000,
          overLimit: 'imageTooLarge',
          requireAll: false,
        },
      ),
    ).rejects.toMatchObject({ kind: 'decodedTooLarge' });
  });

  it('bounds RunLength and LZW output, which also multiply their input', async () => {
    const rl = Buffer.alloc(20000);
    for (let i = 0; i < rl.length; i += 2) rl[i] = 129; // each pair writes 128 bytes
    await expect(run(rl, [step('RunLengthDecode')], 100_000)).rejects.toMatchObject({
      kind: 'decodedTooLarge',
    });
    await expect(
      run(lzw(Buffer.alloc(200_000)), [step('LZWDecode')], 100_000),
    ).rejects.toMatchObject({ kind: 'decodedTooLarge' });
  });

  it('refuses a filter it cannot decode when asked to, else stops there', async () => {
    await expect(run(Buffer.from('x'), [step('DCTDecode')])).rejects.toMatchObject({
      kind: 'undecodable',
    });
    const partial = await decode(
      deflateSync(Buffer.from('jpeg')),
      [step('FlateDecode'), step('DCTDecode')],
      { remaining: 1e9 },
      { keep: false, limit: 10, overLimit: 'imageTooLarge', stepLimit: 1e9, requireAll: false },
    );
    expect(partial).toEqual({ data: null, size: 4, complete: false });
  });

  it('gives what a damaged or cut Flate stream decoded so far, as pdf.js does', async () => {
    const whole = deflateSync(Buffer.from('hello world, hello world'));
    const cut = await run(whole.subarray(0, whole.length - 6), [step('FlateDecode')]);
    expect(Buffer.from(cut.data!).toString()).toMatch(/^hello/);
    expect((await run(Buffer.from('not zlib'), [step('FlateDecode')])).size).toBe(0);
  });
});

describe('the inline-image scan of content streams', () => {
  const scan = (chunks: string[]) => {
    const scanner = inlineImageScanner();
    for (const chunk of chunks) scanner(Buffer.from(chunk, 'latin1'));
  };
  it('checks each inline image, also one whose dictionary is cut between two chunks', () => {
    expect(() => scan(['q BI /W 100 /H 100 /BPC 8 ID xxxx EI Q'])).not.toThrow();
    expect(() => scan(['q BI /W 400 /H 99999 /IM true ID x EI'])).toThrow(
      expect.objectContaining({ kind: 'imageTooLarge' }),
    );
    const text = 'q ' + 'x'.repeat(5000) + ' BI /Width 400 /Height 99999 /IM true ID x EI';
    for (const cut of [5003, 5006, 5015, 5030, text.length - 8]) {
      expect(() => scan([text.slice(0, cut), text.slice(cut)])).toThrow(
        expect.objectContaining({ kind: 'imageTooLarge' }),
      );
    }
  });

  it('leaves words that only contain BI, and binary noise, alone', () => {
    expect(() => scan(['(OBI) Tj /BIG 1 BI) ID', 'BI << ( ID'])).not.toThrow();
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 600 }), { maxLength: 5 }), (chunks) => {
        const scanner = inlineImageScanner();
        try {
          for (const chunk of chunks) scanner(chunk);
        } catch (error) {
          expect(error).toMatchObject({ kind: 'imageTooLarge' });
        }
      }),
    );
  });
});
