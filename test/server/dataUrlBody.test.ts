// The JSON body parser that keeps an upload's data URL as bytes (src/server/dataUrlBody.ts): for
// any body, what a handler gets is what Fastify's own parser gave (the data URL as the same text),
// and the value is cut out only where the cut cannot misread the body.
import Fastify from 'fastify';
import fc from 'fast-check';
import { cutDataUrl, dataUrlOf, useDataUrlJsonParser } from '../../src/server/dataUrlBody';

const PREFIX = 'data:application/pdf;base64,';

/** A Fastify app with the parser, answering what its handler saw. */
async function app() {
  const server = Fastify();
  useDataUrlJsonParser(server);
  server.post('/', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || typeof body.selectedFile !== 'string') {
      return { body, kept: false };
    }
    const dataUrl = dataUrlOf(body as { selectedFile: string });
    return {
      body: { ...body, selectedFile: dataUrl.toString() },
      kept: Buffer.isBuffer(dataUrl),
    };
  });
  await server.ready();
  return server;
}

const post = async (server: Awaited<ReturnType<typeof app>>, payload: string) => {
  const response = await server.inject({
    method: 'POST',
    url: '/',
    headers: { 'content-type': 'application/json' },
    payload,
  });
  return { status: response.statusCode, ...(response.json() as object) } as {
    status: number;
    body?: unknown;
    kept?: boolean;
  };
};

describe('the data-URL JSON body parser', () => {
  let server: Awaited<ReturnType<typeof app>>;
  beforeAll(async () => {
    server = await app();
  });
  afterAll(() => server.close());

  it('keeps the bytes of a plain upload body and parses the rest', async () => {
    const body = { selectedFile: `${PREFIX}JVBERi0xLjcK`, selectedFileName: 'a.pdf', leaseId: 3 };
    const answer = await post(server, JSON.stringify(body));
    expect(answer).toEqual({ status: 200, body, kept: true });
  });

  it('parses whole what the cut could misread', async () => {
    const cases = [
      // An escape anywhere (a name with a quote, a newline in a message).
      { selectedFile: `${PREFIX}AAAA`, firstName: 'O"Brien' },
      { selectedFile: `${PREFIX}AAAA`, message: 'two\nlines' },
      // Nested, not the top level's.
      { nested: { selectedFile: `${PREFIX}AAAA` }, selectedFile: 'other' },
      { nested: { selectedFile: `${PREFIX}AAAA` } },
      // Not a PDF data URL.
      { selectedFile: 'data:image/png;base64,AAAA' },
    ];
    for (const body of cases) {
      const answer = await post(server, JSON.stringify(body));
      expect(answer).toEqual({ status: 200, body, kept: false });
    }
    // The key twice: JSON.parse keeps the last.
    const twice = `{"selectedFile":"${PREFIX}AAAA","selectedFile":"${PREFIX}BBBB"}`;
    expect(await post(server, twice)).toEqual({
      status: 200,
      body: { selectedFile: `${PREFIX}BBBB` },
      kept: false,
    });
  });

  it("refuses what Fastify's parser refuses", async () => {
    for (const payload of [
      '',
      `{"selectedFile":"${PREFIX}AAAA"`,
      `{"selectedFile":"${PREFIX}AAAA",}`,
      `{"selectedFile":"${PREFIX}AAAA","__proto__":{"x":1}}`,
      `{"selectedFile":"${PREFIX}AAAA","constructor":{"prototype":{"x":1}}}`,
    ]) {
      expect((await post(server, payload)).status).toBe(400);
    }
  });

  it('gives the handler what JSON.parse gives, for any body (property)', async () => {
    const base64 = fc.stringMatching(/^[A-Za-z0-9+/]{0,40}={0,2}$/);
    const fields = fc.dictionary(
      fc.string({ maxLength: 12 }).filter((k) => k !== 'selectedFile' && k !== '__proto__'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null)),
      { maxKeys: 5 },
    );
    const file = fc.oneof(
      base64.map((b) => `${PREFIX}${b}`),
      fc.string({ maxLength: 30 }),
      fc.string({ maxLength: 30 }).map((s) => `${PREFIX}${s}`),
    );
    await fc.assert(
      fc.asyncProperty(fields, file, fc.boolean(), async (rest, selectedFile, first) => {
        const body = first ? { selectedFile, ...rest } : { ...rest, selectedFile };
        const payload = JSON.stringify(body);
        const answer = await post(server, payload);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(JSON.parse(payload));
      }),
      { numRuns: 300 },
    );
  });

  it('cuts out a 13 MB value with native searches only', () => {
    const value = `${PREFIX}${'A'.repeat(13_400_000)}`;
    const body = Buffer.from(JSON.stringify({ selectedFileName: 'a.pdf', selectedFile: value }));
    const cut = cutDataUrl(body)!;
    expect(cut.value.length).toBe(value.length);
    expect(cut.value.subarray(0, PREFIX.length).toString()).toBe(PREFIX);
    expect(JSON.parse(cut.rest.toString())).toEqual({
      selectedFileName: 'a.pdf',
      selectedFile: PREFIX,
    });
  });
});
