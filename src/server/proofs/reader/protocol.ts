// What the server and a proof reader process (child.ts) say to each other over the fork's IPC
// channel (advanced serialization: the PDF's bytes travel as bytes, not as JSON).
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
