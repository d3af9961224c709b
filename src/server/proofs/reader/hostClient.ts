// The server's side of the reader host (host.ts): one small process, started once, that runs
// the pool of reader processes. Each check or reading is one message there and one back; the
// pool's refusals (PDF_READ_LIMITS, PROOF_READERS_BUSY with Retry-After) and the intake's come
// back as the HttpError they were. Should the host stop, the calls under way fail and the next
// call starts another.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { entryExecArgv, readerEntry } from './entries';
import { READER_NICE, readersBusy } from './pool';
import type { ProofText, ReadLimits } from '../read';
import type { ReaderPoolOptions } from './pool';
import {
  answerError,
  asBuffer,
  type HostAnswer,
  type HostCall,
  type PoolStats,
  type ReaderWork,
} from './protocol';

/** An upload's PDF and its SHA-256 (hex), as a reader's intake answered them. */
export interface ProofFile {
  pdf: Buffer;
  sha256: string;
}

type Body = ReaderWork | { kind: 'stats' } | { kind: 'warm' };
type Done = Extract<HostAnswer, { ok: true }>;

/** How long the host may take to kill its readers and exit before it is killed itself. */
const CLOSE_MS = 2_000;

export class ProofReaderHost {
  readonly #options: ReaderPoolOptions;
  #child: ChildProcess | null = null;
  #ready: Promise<ChildProcess> | null = null;
  #calls = new Map<number, { resolve(answer: Done): void; reject(error: Error): void }>();
  #next = 1;
  #closed = false;
  /** Checks and readings sent and not yet answered. */
  #jobs = 0;

  constructor(options: ReaderPoolOptions) {
    this.#options = options;
  }

  /** close() was called: calls under way failed because of it, not of a reader. */
  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Refuses at once (503, Retry-After) when every reader is busy and the waiting line is full,
   * before the upload's bytes are even decoded; the host's pool refuses the same past its bound.
   */
  assertRoom(): void {
    const { readers, queue, timeoutMs } = this.#options;
    if (this.#jobs >= readers + queue) throw readersBusy(timeoutMs);
  }

  /**
   * The intake of an upload's data URL (its text's UTF-8 bytes, or the string) in a reader:
   * decoded and checked there, answered as the PDF's bytes and their SHA-256. The reader reads
   * the bytes as Latin-1: a data URL is ASCII, and any other character stays one the base64
   * check refuses (UTF-8 sends it as bytes of 0x80 and above).
   */
  async check(dataUrl: Buffer | string): Promise<ProofFile> {
    const bytes = typeof dataUrl === 'string' ? Buffer.from(dataUrl, 'utf8') : dataUrl;
    const { intake } = await this.#call({ kind: 'check', dataUrl: bytes });
    const { pdf, sha256 } = intake!;
    return { pdf: asBuffer(pdf), sha256 };
  }

  async read(pdf: Buffer, limits: ReadLimits): Promise<ProofText> {
    return (await this.#call({ kind: 'read', pdf, limits })).text!;
  }

  /** Starts the host and one reader, so the first upload pays no start-up. */
  async warm(): Promise<void> {
    await this.#call({ kind: 'warm' });
  }

  async stats(): Promise<PoolStats & { host: number | null }> {
    const { stats } = await this.#call({ kind: 'stats' });
    return { ...stats!, host: this.#child?.pid ?? null };
  }

  /** Ends the host and its readers, and waits until they are gone. */
  async close(): Promise<void> {
    this.#closed = true;
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // The host kills its readers when its channel closes (host.ts), then exits.
    if (child.connected) child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_MS);
    await exited;
    clearTimeout(timer);
  }

  #host(): Promise<ChildProcess> {
    if (this.#ready) return this.#ready;
    const { readers, queue, timeoutMs, memoryMb } = this.#options;
    const file = readerEntry('host');
    const child = fork(file, [JSON.stringify({ readers, queue, timeoutMs, memoryMb })], {
      // The host itself holds little.
      execArgv: [...entryExecArgv(file), '--max-old-space-size=256'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // The host yields the CPU to the server as its readers do: its own start takes CPU (a second
    // of a core from source, through tsx) that a server under load must not share on equal terms.
    try {
      if (child.pid) setPriority(child.pid, READER_NICE);
    } catch {
      // Not permitted here: the host runs at the server's priority.
    }
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    this.#child = child;
    const ready = new Promise<ChildProcess>((started, fail) => {
      child.on('message', (answer: HostAnswer) => {
        if ('ready' in answer) started(child);
        else if ('lost' in answer) this.#options.onLost?.(answer.lost);
        else this.#answer(answer);
      });
      const stopped = (how: string) => {
        const error = new Error(`the proof reader host stopped (${how}): ${stderr}`);
        fail(error);
        if (this.#child === child) {
          this.#child = null;
          this.#ready = null;
        }
        for (const call of this.#calls.values()) call.reject(error);
        this.#calls.clear();
      };
      child.once('exit', (code, signal) => stopped(String(code ?? signal)));
      child.once('error', (error) => stopped(error.message));
    });
    ready.catch(() => undefined);
    this.#ready = ready;
    return ready;
  }

  async #call(body: Body): Promise<Done> {
    if (this.#closed) throw new Error('the proof readers are closed');
    if (body.kind !== 'check' && body.kind !== 'read') return this.#send(body);
    this.#jobs += 1;
    try {
      return await this.#send(body);
    } finally {
      this.#jobs -= 1;
    }
  }

  async #send(body: Body): Promise<Done> {
    const child = await this.#host();
    const id = this.#next++;
    return new Promise<Done>((resolve, reject) => {
      if (this.#calls.size === 0) this.#keepAlive(child, true);
      this.#calls.set(id, { resolve, reject });
      child.send({ id, ...body } satisfies HostCall);
    });
  }

  #answer(answer: Exclude<HostAnswer, { ready: true } | { lost: unknown }>) {
    const call = this.#calls.get(answer.id);
    if (!call) return;
    this.#calls.delete(answer.id);
    if (this.#calls.size === 0 && this.#child) this.#keepAlive(this.#child, false);
    if ('ok' in answer) call.resolve(answer);
    else call.reject(answerError(answer));
  }

  /** The host keeps the server's process alive only while a call waits for its answer. */
  #keepAlive(child: ChildProcess, on: boolean) {
    const channel = child.channel as { ref?(): void; unref?(): void } | null | undefined;
    if (on) {
      child.ref();
      channel?.ref?.();
    } else {
      child.unref();
      channel?.unref?.();
    }
  }
}
