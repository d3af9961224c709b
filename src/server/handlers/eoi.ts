// docs/product.md "Calls" GET /eoi, /assurant/eoi and /third-party/eoi: the evidence of insurance of one of the
// signed-in tenant's policies, as a PDF download. Own and partner-carrier documents are issued
// fresh through the evidence seam (documents/evidence.ts: a new verification code each time, so
// issuing is rate limited per account); a third-party policy's is the proof the tenant uploaded,
// answered as stored under the name it was uploaded with. Another tenant's policy, or none, is a 404 and nothing is stored.
import type { FastifyReply } from 'fastify';
import { requireAuth } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import { evidenceSettings, issueOwnEvidence, issuePartnerEvidence } from '../documents/evidence';
import { fullName, ownInterestedParty } from '../documents/evidenceContent';
import { policyChangeMessages } from '../../domain/messages';
import { notFound, refusals } from '../errors';
import { ownPartnerPolicyWithTenant } from '../repositories/partnerPolicies';
import { ownPolicy } from '../repositories/policyChanges';
import { findOwnThirdPartyPolicy } from '../repositories/thirdPartyPolicies';
import type { Handlers } from './types';

/** The download's file name: the policy number, kept to characters every system accepts. */
export function eoiFileName(policyNumber: string): string {
  const safe = policyNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `evidence-of-insurance-${safe || 'policy'}.pdf`;
}

/**
 * An uploaded proof keeps the name it was uploaded with: it is the tenant's own
 * document, never presented as an evidence of insurance of ours. Kept to safe characters.
 */
export function uploadedFileName(fileName: string, policyNumber: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  if (!safe)
    return `uploaded-policy-${policyNumber.replace(/[^A-Za-z0-9._-]+/g, '-') || 'document'}.pdf`;
  return /\.pdf$/i.test(safe) ? safe : `${safe}.pdf`;
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): Buffer {
  reply
    .type('application/pdf')
    // A document with a personal name and a fresh code: app.ts sends it with `no-store`.
    .header('content-disposition', `attachment; filename="${fileName}"`);
  return pdf;
}

export function eoiHandlers(ctx: AppContext): Handlers {
  const { db, now, config, carrier, files } = ctx;
  const limiter = rateLimiter(ctx);
  const settings = () => evidenceSettings(config, carrier);

  return {
    async getPolicyEoi(request, reply) {
      const { accountId } = requireAuth(request);
      const at = now();
      // Counted before the look-up: probing policy ids spends the same allowance.
      await limiter.attempt('evidenceIssuesPerAccount', rateLimitKey.evidence(accountId), at);
      const pdf = await db.transaction(async (tx) => {
        const row = await ownPolicy(tx, accountId, request.query.policy_id);
        if (!row) throw notFound(policyChangeMessages.policyNotFound, 'POLICY_NOT_FOUND');
        const evidence = settings();
        const interestedParty = await ownInterestedParty(
          tx,
          row.policy,
          evidence.defaultInterestedPartyAddress,
        );
        const issued = await issueOwnEvidence(
          tx,
          {
            policy: row.policy,
            tenant: row.tenant,
            issuedTo: interestedParty?.name ?? fullName(row.tenant),
            interestedParty,
            settings: evidence,
          },
          at,
        );
        return { number: row.policy.carrierPolicyNumber, pdf: issued.pdf };
      });
      return sendPdf(reply, eoiFileName(pdf.number), pdf.pdf);
    },

    async getPartnerPolicyEoi(request, reply) {
      const { accountId, tenantId } = requireAuth(request);
      const at = now();
      await limiter.attempt('evidenceIssuesPerAccount', rateLimitKey.evidence(accountId), at);
      const pdf = await db.transaction(async (tx) => {
        const row = await ownPartnerPolicyWithTenant(tx, tenantId, request.query.policy_id);
        if (!row) throw notFound(policyChangeMessages.policyNotFound, 'POLICY_NOT_FOUND');
        const issued = await issuePartnerEvidence(
          tx,
          { policy: row.policy, tenant: row.tenant, settings: settings() },
          at,
        );
        return { number: row.policy.carrierPolicyNumber, pdf: issued.pdf };
      });
      return sendPdf(reply, eoiFileName(pdf.number), pdf.pdf);
    },

    async getThirdPartyPolicyEoi(request, reply) {
      const { tenantId } = requireAuth(request);
      const policy = await findOwnThirdPartyPolicy(db, tenantId, request.query.policy_id);
      // The stored proof, through the file storage (stored by generated id).
      const file = policy?.proofOfInsurance ? await files.get(policy.proofOfInsurance) : null;
      if (!policy || !file) throw notFound(refusals.proofNotFound, 'POLICY_NOT_FOUND');
      return sendPdf(reply, uploadedFileName(file.fileName, policy.carrierPolicyNumber), file.data);
    },
  };
}
