// The server's one pool of proof reader processes (reader/pool.ts, run by the reader host,
// reader/host.ts and hostClient.ts), shared by every upload, the
// seed and scripts. buildApp configures it from AppConfig.proofReader and closes it with the
// server; anything else (the seed, a script, a test of verifyProof) gets one with the
// configuration's defaults, started at its first read and closed by closeProofReader.
import { loadConfig, type AppConfig } from '../config';
import { ProofReaderHost } from './reader/hostClient';
import type { ReaderPoolOptions } from './reader/pool';

type Settings = AppConfig['proofReader'] & Pick<ReaderPoolOptions, 'onLost'>;

let settings: Settings | null = null;
let pool: ProofReaderHost | null = null;

const same = (a: Settings, b: Settings) =>
  a.readers === b.readers &&
  a.queue === b.queue &&
  a.timeoutMs === b.timeoutMs &&
  a.memoryMb === b.memoryMb;

/** The limits every later read uses; a pool started with other limits is closed. */
export function configureProofReaders(next: Settings): void {
  if (settings && same(settings, next)) {
    settings = next;
    return;
  }
  settings = next;
  const old = pool;
  pool = null;
  void old?.close();
}

export function proofReaderSettings(): Settings {
  settings ??= loadConfig().proofReader;
  return settings;
}

/** The reader host and its pool, started on first use. */
export function proofReaders(): ProofReaderHost {
  pool ??= new ProofReaderHost(proofReaderSettings());
  return pool;
}

/** Kills every reader process; the next read starts a new pool. */
export async function closeProofReaders(): Promise<void> {
  const old = pool;
  pool = null;
  await old?.close();
}
