// The PDF syntax of objects (PDF 32000 §7.2, §7.3): a tokenizer and a parser of one
// value at a time, over bytes. Used by the proof intake to see every object of an uploaded file
// before pdf.js opens it, so it is strict where a reader must be (nesting, unbalanced strings, end
// of input) and says where it failed. Names are decoded (/J#53 is /JS).

/** Why the bytes are not a PDF object, or past a cap; mapped to a refusal by the intake. */
export class PdfError extends Error {
  constructor(
    readonly kind: PdfErrorKind,
    detail: string,
  ) {
    super(detail);
  }
}
export type PdfErrorKind =
  | 'damaged'
  | 'tooComplex'
  | 'undecodable'
  | 'decodedTooLarge'
  | 'tooManyObjects'
  | 'tooManyPages'
  | 'imageTooLarge'
  | 'encrypted'
  | 'activeContent'
  | 'embeddedFiles';

export class PdfName {
  constructor(readonly value: string) {}
}
export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
  get text(): string {
    return Buffer.from(this.bytes).toString('latin1');
  }
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export type PdfDict = Map<string, PdfValue>;
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    /** The raw (still encoded) bytes between `stream` and `endstream`. */
    readonly data: Uint8Array,
  ) {}
}
export type PdfValue =
  null | boolean | number | PdfName | PdfString | PdfRef | PdfDict | PdfStream | PdfValue[];

export type Token =
  | { type: 'number'; value: number; integer: boolean }
  | { type: 'name'; value: string }
  | { type: 'string'; value: Uint8Array }
  | { type: 'keyword'; value: string }
  | { type: '<<' | '>>' | '[' | ']' | '{' | '}' }
  | { type: 'eof' };

const WHITE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;
const isRegular = (c: number) => WHITE[c]! === 0 && DELIM[c]! === 0;
export const isWhite = (c: number) => WHITE[c]! === 1;

/** \n \r \t \b \f \( \) \\ in a literal string. */
const ESCAPES: Record<number, number> = {
  0x6e: 10,
  0x72: 13,
  0x74: 9,
  0x62: 8,
  0x66: 12,
  0x28: 0x28,
  0x29: 0x29,
  0x5c: 0x5c,
};

const hexValue = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/** Keywords of the file structure, never a value. */
const STRUCTURE = new Set([
  'obj',
  'endobj',
  'stream',
  'endstream',
  'xref',
  'trailer',
  'startxref',
  'R',
]);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
/** Bytes as latin1 text, without a copy of the bytes. */
export const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const damaged = (what: string, at: number) => new PdfError('damaged', `${what} at byte ${at}`);

/** Tokens of bytes[start, end). `pos` moves past each token read. */
export class Lexer {
  pos: number;
  /** The bytes as latin1 text, one character a byte: words and plain names are sliced from it. */
  readonly text: string;
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
    text?: string,
  ) {
    this.pos = start;
    this.text = text ?? latin1(bytes);
  }

  /** Skips whitespace and comments. */
  skipSpace(): void {
    const { bytes, end } = this;
    while (this.pos < end) {
      const c = bytes[this.pos]!;
      if (WHITE[c]!) this.pos += 1;
      else if (c === 0x25) {
        while (this.pos < end && bytes[this.pos]! !== 10 && bytes[this.pos]! !== 13) this.pos += 1;
      } else return;
    }
  }

  next(): Token {
    this.skipSpace();
    const { bytes, end } = this;
    if (this.pos >= end) return { type: 'eof' };
    const start = this.pos;
    const c = bytes[this.pos]!;
    switch (c) {
      case 0x28: // (
        return { type: 'string', value: this.literalString() };
      case 0x3c: // <
        if (bytes[this.pos + 1]! === 0x3c && this.pos + 1 < end) {
          this.pos += 2;
          return { type: '<<' };
        }
        return { type: 'string', value: this.hexString() };
      case 0x3e: // >
        if (bytes[this.pos + 1]! === 0x3e && this.pos + 1 < end) {
          this.pos += 2;
          return { type: '>>' };
        }
        throw damaged('a lone >', start);
      case 0x5b:
      case 0x5d:
      case 0x7b:
      case 0x7d:
        this.pos += 1;
        return { type: String.fromCharCode(c) as '[' | ']' | '{' | '}' };
      case 0x2f: // /
        return { type: 'name', value: this.name() };
      case 0x29:
        throw damaged('a lone )', start);
      default: {
        while (this.pos < end && isRegular(bytes[this.pos]!)) this.pos += 1;
        const word = this.text.slice(start, this.pos);
        if (NUMBER.test(word)) {
          return { type: 'number', value: Number(word), integer: INTEGER.test(word) };
        }
        return { type: 'keyword', value: word };
      }
    }
  }

  /** A name after its slash, #xx escapes decoded (PDF 32000 §7.3.5). */
  private name(): string {
    const { bytes, end } = this;
    this.pos += 1;
    const start = this.pos;
    while (this.pos < end && isRegular(bytes[this.pos]!) && bytes[this.pos] !== 0x23) this.pos += 1;
    if (this.pos >= end || !isRegular(bytes[this.pos]!)) return this.text.slice(start, this.pos);
    // A #xx escape: the rest of the name byte by byte.
    const out: number[] = [...bytes.subarray(start, this.pos)];
    while (this.pos < end && isRegular(bytes[this.pos]!)) {
      const c = bytes[this.pos]!;
      if (c === 0x23 && this.pos + 2 < end) {
        const hi = hexValue(bytes[this.pos + 1]!);
        const lo = hexValue(bytes[this.pos + 2]!);
        if (hi >= 0 && lo >= 0) {
          out.push(hi * 16 + lo);
          this.pos += 3;
          continue;
        }
      }
      out.push(c);
      this.pos += 1;
    }
    return Buffer.from(out).toString('latin1');
  }

  /** A (string) with nested parentheses and escapes (PDF 32000 §7.3.4.2). */
  private literalString(): Uint8Array {
    const { bytes, end } = this;
    const start = this.pos;
    // First its end, in a tight loop (a hostile file has strings that never close); a string
    // without escapes is then its bytes as they are.
    let depth = 1;
    let escapes = false;
    let close = start + 1;
    for (; close < end; close += 1) {
      const c = bytes[close]!;
      if (c === 0x5c) {
        escapes = true;
        close += 1;
      } else if (c === 0x28) depth += 1;
      else if (c === 0x29 && --depth === 0) break;
    }
    if (close >= end) {
      this.pos = end;
      throw damaged('an unterminated string', start);
    }
    if (!escapes) {
      this.pos = close + 1;
      return bytes.slice(start + 1, close);
    }
    return this.escapedString(start);
  }

  /** A literal string with escapes, known to end. */
  private escapedString(start: number): Uint8Array {
    const { bytes, end } = this;
    this.pos = start + 1;
    const out: number[] = [];
    let depth = 1;
    while (this.pos < end) {
      const c = bytes[this.pos]!;
      this.pos += 1;
      if (c === 0x28) depth += 1;
      else if (c === 0x29 && --depth === 0) return Uint8Array.from(out);
      else if (c === 0x5c) {
        if (this.pos >= end) break;
        const e = bytes[this.pos]!;
        this.pos += 1;
        if (ESCAPES[e] !== undefined) out.push(ESCAPES[e]!);
        else if (e >= 0x30 && e <= 0x37) {
          let code = e - 0x30;
          for (let i = 0; i < 2 && this.pos < end; i += 1) {
            const d = bytes[this.pos]!;
            if (d < 0x30 || d > 0x37) break;
            code = code * 8 + d - 0x30;
            this.pos += 1;
          }
          out.push(code & 0xff);
        } else if (e === 13) {
          if (bytes[this.pos]! === 10) this.pos += 1; // a line continued
        } else if (e !== 10) out.push(e); // an unknown escape is the character itself
        continue;
      }
      out.push(c);
    }
    throw damaged('an unterminated string', start);
  }

  /** A <hex string>; whitespace is ignored and an odd last digit is followed by 0. */
  private hexString(): Uint8Array {
    const { bytes, end } = this;
    const start = this.pos;
    this.pos += 1;
    const out: number[] = [];
    let high = -1;
    while (this.pos < end) {
      const c = bytes[this.pos]!;
      this.pos += 1;
      if (c === 0x3e) {
        if (high >= 0) out.push(high * 16);
        return Uint8Array.from(out);
      }
      if (WHITE[c]!) continue;
      const v = hexValue(c);
      if (v < 0) throw damaged('a bad hex string', start);
      if (high < 0) high = v;
      else {
        out.push(high * 16 + v);
        high = -1;
      }
    }
    throw damaged('an unterminated hex string', start);
  }
}

/** Values from a lexer: numbers, names, strings, arrays, dictionaries, `N G R` references. */
export class Parser {
  constructor(
    readonly lexer: Lexer,
    readonly maxNesting = 64,
  ) {}

  /** The next value; `stream` after a dictionary is left to the caller (see `keywordAfter`). */
  value(depth = 0): PdfValue {
    if (depth > this.maxNesting) {
      throw new PdfError('tooComplex', `nesting past ${this.maxNesting} at ${this.lexer.pos}`);
    }
    const at = this.lexer.pos;
    const token = this.lexer.next();
    switch (token.type) {
      case 'number':
        return token.integer && token.value >= 0 ? this.maybeRef(token.value) : token.value;
      case 'name':
        return new PdfName(token.value);
      case 'string':
        return new PdfString(token.value);
      case '[': {
        const items: PdfValue[] = [];
        for (;;) {
          if (this.peekType() === ']') {
            this.lexer.next();
            return items;
          }
          items.push(this.value(depth + 1));
        }
      }
      case '<<': {
        const dict: PdfDict = new Map();
        for (;;) {
          const keyAt = this.lexer.pos;
          const key = this.lexer.next();
          if (key.type === '>>') return dict;
          if (key.type !== 'name') throw damaged('a dictionary key that is not a name', keyAt);
          dict.set(key.value, this.value(depth + 1));
        }
      }
      case 'keyword':
        if (token.value === 'true') return true;
        if (token.value === 'false') return false;
        if (token.value === 'null') return null;
        // The structure's own words here mean an object cut short; any other stray word (a
        // producer's odd number such as 1.2.3 or --5) is read as null, as pdf.js reads past it,
        // so a real file is not refused for it and nothing after it goes unseen.
        if (STRUCTURE.has(token.value)) {
          throw damaged(`an unexpected "${token.value}"`, at);
        }
        return null;
      case 'eof':
        throw damaged('the end of the data inside an object', at);
      default:
        throw damaged(`an unexpected "${token.type}"`, at);
    }
  }

  /** The type of the next token, without moving. */
  peekType(): Token['type'] {
    const save = this.lexer.pos;
    const token = this.lexer.next();
    this.lexer.pos = save;
    return token.type;
  }

  /** The next keyword (e.g. endobj, stream), or null when the next token is something else. */
  keywordAfter(): string | null {
    const save = this.lexer.pos;
    const token = this.lexer.next();
    if (token.type === 'keyword') return token.value;
    this.lexer.pos = save;
    return null;
  }

  private maybeRef(num: number): PdfValue {
    const save = this.lexer.pos;
    // Most numbers are followed by something other than a digit: no lookahead then.
    this.lexer.skipSpace();
    const next = this.lexer.bytes[this.lexer.pos];
    if (this.lexer.pos >= this.lexer.end || next === undefined || next < 0x30 || next > 0x39) {
      this.lexer.pos = save;
      return num;
    }
    const gen = this.lexer.next();
    if (gen.type === 'number' && gen.integer && gen.value >= 0) {
      const r = this.lexer.next();
      if (r.type === 'keyword' && r.value === 'R') return new PdfRef(num, gen.value);
    }
    this.lexer.pos = save;
    return num;
  }
}

/** A dictionary's value as a name, or undefined. */
export const nameOf = (v: PdfValue | undefined): string | undefined =>
  v instanceof PdfName ? v.value : undefined;
export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;
