// The proof reader processes: at most `readers` of them, each reading one PDF at a time
// in a process of its own (child.ts), with a bounded line of jobs waiting for one. A reader is
// killed (SIGKILL: the only stop that works inside pdf.js's parser or native code) when its job
// passes the deadline or its resident memory passes the limit; the job is refused with a clear
// message and another reader starts in its place. Past the waiting line, a job is refused at once
// with 503 and Retry-After. The server's own thread only sends bytes and receives an answer.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { proofFileMessages as m } from '../../../domain/messages';
import { HttpError } from '../../errors';
import type { ProofText, ReadLimits } from '../read';
import { entryExecArgv, readerEntry } from './entries';
import { answerError, type IntakeResult, type ReaderAnswer, type ReaderWork } from './protocol';

export interface ReaderPoolOptions {
  /** Reader processes at most, busy or idle. */
  readers: number;
  /** Jobs waiting for a reader at most; more are refused (503). */
  queue: number;
  /** A job's deadline from the moment its reader starts it; past it the reader is killed. */
  timeoutMs: number;
  /** A reader's resident memory limit (MB); past it the reader is killed. */
  memoryMb: number;
  /** How often a busy reader's memory is read (ms). */
  watchMs?: number;
  /** Told when a reader is killed or dies during a job (the server logs it). */
  onLost?(event: { reason: 'deadline' | 'memory' | 'exit'; rssMb: number; detail: string }): void;
  /** The process's entry file (tests stand in others); a reader's (entries.ts) by default. */
  file?: string;
}

type Done = Extract<ReaderAnswer, { ok: true }>;
type Pending = {
  job: ReaderWork;
  resolve(answer: Done): void;
  reject(error: Error): void;
};

interface Reader {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Pending | null;
  /** It said it was ready: a death after that is its job's doing, before it its start's. */
  started: boolean;
  killedFor: 'deadline' | 'memory' | null;
  /** The most memory seen during its job (MB), and whether a read of it is under way. */
  rssMb: number;
  watching: boolean;
  timers: NodeJS.Timeout[];
  /** The end of what it wrote on stderr (a V8 out-of-memory report, say), for the log. */
  stderr: string;
}

/** A reader's CPU priority (nice): below the server's 0. */
export const READER_NICE = 10;

/**
 * Resident memory of a process in MB, from Linux's /proc; 0 where there is none. Read off the
 * server's thread (libuv's pool): the kernel may hold the read while the process maps or frees
 * gigabytes, which in a synchronous read stopped the server's thread for up to a second.
 */
export async function residentMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'latin1');
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every reader busy and the line full: try again once a reading may have ended. */
export const readersBusy = (timeoutMs: number) =>
  new HttpError(503, m.readersBusy, 'PROOF_READERS_BUSY', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(timeoutMs / 1000))),
  });

export const readLimits = () => new HttpError(400, m.readLimits, 'PDF_READ_LIMITS');

export class ProofReaderPool {
  readonly #options: Required<Omit<ReaderPoolOptions, 'onLost'>> &
    Pick<ReaderPoolOptions, 'onLost'>;
  #readers = new Set<Reader>();
  #idle: Reader[] = [];
  #waiting: Pending[] = [];
  #next = 1;
  #closed = false;
  #peak = 0;
  /** Readers killed between jobs that have not exited yet: they count against the pool. */
  #dying = 0;
  #lost = 0;

  constructor(options: ReaderPoolOptions) {
    this.#options = { watchMs: 25, file: readerEntry('child'), ...options };
  }

  /** Readers now, the most there ever were at once, and how many were killed or died. */
  stats() {
    return {
      readers: this.#readers.size,
      waiting: this.#waiting.length,
      peak: this.#peak,
      lost: this.#lost,
      pids: [...this.#readers].map((r) => r.child.pid!),
    };
  }

  /**
   * The intake of a data URL's text in a reader (decoded, then checked): the PDF and its SHA-256.
   * Throws the intake's refusal (an HttpError) as it was thrown.
   */
  async check(dataUrl: Buffer): Promise<IntakeResult> {
    return (await this.#run({ kind: 'check', dataUrl })).intake!;
  }

  /** The PDF's text (or OCR) in a reader. */
  async read(pdf: Buffer, limits: ReadLimits): Promise<ProofText> {
    return (await this.#run({ kind: 'read', pdf, limits })).text!;
  }

  /** Starts a reader now, so the first upload pays no start-up. */
  async warm(): Promise<void> {
    if (this.#closed || this.#readers.size > 0) return;
    const reader = this.#spawn();
    this.#idle.push(reader);
    await reader.ready;
  }

  /** Kills every reader; jobs waiting or under way fail. Safe to call more than once. */
  async close(): Promise<void> {
    this.#closed = true;
    const closing = new Error('the proof readers are closing');
    for (const pending of this.#waiting.splice(0)) pending.reject(closing);
    const exits = [...this.#readers].map(
      (reader) =>
        new Promise<void>((done) => {
          if (reader.child.exitCode !== null || reader.child.signalCode !== null) done();
          else reader.child.once('exit', () => done());
          reader.child.kill('SIGKILL');
        }),
    );
    await Promise.all(exits);
  }

  #run(job: ReaderWork): Promise<Done> {
    return new Promise((resolve, reject) => {
      if (this.#closed) return reject(new Error('the proof readers are closed'));
      const pending = { job, resolve, reject };
      const idle = this.#idle.pop();
      if (idle) return this.#start(idle, pending);
      if (this.#readers.size + this.#dying < this.#options.readers)
        return this.#start(this.#spawn(), pending);
      if (this.#waiting.length < this.#options.queue) return void this.#waiting.push(pending);
      reject(readersBusy(this.#options.timeoutMs));
    });
  }

  #spawn(): Reader {
    const heapMb = Math.max(64, Math.floor(this.#options.memoryMb * 0.6));
    const child = fork(this.#options.file, [], {
      execArgv: [...entryExecArgv(this.#options.file), `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // Readers yield the CPU to the server (nice 10): a hostile file read, or a reader starting in
    // place of a killed one, must not take turns with requests on equal terms.
    try {
      if (child.pid) setPriority(child.pid, READER_NICE);
    } catch {
      // Not permitted here: the reader runs at the server's priority.
    }
    const reader: Reader = {
      child,
      ready: Promise.resolve(),
      pending: null,
      started: false,
      killedFor: null,
      rssMb: 0,
      watching: false,
      timers: [],
      stderr: '',
    };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on(
      'data',
      (chunk: string) => (reader.stderr = (reader.stderr + chunk).slice(-2000)),
    );
    reader.ready = new Promise<void>((ready, fail) => {
      child.on('message', (answer: ReaderAnswer) => {
        if ('ready' in answer) {
          reader.started = true;
          ready();
        } else this.#answer(reader, answer);
      });
      child.once('exit', (code, signal) => {
        fail(new Error(`a proof reader could not start (${code ?? signal}): ${reader.stderr}`));
        this.#exited(reader, `${code ?? signal}`);
      });
      child.once('error', (error) => {
        fail(error);
        this.#exited(reader, error.message);
      });
    });
    reader.ready.catch(() => undefined);
    this.#readers.add(reader);
    this.#peak = Math.max(this.#peak, this.#readers.size + this.#dying);
    return reader;
  }

  #start(reader: Reader, pending: Pending) {
    reader.pending = pending;
    reader.rssMb = 0;
    reader.child.ref();
    (reader.child.channel as { ref?(): void } | null | undefined)?.ref?.();
    reader.ready.then(
      () => {
        if (reader.pending !== pending) return;
        const options = this.#options;
        reader.timers.push(
          setTimeout(() => this.#kill(reader, 'deadline'), options.timeoutMs),
          setInterval(() => {
            if (reader.watching) return;
            reader.watching = true;
            void residentMb(reader.child.pid!).then((mb) => {
              reader.watching = false;
              reader.rssMb = Math.max(reader.rssMb, mb);
              if (mb > options.memoryMb) this.#kill(reader, 'memory');
            });
          }, options.watchMs),
        );
        reader.child.send({ id: this.#next++, ...pending.job });
      },
      // It could not start: #exited fails the job.
      () => undefined,
    );
  }

  #kill(reader: Reader, reason: 'deadline' | 'memory') {
    if (reader.killedFor) return;
    reader.killedFor = reason;
    reader.child.kill('SIGKILL');
  }

  #answer(reader: Reader, answer: Exclude<ReaderAnswer, { ready: true }>) {
    const pending = reader.pending;
    if (!pending || reader.killedFor) return;
    this.#stopWatching(reader);
    reader.pending = null;
    if ('ok' in answer && answer.text?.gaveUp) {
      // Answered, but pdf.js may still be busy with the file: the next job would wait for it.
      pending.resolve(answer);
      return this.#retire(reader);
    }
    if ('ok' in answer) pending.resolve(answer);
    else pending.reject(answerError(answer));
    this.#release(reader);
  }

  /** A reader whose job ended: the next waiting job, else idle (not keeping the server alive). */
  #release(reader: Reader) {
    const next = this.#waiting.shift();
    if (next) return this.#start(reader, next);
    reader.child.unref();
    (reader.child.channel as { unref?(): void } | null | undefined)?.unref?.();
    this.#idle.push(reader);
  }

  /**
   * Kills a reader between jobs and starts another in its place (for the next job waiting) once
   * it is gone: a dying reader still holds its memory, and the pool never runs more processes
   * than `readers`.
   */
  #retire(reader: Reader) {
    this.#readers.delete(reader);
    this.#idle = this.#idle.filter((r) => r !== reader);
    this.#dying += 1;
    const replace = () => {
      this.#dying -= 1;
      if (this.#closed || this.#readers.size + this.#dying >= this.#options.readers) return;
      const next = this.#waiting.shift();
      if (next) this.#start(this.#spawn(), next);
      else this.#idle.push(this.#spawn());
    };
    if (reader.child.exitCode !== null || reader.child.signalCode !== null) replace();
    else reader.child.once('exit', replace);
    reader.child.kill('SIGKILL');
  }

  #stopWatching(reader: Reader) {
    for (const timer of reader.timers) clearTimeout(timer);
    reader.timers = [];
  }

  #exited(reader: Reader, how: string) {
    if (!this.#readers.has(reader)) return;
    this.#stopWatching(reader);
    this.#readers.delete(reader);
    this.#idle = this.#idle.filter((r) => r !== reader);
    const pending = reader.pending;
    reader.pending = null;
    if (!reader.started) {
      // It could not start (a broken install, no memory): every job waiting fails, and nothing
      // is started again until the next job asks, so a reader that cannot start does not loop.
      const error = new Error(`a proof reader could not start (${how}): ${reader.stderr}`);
      for (const waiting of [pending, ...this.#waiting.splice(0)]) waiting?.reject(error);
      return;
    }
    if (pending) {
      this.#lost += 1;
      const reason = reader.killedFor ?? 'exit';
      this.#options.onLost?.({
        reason,
        rssMb: Math.round(reader.rssMb),
        detail: reader.killedFor ? `killed (${reason})` : `exited (${how}): ${reader.stderr}`,
      });
      pending.reject(readLimits());
    }
    if (this.#closed) return;
    // Replaced at once: the next job (or the next upload) finds a reader started.
    const next = this.#waiting.shift();
    if (next) this.#start(this.#spawn(), next);
    else if (pending && this.#readers.size === 0) this.#idle.push(this.#spawn());
  }
}
