// The public verification of an evidence of insurance (docs/verification.md). Whoever
// holds the document, or scans its QR code, learns the policy's status today, its period and
// liability, and whether the document still says what the policy says; nothing about the tenant.
import { coverageDay } from '../../domain/policies/coverageStatus';
import {
  verificationEndsOn,
  verificationStatus,
  verifiedCoverage,
  verifiedCoverageFacts,
  type VerifiedPolicyTerms,
} from '../../domain/policies/verification';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import {
  normalizeVerificationCode,
  ownSnapshot,
  partnerSnapshot,
  sameSnapshot,
} from '../documents/evidence';
import { PARTNER_CARRIER, ownTerms, partnerTerms } from '../documents/evidenceContent';
import { notFound, refusals } from '../errors';
import { findEvidenceCode } from '../repositories/evidenceCodes';
import { findPartnerPolicy } from '../repositories/partnerPolicies';
import { findPolicy } from '../repositories/policies';
import type { Handlers } from './types';
import { statusSentence } from '../../domain/policies/statusSentence';
import { formatAnswer, requestLocale } from '../answerLanguage';

const unknownCode = () => notFound(refusals.verificationCodeNotFound, 'CODE_NOT_FOUND');

interface Current {
  terms: VerifiedPolicyTerms;
  /** The insured address's state: the calendar day of its status is counted there. */
  state: string;
  snapshot: Record<string, unknown>;
  productName: string;
  carrierPolicyNumber: string;
  liabilityLimit: number;
}

export function verificationHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);

  async function current(kind: 'own' | 'partner', id: number): Promise<Current | null> {
    if (kind === 'own') {
      const p = await findPolicy(db, id);
      if (!p) return null;
      return {
        terms: ownTerms(p),
        state: p.insuredState,
        snapshot: ownSnapshot(p),
        productName: p.productName,
        carrierPolicyNumber: p.carrierPolicyNumber,
        liabilityLimit: p.liabilityLimit,
      };
    }
    const p = await findPartnerPolicy(db, id);
    if (!p) return null;
    return {
      terms: partnerTerms(p),
      state: p.insuredAddress.state,
      snapshot: partnerSnapshot(p),
      productName: PARTNER_CARRIER.productName,
      carrierPolicyNumber: p.carrierPolicyNumber,
      liabilityLimit: p.liabilityAmount,
    };
  }

  return {
    async getEvidenceVerification(request) {
      const at = now();
      // Counted before the look-up, found or not: guessing codes spends the allowance.
      await limiter.attempt('verificationsPerAddress', rateLimitKey.verification(request.ip), at);
      const code = normalizeVerificationCode(request.params.code);
      if (!code) throw unknownCode();
      const issued = await findEvidenceCode(db, code);
      const policy = issued ? await current(issued.policyKind, issued.policyId) : null;
      if (!issued || !policy) throw unknownCode();
      // The one coverage status, on the day at the insured address.
      const today = coverageDay(at, policy.state);
      const coverage = verifiedCoverage(policy.terms, today);
      return {
        status: verificationStatus(policy.terms, today),
        statusDate: coverage.date,
        // What a manager reads, in the language their browser asks for.
        statusSentence: formatAnswer(
          requestLocale(request.headers['accept-language']),
          statusSentence(coverage, verifiedCoverageFacts(policy.terms)),
        ),
        productName: policy.productName,
        carrierPolicyNumber: policy.carrierPolicyNumber,
        periodStart: policy.terms.periodStart,
        periodEnd: policy.terms.periodEnd,
        endsOn: verificationEndsOn(policy.terms),
        liabilityLimit: policy.liabilityLimit,
        // The day printed on the document: counted where the policy is, as its status.
        issuedOn: coverageDay(issued.issuedAt, policy.state),
        documentCurrent: sameSnapshot(issued.snapshot, policy.snapshot),
      };
    },
  };
}
