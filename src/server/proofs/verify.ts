// verifyProof: reads an uploaded declarations page and checks it field by field
// against what the tenant's proof must show. The reading runs in a reader process
// (readers.ts); only the field checks, on the lines it read, run here. The server's shutdown (and
// each test file's teardown) calls closeProofReader so no reader outlives it.
import { checkProof, unreadableProof } from '../../domain/proofs';
import { closeOcr } from './ocr';
import { readProof, READ_LIMITS, type ProofText, type ReadLimits } from './read';
import { closeProofReaders, proofReaders, proofReaderSettings } from './readers';
import type { ProofVerification, VerifyProof } from './types';

export { READ_LIMITS };

/**
 * The limits of a reading in a reader process: its own deadline comes before the one that kills
 * the process, so a slow but orderly reading ends as 'unreadable' rather than refused.
 */
export function isolatedReadLimits(timeoutMs = proofReaderSettings().timeoutMs): ReadLimits {
  return { ...READ_LIMITS, timeoutMs: Math.floor(timeoutMs * 0.8) };
}

const verdict = ({ readBy, lines }: ProofText, expected: Parameters<VerifyProof>[1]) =>
  readBy === 'none'
    ? { readBy, ...unreadableProof(expected) }
    : { readBy, ...checkProof(lines, expected) };

/**
 * Reads the PDF in a reader process. Never throws for a PDF pdf.js cannot read: an unreadable
 * one answers readBy 'none', is_valid false and every check unknown with a reason asking for a
 * clearer copy. Throws PDF_READ_LIMITS (400) when the reader had to be killed, and
 * PROOF_READERS_BUSY (503) when every reader is busy and the waiting line is full.
 */
export const verifyProof: VerifyProof = async (pdf, expected) =>
  verdict(await proofReaders().read(pdf, isolatedReadLimits()), expected);

/** The same reading in this process, with these limits (tests of the limits themselves). */
export async function verifyProofWith(
  pdf: Buffer,
  expected: Parameters<VerifyProof>[1],
  limits: ReadLimits,
): Promise<ProofVerification> {
  return verdict(await readProof(pdf, limits), expected);
}

/** Ends the reader processes and this process's OCR worker. Safe to call more than once. */
export async function closeProofReader(): Promise<void> {
  await Promise.all([closeProofReaders(), closeOcr()]);
}
