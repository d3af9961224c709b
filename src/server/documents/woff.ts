// The embedded font ships as WOFF (the @fontsource package has no TTF). fontkit reads WOFF, but
// inflates its tables in plain JavaScript on every document (about 0.7 s a page); unwrapping it
// once into the TrueType font it contains, with Node's own zlib, makes a page take milliseconds.
// WOFF 1.0 (W3C): a header, a table directory, then each sfnt table, zlib-compressed when that is
// smaller; the sfnt is the same tables behind an offset table.
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

/** The TrueType/OpenType font inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The offset table's binary-search fields (OpenType spec): the largest power of 2 ≤ numTables.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, t) => sum + pad4(t.data.length), offset);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.writeUInt32BE(t.tag, at);
    sfnt.writeUInt32BE(t.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(sfnt, offset);
    offset += pad4(t.data.length);
  });
  return sfnt;
}
