// The PDF tokenizer and parser of the proof intake: each kind of token and value, the
// errors it reports, a round trip of generated values (fast-check), and random bytes, which must
// give a value or a PdfError, never another exception, and quickly.
import fc from 'fast-check';
import {
  Lexer,
  Parser,
  PdfError,
  PdfName,
  PdfRef,
  PdfString,
  type PdfValue,
} from '../../../src/server/proofs/pdfSyntax';

const parse = (text: string | Buffer) =>
  new Parser(new Lexer(typeof text === 'string' ? Buffer.from(text, 'latin1') : text)).value();
const str = (v: PdfValue) => (v as PdfString).text;

describe('tokens and values', () => {
  it('reads numbers, booleans, null and references', () => {
    expect(parse('42')).toBe(42);
    expect(parse('-3.5')).toBe(-3.5);
    expect(parse('.5')).toBe(0.5);
    expect(parse('+7')).toBe(7);
    expect(parse('true')).toBe(true);
    expect(parse('false')).toBe(false);
    expect(parse('null')).toBeNull();
    expect(parse('12 0 R')).toEqual(new PdfRef(12, 0));
    expect(parse('[1 2 3 0 R 4]')).toEqual([1, 2, new PdfRef(3, 0), 4]);
    expect(parse('[1 2]')).toEqual([1, 2]);
  });

  it('decodes #xx in names and stops names at delimiters', () => {
    expect(parse('/J#53')).toEqual(new PdfName('JS'));
    expect(parse('/A#41')).toEqual(new PdfName('AA'));
    expect(parse('/Name#20With#23')).toEqual(new PdfName('Name With#'));
    expect(parse('[/A/B(c)]')).toEqual([new PdfName('A'), new PdfName('B'), expect.any(PdfString)]);
    expect(parse('/')).toEqual(new PdfName(''));
  });

  it('reads literal strings with nesting and every escape', () => {
    expect(str(parse('(a (nested) b)'))).toBe('a (nested) b');
    expect(str(parse('(\\n\\r\\t\\b\\f\\(\\)\\\\)'))).toBe('\n\r\t\b\f()\\');
    expect(str(parse('(\\101\\7\\0053)'))).toBe('A\x07\x053');
    expect(str(parse('(line\\\ncontinued\\\r\nagain)'))).toBe('linecontinuedagain');
    expect(str(parse('(\\q)'))).toBe('q');
  });

  it('reads hex strings, whitespace ignored and an odd digit padded', () => {
    expect(str(parse('<48 65 6c6C6f>'))).toBe('Hello');
    expect(str(parse('<901FA>'))).toBe('\x90\x1f\xa0');
    expect(str(parse('<>'))).toBe('');
  });

  it('reads dictionaries and skips comments', () => {
    const dict = parse('<< /Type /Page % a comment\n /Kids [1 0 R] /N << /x (y) >> >>');
    expect(dict).toEqual(
      new Map<string, PdfValue>([
        ['Type', new PdfName('Page')],
        ['Kids', [new PdfRef(1, 0)]],
        ['N', new Map([['x', new PdfString(Buffer.from('y'))]])],
      ]),
    );
  });

  it.each([
    ['an unterminated string', '(abc'],
    ['an unterminated hex string', '<abc'],
    ['a bad hex digit', '<zz>'],
    ['an unterminated array', '[1 2'],
    ['an unterminated dictionary', '<< /A 1'],
    ['a key that is not a name', '<< 1 2 >>'],
    ['a lone )', ')'],
    ['a lone >', '>'],
    ['a stray keyword', 'endobj'],
    ['nothing', ''],
  ])('refuses %s as damaged', (_label, text) => {
    expect(() => parse(text)).toThrow(expect.objectContaining({ kind: 'damaged' }));
  });

  it('reads a stray word inside a value as null, as pdf.js reads past it', () => {
    expect(parse('<< /A 1.2.3 /B --5 /C /D >>')).toEqual(
      new Map<string, PdfValue>([
        ['A', null],
        ['B', null],
        ['C', new PdfName('D')],
      ]),
    );
    expect(() => parse('<< /A stream >>')).toThrow(expect.objectContaining({ kind: 'damaged' }));
  });

  it('refuses nesting past the cap as too complex, without overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(() => parse(deep)).toThrow(expect.objectContaining({ kind: 'tooComplex' }));
    expect(parse('['.repeat(60) + ']'.repeat(60))).toBeDefined();
  });
});

/** Writes a value back as PDF syntax (names and strings escaped), for the round trip. */
function write(v: PdfValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  if (v instanceof PdfName) {
    return (
      '/' +
      [...v.value]
        .map((c) =>
          /[A-Za-z0-9]/.test(c) ? c : `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
        )
        .join('')
    );
  }
  if (v instanceof PdfString) return `<${Buffer.from(v.bytes).toString('hex')}>`;
  if (v instanceof PdfRef) return `${v.num} ${v.gen} R`;
  if (Array.isArray(v)) return `[${v.map(write).join(' ')}]`;
  if (v instanceof Map)
    return `<<${[...v].map(([k, x]) => `${write(new PdfName(k))} ${write(x)}`).join(' ')}>>`;
  throw new Error('no streams here');
}

/** A literal string of these bytes, with parentheses and backslashes escaped. */
const literal = (bytes: Uint8Array) =>
  '(' +
  [...bytes]
    .map((b) => (b === 0x28 || b === 0x29 || b === 0x5c ? '\\' : '') + String.fromCharCode(b))
    .join('') +
  ')';

const nameArb = fc.string({
  unit: fc.integer({ min: 1, max: 255 }).map((c) => String.fromCharCode(c)),
  maxLength: 12,
});
const leaf: fc.Arbitrary<PdfValue> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((d) => Math.round(d * 1000) / 1000),
  nameArb.map((n) => new PdfName(n)),
  fc.uint8Array({ maxLength: 40 }).map((b) => new PdfString(b)),
  fc.tuple(fc.nat(1e6), fc.nat(65535)).map(([n, g]) => new PdfRef(n, g)),
);
const valueArb = fc.letrec<{ value: PdfValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 6 }),
    fc
      .uniqueArray(fc.tuple(nameArb, tie('value')), { maxLength: 6, selector: ([k]) => k })
      .map((entries) => new Map(entries)),
  ),
})).value;

describe('properties', () => {
  it('parses what it writes back to the same value', () => {
    fc.assert(
      fc.property(valueArb, (value) => {
        const normal = (x: PdfValue): unknown =>
          x instanceof PdfString
            ? Buffer.from(x.bytes).toString('hex')
            : Array.isArray(x)
              ? x.map(normal)
              : x instanceof Map
                ? new Map([...x].map(([k, y]) => [k, normal(y)]))
                : Object.is(x, -0)
                  ? 0
                  : x;
        expect(normal(parse(write(value)))).toEqual(normal(value));
      }),
      { numRuns: 300 },
    );
  });

  it('reads literal strings of any bytes as those bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(
          Buffer.from((parse(Buffer.from(literal(bytes), 'latin1')) as PdfString).bytes),
        ).toEqual(Buffer.from(bytes));
      }),
    );
  });

  it('gives random bytes a value or a PdfError, never another exception, quickly', () => {
    const syntaxy = fc
      .array(
        fc.constantFrom(
          '<<',
          '>>',
          '[',
          ']',
          '(',
          ')',
          '<',
          '>',
          '/A#4',
          '\\',
          ' ',
          '1',
          '0 R',
          '%',
          '\n',
          'true',
          '{',
          'obj',
        ),
        { maxLength: 200 },
      )
      .map((t) => Buffer.from(t.join(''), 'latin1'));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
          syntaxy,
        ),
        (bytes) => {
          const started = performance.now();
          try {
            const lexer = new Lexer(bytes);
            const parser = new Parser(lexer);
            while (lexer.pos < bytes.length && parser.peekType() !== 'eof') parser.value();
          } catch (error) {
            expect(error).toBeInstanceOf(PdfError);
          }
          expect(performance.now() - started).toBeLessThan(200);
        },
      ),
      { numRuns: 500 },
    );
  });
});
