// Hostile PDFs are read outside the server's thread. A real listening server
// (inject would share the test's thread with the request), readers limited here to 1 process, 2
// waiting, 3 s and 512 MB so a killed reading costs seconds. For each bomb of the probe: the
// answer, the server process's memory while it is read, that GET /version keeps answering, and
// that the server's thread parses and decodes none of the upload's base64 (the work that held it:
// dataUrlBody.ts). How long /version took is printed with HOSTILE_PDF_FIGURES, not
// asserted: on a shared machine a timed test fails on the machine's load, not on the code. Then
// many hostile uploads at once from rotating addresses: the pool bound holds, the rest are
// refused with 503 and Retry-After, and a legitimate upload afterwards works. Closing the server
// ends every reader process.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { proofFileMessages } from '../../../src/domain/messages';
import { storedFiles } from '../../../src/server/db/schema';
import {
  fourObjectStreams,
  gigabyteObjectStream,
  manyPagesPacked,
  manyPagesPdf,
  slowContentPdf,
  tallImagePdf,
} from '../../helpers/pdfBombs';
import { dataUrl, declarationsPage, newTenantFields, policyForm } from '../../helpers/proofPdfs';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import { proofReaders } from '../../../src/server/proofs/readers';

const READERS = 1;
const QUEUE = 2;
const server = useTestServer({
  config: {
    trustProxy: true,
    proofReader: { readers: READERS, queue: QUEUE, timeoutMs: 3_000, memoryMb: 512 },
  },
});
let base = '';
let nextAddress = 1;

beforeAll(async () => {
  // As main.ts does once the server listens: the host and a reader are started beforehand.
  await proofReaders().warm();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  if (process.env.HOSTILE_PDF_FIGURES) {
    const idle = await watched(() => new Promise((done) => setTimeout(done, 2_000)));
    report(`no upload: /version slowest ${Math.round(idle.slowest)} ms`);
  }
}, 30_000);

/** Every process's parent, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      map.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // It ended meanwhile.
    }
  }
  return map;
}

/** The processes started by `pid`, and theirs (the reader host and its readers). */
function descendants(pid = process.pid): number[] {
  const all = parents();
  const found: number[] = [];
  let level = [pid];
  while (level.length > 0) {
    level = [...all].filter(([, parent]) => level.includes(parent)).map(([child]) => child);
    found.push(...level);
  }
  return found;
}

/** What a process was started with, or why it cannot be told. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').replace(/\0/g, ' ');
  } catch {
    return `${pid} (gone)`;
  }
}

/** An ended process its parent has not yet waited for: it holds nothing but its entry. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/** The reader processes among them (tsx also starts an esbuild service beside the host). */
const readerPids = (host: number) =>
  descendants(host).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('reader/child.ts');
    } catch {
      return false;
    }
  });

/** A POST from its own client address (X-Forwarded-For: the per-address limits do not apply). */
/** `body` is sent as is when bytes: the tests encode a bomb before they start the clock. */
async function post(path: string, body: object | Buffer) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.28.${nextAddress >> 8}.${nextAddress++ & 255}`,
    },
    body: Buffer.isBuffer(body)
      ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength)
      : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const validateBody = (pdf: Buffer) =>
  Buffer.from(JSON.stringify({ selectedFile: dataUrl(pdf), selectedFileName: 'p.pdf' }));
/** validateThirdPartyPolicy with a PDF, or with a body made by validateBody. */
const validate = (pdf: Buffer, encoded = false) =>
  post('/v2/thirdPartyPolicy/validate', encoded ? pdf : validateBody(pdf));

/**
 * How much of the upload `pdf` this process (the server's thread, as the test shares it) gave
 * JSON.parse and decoded from base64 while `work` ran: the longest such text, counted only when it
 * holds the upload's own base64 (the server's other work, a job's mail attachment say, may parse
 * and decode texts of its own meanwhile). Both functions are looked up by their callers at each
 * call, so replacing them here sees every call.
 */
async function threadTexts<T>(work: () => Promise<T>, pdf?: Buffer) {
  const parse = JSON.parse;
  const from = Buffer.from;
  // The upload's base64 from its 3rd byte group on: in the JSON body and the data URL alike.
  const mark = pdf ? pdf.subarray(3, 51).toString('base64') : null;
  const ours = (text: string) => mark !== null && text.includes(mark);
  let parsed = 0;
  let decoded = 0;
  JSON.parse = function (text: string, reviver?: Parameters<typeof parse>[1]) {
    const t = String(text);
    if (ours(t)) parsed = Math.max(parsed, t.length);
    return parse(text, reviver);
  };
  Buffer.from = function (this: unknown, ...args: unknown[]) {
    const [value, encoding] = args;
    if (typeof value === 'string' && /^base64/i.test(String(encoding)) && ours(value)) {
      decoded = Math.max(decoded, value.length);
    }
    return (from as (...a: unknown[]) => Buffer).apply(this, args);
  } as typeof Buffer.from;
  try {
    return { result: await work(), parsed, decoded };
  } finally {
    JSON.parse = parse;
    Buffer.from = from;
  }
}

/**
 * The pause between two GET /version of the probe below. Each costs this process a few ms of CPU
 * (the client's side and the server's): every 10 ms for the figures, whose slowest answer should
 * be timed closely; otherwise every 50 ms, which still asks several times during the shortest
 * reading, and the assertions need answers during it, not their number.
 */
const PROBE_PAUSE_MS = process.env.HOSTILE_PDF_FIGURES ? 10 : 50;

/**
 * Runs `work` while GET /version is asked one request after another: the slowest answer (a
 * figure), how many were answered, the most the server process's resident memory and heap grew
 * over where they started (read every 10 ms), and the longest text its thread parsed or decoded
 * (threadTexts).
 */
async function watched<T>(work: () => Promise<T>, pdf?: Buffer) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let done = false;
  let slowest = 0;
  let answered = 0;
  let rssGrowth = 0;
  let heapGrowth = 0;
  const measure = () => {
    const { rss, heapUsed } = process.memoryUsage();
    rssGrowth = Math.max(rssGrowth, rss - rss0);
    heapGrowth = Math.max(heapGrowth, heapUsed - heap0);
  };
  const memory = setInterval(measure, 10);
  const probe = (async () => {
    // Each request is due a pause after the last answer; its time counts from then, so a server
    // thread held before the request could even be sent counts too (the probe shares it).
    let due = performance.now();
    while (!done) {
      const response = await fetch(`${base}/version`);
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - due);
      if (response.status === 200) answered += 1;
      measure();
      due = performance.now() + PROBE_PAUSE_MS;
      await new Promise((r) => setTimeout(r, PROBE_PAUSE_MS));
    }
  })();
  const started = performance.now();
  const texts = threadTexts(work, pdf).finally(() => {
    // Also when the work fails: no probe or timer is left running into the next test.
    done = true;
    clearInterval(memory);
    delay.disable();
  });
  const { result, parsed, decoded } = await texts;
  const ms = performance.now() - started;
  await probe;
  const blockedMs = Math.round(delay.max / 1e6);
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  const heapMb = mb(heapGrowth);
  return {
    result,
    ms,
    slowest,
    blockedMs,
    answered,
    rssMb: mb(rssGrowth),
    heapMb,
    parsed,
    decoded,
  };
}

/** The figures docs/security.md quotes, printed when HOSTILE_PDF_FIGURES is set. */
function report(line: string) {
  if (process.env.HOSTILE_PDF_FIGURES) console.info(line);
}

const messages = Object.values(proofFileMessages) as string[];

/** The upload wizard's body for a new tenant, with a real declarations page unless `pdf`. */
async function wizard(pdf?: Buffer) {
  const page = await declarationsPage({
    insured: 'Riley Chen',
    policyNumber: 'LEM-7781',
    interestedParty: 'Lakeshore Property Management',
    mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
    location: '900 Unknown Ave',
  });
  return { ...policyForm(pdf ?? page), ...newTenantFields };
}

/** A bomb sent to the upload wizard is refused and stores nothing; a real upload then is stored. */
async function uploadStoresNothing(test: TestServer) {
  const files = async () => (await test.handle.db.select().from(storedFiles)).length;
  const before = await files();
  const upload = (payload: object) =>
    test.call({ method: 'POST', url: '/v2/thirdPartyPolicy/upload', payload });
  const bomb = await upload(await wizard(gigabyteObjectStream()));
  expect(bomb.statusCode).toBe(400);
  expect(messages).toContain(bomb.json().message);
  expect(await files()).toBe(before);
  expect((await upload(await wizard())).statusCode).toBe(200);
  expect(await files()).toBe(before + 1);
}

describe('hostile PDFs are read in a reader process', () => {
  it.each([
    ['1 MB whose object stream inflates to 1 GB', gigabyteObjectStream, 'refused'],
    ['4 object streams of 480 MB', fourObjectStreams, 'refused'],
    ['a 400 x 99,999 one-bit image (the OCR path)', () => tallImagePdf(), 'unreadable'],
    ['10,000 pages', () => manyPagesPdf(10_000), 'refused'],
    ['60,000 pages (packed in an object stream)', () => manyPagesPacked(60_000), 'refused'],
    // 6.3 MB, an 8.4 MB body: its data URL is never parsed or decoded in the server's thread.
    ['60,000 pages (written plainly)', () => manyPagesPdf(60_000), 'refused'],
    // Within every cap: only the deadline stops it, by killing its reader.
    ['a page of 200 MB of drawing operators (0.4 MB)', () => slowContentPdf(), 'unreadable'],
  ] as const)('%s: answered clearly, the server keeps answering', async (what, make, want) => {
    const pdf = make();
    const files = (await server.handle.db.select().from(storedFiles)).length;
    const body = validateBody(pdf);
    const run = await watched(() => validate(body, true), pdf);
    const { status, body: answer } = run.result;
    report(
      `${what} (${pdf.length} bytes): ${status} ${String(answer.code ?? answer.readBy)} in ${Math.round(run.ms)} ms; /version answered ${run.answered} times, slowest ${Math.round(run.slowest)} ms (event loop held ${run.blockedMs} ms at most); server RSS +${run.rssMb} MB, heap +${run.heapMb} MB`,
    );
    if (want === 'unreadable' && status === 200) {
      // A legal PDF whose page is no readable scan: the wizard asks for a clearer copy.
      expect(answer).toMatchObject({ readBy: 'none', is_valid: false });
    } else {
      expect(status).toBe(400);
      expect(messages).toContain(answer.message);
    }
    expect(run.answered).toBeGreaterThan(0);
    expect(run.parsed).toBe(0);
    expect(run.decoded).toBe(0);
    expect(run.rssMb).toBeLessThan(100);
    expect(run.heapMb).toBeLessThan(100);
    expect((await server.handle.db.select().from(storedFiles)).length).toBe(files);
  });

  it('after a refused bomb the next upload is read at once', async () => {
    const run = await validate(gigabyteObjectStream());
    expect(run.status).toBe(400);
    expect(messages).toContain(run.body.message);
    const page = await declarationsPage({
      insured: 'Riley Chen',
      policyNumber: 'LEM-7781',
      interestedParty: 'Lakeshore Property Management',
      mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
    });
    const after = await validate(page);
    expect(after.status).toBe(200);
    expect(after.body.readBy).toBe('text');
  });

  it('many hostile uploads at once: at most the pool, the rest 503, then a real upload works', async () => {
    // Three readings held to the 3 s deadline one after another, each reader killed and another
    // started (at nice 10, a second of a core) for the next: past jest's 30 s on a loaded machine.
    let peak = 0;
    const { host } = await proofReaders().stats();
    const sampler = setInterval(() => (peak = Math.max(peak, readerPids(host!).length)), 20);
    // A file every cap lets through, so each one holds a reader until its deadline.
    const bomb = slowContentPdf();
    const body = validateBody(bomb);
    const run = await watched(
      () =>
        Promise.all(Array.from({ length: 12 }, () => post('/v2/thirdPartyPolicy/validate', body))),
      bomb,
    );
    clearInterval(sampler);
    const answers = run.result;
    const busy = answers.filter((a) => a.status === 503);
    report(
      `12 hostile uploads at once: ${answers.map((a) => a.status).join(' ')}; reader processes at most ${peak}; /version slowest ${Math.round(run.slowest)} ms (event loop held ${run.blockedMs} ms at most); server RSS +${run.rssMb} MB`,
    );
    expect(peak).toBeLessThanOrEqual(READERS);
    expect(busy.length).toBeGreaterThanOrEqual(12 - READERS - QUEUE);
    for (const a of busy) {
      expect(a.body).toEqual({
        message: proofFileMessages.readersBusy,
        code: 'PROOF_READERS_BUSY',
      });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // The others: refused past the deadline, or answered unreadable when the reading gave up.
    for (const a of answers.filter((x) => x.status !== 503)) {
      if (a.status === 200) expect(a.body).toMatchObject({ readBy: 'none', is_valid: false });
      else expect(a.status).toBe(400);
    }
    // Answering throughout: the twelve 1.4 MB data URLs are cut out of their bodies, not parsed
    // or decoded in the server's thread (dataUrlBody.ts).
    expect(run.answered).toBeGreaterThan(0);
    expect(run.parsed).toBe(0);
    expect(run.decoded).toBe(0);

    const upload = await post('/v2/thirdPartyPolicy/upload', await wizard());
    expect(upload.status).toBe(200);
  }, 60_000);

  it('a bomb sent to the upload wizard stores nothing', () => uploadStoresNothing(server));

  it('closing the server ends every reader process', async () => {
    // The host and its readers. (The esbuild services tsx starts beside the host and beside the
    // database thread are no readers: each ends on its own once its pipe closes, a moment later.)
    const { host } = await proofReaders().stats();
    const readers = [host!, ...readerPids(host!)];
    expect(readerPids(host!).length).toBeGreaterThan(0);
    await server.app.close();
    const alive = new Set(parents().keys());
    const left = readers.filter((pid) => alive.has(pid) && !zombie(pid)).map(commandLine);
    const strays = descendants()
      .map(commandLine)
      .filter((line) => line.includes('proofs/reader'));
    expect([...left, ...strays]).toEqual([]);
  });
});

if (postgresUrl) {
  describe('on PostgreSQL (DATABASE_URL)', () => {
    const pg = useTestServer({
      postgres: true,
      config: { proofReader: { readers: READERS, queue: QUEUE, timeoutMs: 3_000, memoryMb: 512 } },
    });
    it('a bomb sent to the upload wizard stores nothing', () => uploadStoresNothing(pg));
  });
}
