// The contract between the upload endpoints and the reading of a declarations page:
// what a proof is checked against, and the answer (openapi PolicyFileValidation).
import type { components } from '../generated/openapi';

export type ProofVerification = components['schemas']['PolicyFileValidation'];
export type ProofCheck = components['schemas']['ProofCheck'];

/** What the tenant's proof must show, from their lease, their company and what they typed. */
export interface ProofExpectations {
  /** The management company's names that count as interested party (name, interested-party name). */
  interestedParties: string[];
  /** Mailing addresses that count (the company's, else the support proof mailbox), multi-line. */
  interestedPartyAddresses: string[];
  /** The tenant's name as typed or on record: 'First Last'. */
  insuredName: string | null;
  policyNumber: string | null;
  /** ISO days as typed. */
  startDate: string | null;
  endDate: string | null;
  /** The manager's minimum liability (default 100,000). */
  minimumLiability: number;
  /** Optional (added with the reader): the liability the tenant typed; another amount on the page is a caution. */
  liabilityCoverage?: number | null;
  /** The lease to cover: from the later of its start and today, to its end when known. */
  lease?: { coverFrom: string; end: string | null } | null;
  /** The lease address. */
  location: {
    address: string;
    unit: string | null;
    city: string;
    state: string;
    zip: string;
  } | null;
}

/** Reads the PDF (text layer, else OCR of its page images) and checks it field by field. */
export type VerifyProof = (pdf: Buffer, expected: ProofExpectations) => Promise<ProofVerification>;
