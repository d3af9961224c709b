// The pool of proof reader processes (src/server/proofs/reader/pool.ts) with a
// stand-in reader (test/helpers/readerStandIn.ts): a reading past its deadline or its memory
// limit, or a reader that dies, is refused with PDF_READ_LIMITS and the reader replaced; the
// intake's refusals cross unchanged; past the readers and the waiting line a job is refused with
// 503 and Retry-After; closing kills every reader.
import { resolve } from 'node:path';
import { proofFileMessages } from '../../../src/domain/messages';
import { HttpError } from '../../../src/server/errors';
import { READ_LIMITS } from '../../../src/server/proofs/read';
import { ProofReaderPool, type ReaderPoolOptions } from '../../../src/server/proofs/reader/pool';

const STAND_IN = resolve(__dirname, '../../helpers/readerStandIn.ts');
const pools: ProofReaderPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

function pool(options: Partial<ReaderPoolOptions> = {}) {
  const lost: string[] = [];
  const made = new ProofReaderPool({
    readers: 1,
    queue: 1,
    timeoutMs: 1_000,
    memoryMb: 300,
    file: STAND_IN,
    onLost: (event) => lost.push(event.reason),
    ...options,
  });
  pools.push(made);
  return { pool: made, lost };
}

const pdf = (text: string) => Buffer.from(text, 'latin1');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const refusal = (error: unknown) => {
  const e = error as HttpError;
  return { status: e.statusCode, code: e.code, message: e.message, headers: e.headers };
};

describe('ProofReaderPool', () => {
  // Starting a reader costs a few tenths of a CPU-second (node and tsx): the tests that need a
  // pool as the defaults make it take turns on this one, each finding it with one idle reader
  // (a reader killed or retired is replaced at once), and look at what their own job changed.
  const shared = pool();

  it('reads in one reader, kept for the next job', async () => {
    const { pool: p } = shared;
    await p.warm();
    const [pid] = p.stats().pids;
    expect(await p.read(pdf('hello'), READ_LIMITS)).toEqual({ readBy: 'text', lines: [] });
    await p.check(pdf('hello'));
    expect(p.stats().pids).toEqual([pid]);
  });

  it('a reader that gave up on a file is replaced, so the next job does not wait for it', async () => {
    const { pool: p, lost } = shared;
    await p.warm();
    const lostBefore = lost.length;
    const [pid] = p.stats().pids;
    expect(await p.read(pdf('giveup'), READ_LIMITS)).toMatchObject({
      readBy: 'none',
      gaveUp: true,
    });
    // Still busy with the abandoned file, it would hold this one past the 1 s deadline.
    expect(await p.read(pdf('hello'), READ_LIMITS)).toEqual({ readBy: 'text', lines: [] });
    expect(p.stats().pids).not.toContain(pid);
    await new Promise((done) => setTimeout(done, 100));
    expect(alive(pid!)).toBe(false);
    expect(lost.slice(lostBefore)).toEqual([]);
  });

  it("the intake's refusal crosses unchanged", async () => {
    const { pool: p } = shared;
    const error = await p.check(pdf('refuse')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(refusal(error)).toMatchObject({ status: 400, code: 'NOT_A_PDF', message: 'Not a PDF.' });
  });

  it.each([
    ['past its deadline', 'hang', 'deadline'],
    ['past its memory limit', 'grow', 'memory'],
    ['that dies', 'die', 'exit'],
  ])(
    'a reader %s: refused with PDF_READ_LIMITS, killed and replaced',
    async (_what, text, reason) => {
      // Memory grows at its own pace on a busy machine: that case is not cut short by the deadline
      // (a pool of its own, with a longer one).
      const { pool: p, lost } = reason === 'memory' ? pool({ timeoutMs: 10_000 }) : shared;
      await p.warm();
      const lostBefore = { events: lost.length, count: p.stats().lost };
      const [first] = p.stats().pids;
      const started = Date.now();
      const error = await p.read(pdf(text), READ_LIMITS).catch((e: unknown) => e);
      expect(refusal(error)).toMatchObject({
        status: 400,
        code: 'PDF_READ_LIMITS',
        message: proofFileMessages.readLimits,
      });
      expect(Date.now() - started).toBeLessThan(12_000);
      expect(lost.slice(lostBefore.events)).toEqual([reason]);
      expect(alive(first!)).toBe(false);
      expect(await p.read(pdf('next'), READ_LIMITS)).toEqual({ readBy: 'text', lines: [] });
      expect(p.stats()).toMatchObject({ readers: 1, peak: 1, lost: lostBefore.count + 1 });
    },
    15_000,
  );

  it('past the readers and the waiting line: 503 with Retry-After; the queued job runs next', async () => {
    const { pool: p } = pool({ readers: 1, queue: 1, timeoutMs: 1_500 });
    const hung = p.read(pdf('hang'), READ_LIMITS).catch((e: unknown) => e);
    const queued = p.read(pdf('after'), READ_LIMITS);
    const refused = await p.read(pdf('third'), READ_LIMITS).catch((e: unknown) => e);
    expect(refusal(refused)).toEqual({
      status: 503,
      code: 'PROOF_READERS_BUSY',
      message: proofFileMessages.readersBusy,
      headers: { 'retry-after': '2' },
    });
    expect(refusal(await hung)).toMatchObject({ code: 'PDF_READ_LIMITS' });
    expect(await queued).toEqual({ readBy: 'text', lines: [] });
    expect(p.stats().peak).toBe(1);
  }, 15_000);

  it('closing kills every reader, busy or idle', async () => {
    const { pool: p } = pool({ readers: 2, timeoutMs: 60_000 });
    const hung = p.read(pdf('hang'), READ_LIMITS).catch((e: unknown) => e);
    await p.read(pdf('ok'), READ_LIMITS);
    const pids = p.stats().pids;
    expect(pids).toHaveLength(2);
    await p.close();
    expect(await hung).toBeInstanceOf(Error);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  }, 15_000);
});
