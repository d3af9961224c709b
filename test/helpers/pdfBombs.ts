/**
 * Hostile PDFs, built in code in milliseconds: small files that inflate to
 * gigabytes, an image far too tall to read, and tens of thousands of pages. Each is a well-formed
 * PDF (header, objects, cross-reference table, trailer): what makes it hostile is what reading it
 * costs. The product never writes PDF bytes by hand; only these tests do, to build attacks.
 */
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

/** A PDF of these objects (object 1 is the catalog), with a correct cross-reference table. */
export function rawPdf(objects: ReadonlyArray<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const tail = Buffer.from('\nendobj\n', 'latin1');
    const content = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    parts.push(head, content, tail);
    length += head.length + content.length + tail.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries (without /Length) and its bytes. */
export function stream(dict: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A zlib (FlateDecode) stream of `bytes` zeros, about a thousandth of that size, built in
 * milliseconds: one megabyte of zeros deflated with a full flush (which leaves no reference to
 * earlier bytes, so the block can be repeated), repeated, then a final empty block and the
 * Adler-32 of the whole (a = 1, b = the count modulo 65521, for zeros).
 */
export function zerosDeflated(bytes: number): Buffer {
  if (bytes % MB !== 0) throw new Error('zerosDeflated: a whole number of megabytes');
  const block = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((bytes % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...new Array<Buffer>(bytes / MB).fill(block),
    Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]),
    adler,
  ]);
}

/** A one-page document whose page shows nothing; `extra` objects follow it (numbers 4...). */
function onePage(extra: ReadonlyArray<string | Buffer>, page = ''): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${page} >>`,
    ...extra,
  ]);
}

/** Object streams (PDF 1.5) of `inflatedMb` megabytes each once inflated. */
export function objectStreamBomb(streams: number, inflatedMb: number): Buffer {
  const body = zerosDeflated(inflatedMb * MB);
  return onePage(
    Array.from({ length: streams }, () =>
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', body),
    ),
  );
}

/** The probe's first file: about 1 MB, one object stream that inflates to 1 GB. */
export const gigabyteObjectStream = () => objectStreamBomb(1, 1024);
/** The probe's second: four object streams of 480 MB each. */
export const fourObjectStreams = () => objectStreamBomb(4, 480);

/**
 * A page with no text, showing a 400 x 99,999 one-bit image (black; 5 MB of zeros deflated to
 * about 5 KB): the text layer is empty, so the reader takes the OCR path with that image.
 */
export function tallImagePdf(width = 400, height = 99_999): Buffer {
  const pixels = deflateSync(Buffer.alloc(Math.ceil(width / 8) * height), { level: 9 });
  return onePage(
    [
      stream('', Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q', 'latin1')),
      stream(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
        pixels,
      ),
    ],
    '/Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >>',
  );
}

/** A document of `count` empty pages under one page tree node (10,000 pages: about 0.9 MB). */
export function manyPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...new Array<string>(count).fill(page),
  ]);
}

/**
 * `count` empty pages as an attacker would pack them (PDF 1.5): the page tree and every page in
 * one compressed object stream, found through a cross-reference stream. 60,000 pages take about
 * 100 KB, where the plain table of manyPagesPdf takes 6.3 MB.
 */
export function manyPagesPacked(count: number): Buffer {
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  const packed = [`<< /Type /Pages /Kids [${kids}] /Count ${count} >>`];
  for (let i = 0; i < count; i += 1) packed.push(page);
  // The object stream: "number offset" pairs, then the objects (2, 3, ... count + 2).
  let offset = 0;
  const header: string[] = [];
  packed.forEach((body, i) => {
    header.push(`${i + 2} ${offset}`);
    offset += body.length + 1;
  });
  const head = `${header.join(' ')}\n`;
  const objStm = count + 3;
  const xrefObj = count + 4;
  const start = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const catalog = Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1');
  const objStmBytes = Buffer.concat([
    Buffer.from(`${objStm} 0 obj\n`, 'latin1'),
    stream(
      `/Type /ObjStm /N ${packed.length} /First ${head.length} /Filter /FlateDecode`,
      deflateSync(Buffer.from(head + packed.join('\n') + '\n', 'latin1'), { level: 9 }),
    ),
    Buffer.from('\nendobj\n', 'latin1'),
  ]);
  const catalogAt = start.length;
  const objStmAt = catalogAt + catalog.length;
  const xrefAt = objStmAt + objStmBytes.length;
  // Entries of 7 bytes (/W [1 4 2]): type, offset or object stream, generation or index.
  const rows = Buffer.alloc((xrefObj + 1) * 7);
  const entry = (n: number, type: number, field2: number, field3: number) => {
    rows.writeUInt8(type, n * 7);
    rows.writeUInt32BE(field2, n * 7 + 1);
    rows.writeUInt16BE(field3, n * 7 + 5);
  };
  entry(0, 0, 0, 65535);
  entry(1, 1, catalogAt, 0);
  for (let n = 2; n < objStm; n += 1) entry(n, 2, objStm, n - 2);
  entry(objStm, 1, objStmAt, 0);
  entry(xrefObj, 1, xrefAt, 0);
  const xref = Buffer.concat([
    Buffer.from(`${xrefObj} 0 obj\n`, 'latin1'),
    stream(
      `/Type /XRef /Size ${xrefObj + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
      deflateSync(rows, { level: 9 }),
    ),
    Buffer.from(`\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([start, catalog, objStmBytes, xref]);
}

/** zlib's adler32_combine: the Adler-32 of A then B from theirs and B's length. */
function adlerCombine(first: number, second: number, secondLength: number): number {
  const BASE = 65521;
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** A zlib stream of `block` repeated `times`, built from one deflated block (as zerosDeflated). */
function repeatedDeflated(block: Buffer, times: number): Buffer {
  const raw = deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const one = deflateSync(block).readUInt32BE(deflateSync(block).length - 4);
  let adler = 1;
  for (let i = 0; i < times; i += 1) adler = adlerCombine(adler, one, block.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(adler);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...new Array<Buffer>(times).fill(raw),
    Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]),
    tail,
  ]);
}

/**
 * A legal one-page PDF within every cap of the intake whose page content is `mb` megabytes of
 * drawing operators (a few kilobytes compressed): nothing refuses it before reading, and reading
 * its page (pdf.js parses every operator) outlasts a reader's deadline. Only the deadline, which
 * kills the reader, stops it.
 */
export function slowContentPdf(mb = 200): Buffer {
  const ops = '0 0 m 1 1 l S\n';
  const block = Buffer.from(ops.repeat(Math.floor(MB / ops.length)), 'latin1');
  return onePage([stream('/Filter /FlateDecode', repeatedDeflated(block, mb))], '/Contents 4 0 R');
}
