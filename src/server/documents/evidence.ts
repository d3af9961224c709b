// Issuing an evidence of insurance (EOI): every document gets its own verification code, stored
// with what the document says, so /verify/{code} can answer the policy's live status and whether
// the document is still current. Used by the EOI download and by every mail to the manager.
import { randomBytes } from 'node:crypto';
import type { Db, DbTransaction } from '../db/client';
import { evidenceCodes, type Policy, type Tenant } from '../db/schema';
import { evidenceOfInsurancePdf } from './policyDocuments';

/** Crockford base32 without look-alikes: what a person may type from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 bits: 60 random bits, unguessable at a rate-limited lookup. */
const CODE_LENGTH = 12;

export function newVerificationCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/** What an own-carrier EOI prints that the verify page compares with the policy now. */
export function ownSnapshot(policy: Policy) {
  return {
    periodStart: policy.policyStartDate,
    periodEnd: policy.policyEndDate,
    liabilityLimit: policy.liabilityLimit,
    address: [
      policy.insuredAddress,
      policy.insuredUnit,
      policy.insuredCity,
      policy.insuredState,
      policy.insuredZip,
    ]
      .filter(Boolean)
      .join('|'),
    cancellationDate: policy.cancellationDate,
  };
}

export interface OwnEvidenceInput {
  policy: Policy;
  tenant: Tenant;
  /** The name the document is issued to (the interested party or management company). */
  issuedTo: string;
}

/**
 * Issues an own-carrier EOI: stores a new code in `tx` (pass the transaction of the change that
 * sends it) and answers the PDF bytes with the code.
 */
export async function issueOwnEvidence(
  tx: Db | DbTransaction,
  input: OwnEvidenceInput,
  now: Date,
): Promise<{ code: string; pdf: Buffer }> {
  const code = newVerificationCode();
  await tx.insert(evidenceCodes).values({
    code,
    policyKind: 'own',
    policyId: input.policy.id,
    issuedAt: now,
    snapshot: ownSnapshot(input.policy),
  });
  const pdf = await evidenceOfInsurancePdf(
    { policy: input.policy, tenant: input.tenant, email: '' },
    input.issuedTo,
  );
  return { code, pdf };
}
