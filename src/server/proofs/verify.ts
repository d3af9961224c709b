// verifyProof (issue 13): reads an uploaded declarations page and checks it field by field
// against what the tenant's proof must show. The upload endpoints call it; the server's shutdown
// (and each test file's teardown) calls closeProofReader so no OCR worker outlives it.
import { checkProof, unreadableProof } from '../../domain/proofs';
import { closeOcr } from './ocr';
import { readProof, READ_LIMITS, type ReadLimits } from './read';
import type { ProofVerification, VerifyProof } from './types';

export { READ_LIMITS };

/**
 * Never throws for a bad PDF: an unreadable one answers readBy 'none', is_valid false and every
 * check unknown with a reason asking for a clearer copy.
 */
export const verifyProof: VerifyProof = async (pdf, expected) =>
  verifyProofWith(pdf, expected, READ_LIMITS);

export async function verifyProofWith(
  pdf: Buffer,
  expected: Parameters<VerifyProof>[1],
  limits: ReadLimits,
): Promise<ProofVerification> {
  const { readBy, lines } = await readProof(pdf, limits);
  if (readBy === 'none') return { readBy, ...unreadableProof(expected) };
  return { readBy, ...checkProof(lines, expected) };
}

/** Ends the OCR worker, if one was started. Safe to call more than once. */
export const closeProofReader = closeOcr;
