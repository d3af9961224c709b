/**
 * The server's log destination (src/server/logDestination.ts): lines are held until a block is
 * full, the flush interval passes, a warning or worse arrives, or the process exits; nothing is
 * reordered and nothing held is lost on a normal exit.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import {
  blockLogDestination,
  lineLevel,
  LOG_BLOCK_BYTES,
  LOG_FLUSH_MS,
  type LogDestination,
} from '../../src/server/logDestination';

const line = (level: number, msg: string) => `${JSON.stringify({ level, time: 1, msg })}\n`;

describe('log destination', () => {
  let dir: string;
  let file: string;
  let destination: LogDestination | undefined;
  const written = () => readFileSync(file, 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(os.tmpdir(), 'log-destination-'));
    file = join(dir, 'out.log');
    destination = blockLogDestination(openSync(file, 'w'));
  });
  afterEach(() => {
    destination?.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the level pino writes first, and nothing from other text', () => {
    expect(lineLevel(line(30, 'a'))).toBe(30);
    expect(lineLevel(line(50, 'a'))).toBe(50);
    expect(lineLevel('{"msg":"no level first"}\n')).toBeNaN();
    expect(lineLevel('plain text\n')).toBeNaN();
  });

  it('holds info lines, then writes them before a warning, in order', () => {
    destination!.write(line(30, 'one'));
    destination!.write(line(20, 'two'));
    expect(written()).toBe('');
    destination!.write(line(40, 'three'));
    expect(written()).toBe(line(30, 'one') + line(20, 'two') + line(40, 'three'));
  });

  it('writes errors, fatal lines and lines of unknown shape at once', () => {
    destination!.write(line(50, 'error'));
    expect(written()).toBe(line(50, 'error'));
    destination!.write(line(60, 'fatal'));
    destination!.write('not a pino line\n');
    expect(written()).toBe(line(50, 'error') + line(60, 'fatal') + 'not a pino line\n');
  });

  it('writes once a block has gathered', () => {
    const one = line(30, 'x'.repeat(200));
    const count = Math.ceil(LOG_BLOCK_BYTES / one.length) + 1;
    for (let i = 0; i < count; i += 1) destination!.write(one);
    // Everything up to the line that filled the block is out; at most the last line waits.
    expect(written().length).toBeGreaterThanOrEqual(LOG_BLOCK_BYTES);
    expect(written()).toBe(one.repeat(written().length / one.length));
  });

  it('writes held lines within the flush interval', async () => {
    destination!.write(line(30, 'quiet'));
    expect(written()).toBe('');
    const deadline = Date.now() + 20 * LOG_FLUSH_MS;
    while (written() === '' && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, LOG_FLUSH_MS / 4));
    }
    expect(written()).toBe(line(30, 'quiet'));
  });

  it('is what pino writes to: the lines are pino lines', () => {
    const logger = pino({ base: null }, destination!);
    logger.info('held');
    expect(written()).toBe('');
    logger.warn('now');
    const lines = written()
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(['held', 'now']);
  });
});

describe('log destination at exit', () => {
  const script = (body: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { blockLogDestination } = require(${JSON.stringify(
          resolve(__dirname, '../../src/server/logDestination.ts'),
        )});
         const out = blockLogDestination();
         for (let i = 0; i < 3; i += 1) out.write(JSON.stringify({ level: 30, msg: 'line ' + i }) + '\\n');
         ${body}`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
  const expected = ['line 0', 'line 1', 'line 2'];
  const messages = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((text) => (JSON.parse(text) as { msg: string }).msg);

  it('writes the held lines when the process exits', () => {
    const result = script('process.exit(0);');
    expect(result.status).toBe(0);
    expect(messages(result.stdout)).toEqual(expected);
  });

  it('writes them when the process ends because nothing is left to run', () => {
    const result = script('');
    expect(result.status).toBe(0);
    expect(messages(result.stdout)).toEqual(expected);
  });

  it('writes them when an uncaught exception ends the process', () => {
    const result = script("setTimeout(() => { throw new Error('boom'); });");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('boom');
    expect(messages(result.stdout)).toEqual(expected);
  });
});
