// What the server and a proof reader process (child.ts) say to each other over the fork's IPC
// channel (advanced serialization: the PDF's bytes travel as bytes, not as JSON).
import { HttpError } from '../../errors';
import type { ProofText, ReadLimits } from '../read';

/**
 * A job: the intake of an upload's data URL (its text's UTF-8 bytes, read as Latin-1: decoded, then
 * checkProofPdf), or the reading of a checked PDF.
 */
export type ReaderWork =
  { kind: 'check'; dataUrl: Uint8Array } | { kind: 'read'; pdf: Uint8Array; limits: ReadLimits };
export type ReaderJob = ReaderWork & { id: number };

/** The intake's result: the PDF's bytes and their SHA-256 (hex), both computed in the reader. */
export interface IntakeResult {
  pdf: Uint8Array;
  sha256: string;
}
/** A refusal of the intake (an HttpError) as data: it crosses the process boundary unchanged. */
export interface RefusalData {
  statusCode: number;
  message: string;
  code?: string;
  headers?: Record<string, string>;
}

/** Bytes that crossed the channel (a Uint8Array), as a Buffer over the same memory. */
export const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A job's error as its answer: a refusal (an HttpError) as data, anything else as its message. */
export function errorAnswer(
  id: number,
  error: unknown,
): { id: number; refusal: RefusalData } | { id: number; failed: string } {
  if (!(error instanceof HttpError)) {
    return { id, failed: (error as Error)?.message ?? String(error) };
  }
  const { statusCode, message, code, headers } = error;
  return {
    id,
    refusal: { statusCode, message, ...(code ? { code } : {}), ...(headers ? { headers } : {}) },
  };
}

/** The error an answer of errorAnswer stands for: the refusal as the HttpError it was. */
export function answerError(
  answer: { refusal: RefusalData } | { failed: string },
): HttpError | Error {
  if ('failed' in answer) return new Error(`the proof reader failed: ${answer.failed}`);
  const { statusCode, message, code, headers } = answer.refusal;
  return new HttpError(statusCode, message, code, undefined, headers);
}

/** What the pool's stats say (pool.ts). */
export interface PoolStats {
  readers: number;
  waiting: number;
  peak: number;
  lost: number;
  pids: number[];
}

/** What the server asks the reader host (host.ts). */
export type HostCall = { id: number } & (ReaderWork | { kind: 'stats' } | { kind: 'warm' });

/** What the reader host answers, or tells on its own (a reader it had to stop). */
export type HostAnswer =
  | { ready: true }
  | { id: number; ok: true; text?: ProofText; intake?: IntakeResult; stats?: PoolStats }
  | { id: number; refusal: RefusalData }
  | { id: number; failed: string }
  | { lost: { reason: 'deadline' | 'memory' | 'exit'; rssMb: number; detail: string } };

export type ReaderAnswer =
  | { ready: true }
  | { id: number; ok: true; text?: ProofText; intake?: IntakeResult }
  | { id: number; refusal: RefusalData }
  | { id: number; failed: string };
