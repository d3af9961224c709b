// The JSON body parser: Fastify's own, except that an upload's PDF data URL is kept
// as the bytes it arrived as instead of being parsed, validated and decoded in the server's
// thread. A 10 MB PDF is a 13.4 MB data URL: JSON.parse spent about 65 ms on it, the contract's
// maxLength (counted character by character) 25 ms and the base64 decoding 50 to 60 ms, while
// every other request waited. Now the value's bytes are cut out of the body with two native
// searches, the rest is parsed as before, and the bytes go to a proof reader process, which
// decodes and checks them there (proofs/reader).
//
// Only a body the cut cannot misread takes this path: no backslash anywhere (so no escapes, and
// `"selectedFile"` can only be a key spelled plainly) and that key written once, its value
// starting with the data URL's prefix. The parsed body then holds the prefix alone as
// `selectedFile`, which still passes the contract's pattern; dataUrlOf gives the handler the
// bytes. Anything else is parsed whole, exactly as before.
import type { FastifyInstance } from 'fastify';

/** An upload's data URL: the string parsed from JSON, or its bytes kept by the body parser. */
export type PdfDataUrl = string | Buffer;

const PREFIX = 'data:application/pdf;base64,';
const PREFIX_BYTES = Buffer.from(PREFIX);
const KEY = Buffer.from('"selectedFile"');
const KEY_AND_VALUE = Buffer.from(`"selectedFile":"${PREFIX}`);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The data URLs' bytes, by the parsed body they were cut from. */
const kept = new WeakMap<object, Buffer>();

/**
 * The body with its data URL's value cut out and replaced by the prefix alone, and the value's
 * bytes; null when the body is not one the cut can take.
 */
export function cutDataUrl(body: Buffer): { rest: Buffer; value: Buffer } | null {
  const at = body.indexOf(KEY_AND_VALUE);
  if (at < 0 || body.indexOf(BACKSLASH) >= 0) return null;
  if (body.indexOf(KEY) !== at || body.indexOf(KEY, at + KEY.length) >= 0) return null;
  const start = at + KEY_AND_VALUE.length - PREFIX_BYTES.length;
  const end = body.indexOf(QUOTE, at + KEY_AND_VALUE.length);
  if (end < 0) return null;
  return {
    rest: Buffer.concat([body.subarray(0, start), PREFIX_BYTES, body.subarray(end)]),
    value: body.subarray(start, end),
  };
}

/** Replaces Fastify's JSON parser with the same parser that keeps a data URL's bytes. */
export function useDataUrlJsonParser(app: FastifyInstance): void {
  // Fastify's defaults: a body with __proto__ or constructor.prototype is refused.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const buffer = body as Buffer;
    const cut = cutDataUrl(buffer);
    if (!cut) return parse(request, buffer.toString('utf8'), done);
    parse(request, cut.rest.toString('utf8'), (error, value) => {
      const parsed = value as { selectedFile?: unknown } | null | undefined;
      if (error || !parsed || typeof parsed !== 'object' || parsed.selectedFile !== PREFIX) {
        // Not the top level's selectedFile (or not JSON): parsed whole, as Fastify would.
        return parse(request, buffer.toString('utf8'), done);
      }
      kept.set(parsed, cut.value);
      done(null, parsed);
    });
  });
}

/** The body's data URL: the bytes the parser kept, or the string it parsed. */
export function dataUrlOf(body: { selectedFile: string }): PdfDataUrl {
  return kept.get(body) ?? body.selectedFile;
}
