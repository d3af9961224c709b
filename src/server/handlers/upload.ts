// The upload wizard's calls (docs/product.md "Upload wizard", "Records", "States", "Calls"): the e-mail lookup of step 1, the
// management companies' names, and the proof's check and upload (src/server/proofs/upload.ts).
import type { FastifyRequest } from 'fastify';
import { isExpiringSoon, isoDay } from '../../domain/policies/status';
import { normalizeEmail } from '../../domain/validation/email';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import type { ThirdPartyPolicy, ThirdPartyProof } from '../db/schema';
import { findAccountByEmail } from '../repositories/accounts';
import {
  findTenant,
  findTenantByEmail,
  tenantRecord,
  type TenantRow,
} from '../repositories/tenants';
import { companyNames, loginOfTenant } from '../repositories/uploads';
import { dataUrlOf } from '../dataUrlBody';
import { proofService, type Caller, type Origin } from '../proofs/upload';
import type { Handlers } from './types';
import { requestLocale } from '../answerLanguage';
import { storedTextIn } from '../storedTexts';

const UPLOADED = 'Your insurance has been uploaded successfully!';

/** The body with its data URL as the parser kept it (bytes), for the proof reader to decode. */
const withDataUrl = <T extends { selectedFile: string }>(body: T) => ({
  ...body,
  selectedFile: dataUrlOf(body),
});

/** A signed-in tenant (a session token); any other caller is a visitor. */
function callerOf(request: FastifyRequest): Caller | null {
  const auth = request.auth;
  return auth?.kind === 'session' ? { tenantId: auth.tenantId, accountId: auth.accountId } : null;
}

/** The client's address and the language it asks for (the receipt's, for a visitor). */
const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  acceptLanguage: request.headers['accept-language'],
});

export function uploadHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const proofs = proofService(ctx);

  /** The tenant's own record, in full: only ever answered to the tenant themself. */
  async function ownRecord(tenant: TenantRow, hasLogin: boolean) {
    return { ...(await tenantRecord(db, tenant)), user_exists: hasLogin };
  }

  /**
   * A tenant without a login, as anyone else learns of them (openapi TenantFound): what the
   * wizard's screens use (docs/product.md "Upload wizard": 'Hey {name}', the lease to upload for, its manager's
   * requirements for the "Validation" confirmations). The e-mail is the caller's own; a lease id is refused
   * with any other e-mail, and the upload takes the name and address from the record.
   */
  async function foundRecord(tenant: TenantRow) {
    const full = await tenantRecord(db, tenant);
    return {
      user_exists: false,
      first_name: full.first_name,
      tenant_email: full.tenant_email,
      leases: full.leases.map((lease) => {
        const manager = lease.property.property_manager;
        return {
          id: lease.id,
          property: {
            property_manager: manager && {
              management_company: manager.management_company,
              interested_party: manager.interested_party,
              interested_party_mailing_address: manager.interested_party_mailing_address,
              liability_limit: manager.liability_limit,
            },
          },
        };
      }),
    };
  }

  function answer(
    stored: {
      policy: ThirdPartyPolicy;
      proof: ThirdPartyProof;
      token: string | null;
      email: string;
    },
    fileName: string,
  ) {
    const { policy, proof } = stored;
    return {
      success: true,
      message: UPLOADED,
      thirdPartyPolicy: {
        id: policy.id,
        provider: policy.provider,
        carrier_policy_number: policy.carrierPolicyNumber,
        start_date: policy.startDate,
        end_date: policy.endDate,
        is_complete: policy.isComplete,
        liability_coverage: policy.liabilityCoverage,
        proof_of_insurance: fileName,
        is_expiring_soon: isExpiringSoon(policy.endDate, isoDay(now())),
        enabled: policy.enabled,
        additional_interest: policy.additionalInterest,
        upcoming_policies: [],
        transaction_details: {
          uploaded_at: proof.createdAt.toISOString(),
          override: proof.override,
        },
      },
      token: stored.token,
      email: stored.email,
    };
  }

  return {
    /**
     * docs/product.md "States" lookup outcomes. A login is an account with a password (a buyer's account without
     * one is not yet a login). Its e-mail on another tenant's record is a mismatch (an account
     * issue); the tenant's full record goes only to the tenant themself; when the tenant has no
     * login, anyone else gets what the wizard needs (step 2 with the lease, or the personal and
     * rental steps).
     */
    async getThirdPartyEmailExists(request) {
      const email = normalizeEmail(request.query.email);
      const caller = callerOf(request);
      const account = await findAccountByEmail(db, email);
      if (account?.passwordHash) {
        const owner = await findTenant(db, account.tenantId);
        if (!owner || owner.email !== email) return { email_user: { user_mismatch: true } };
        return {
          email_user: { user_mismatch: false },
          tenant:
            caller?.tenantId === owner.id ? await ownRecord(owner, true) : { user_exists: true },
        };
      }
      const tenant = await findTenantByEmail(db, email);
      if (!tenant) return {};
      const login = await loginOfTenant(db, tenant.id);
      if (caller?.tenantId === tenant.id) return { tenant: await ownRecord(tenant, !!login) };
      if (login) return { tenant: { user_exists: true } };
      return { tenant: await foundRecord(tenant) };
    },

    async getManagementCompanies() {
      return { managementCompanies: await companyNames(db) };
    },

    async validateThirdPartyPolicy(request) {
      const verification = await proofs.validate(
        withDataUrl(request.body),
        callerOf(request),
        request.ip,
      );
      // Each check's reason is written in English (staff read the same verdicts); the tenant
      // reads it in the request's language.
      const locale = requestLocale(request.headers['accept-language']);
      return {
        ...verification,
        checks: verification.checks?.map((check) => ({
          ...check,
          reason: storedTextIn(locale, check.reason),
        })),
      };
    },

    async uploadThirdPartyPolicy(request) {
      const body = request.body;
      const stored = await proofs.uploadFromWizard(
        withDataUrl(body),
        callerOf(request),
        originOf(request),
      );
      return answer(stored, body.selectedFileName);
    },

    async uploadAccountPolicy(request) {
      const auth = requireAuth(request);
      const caller: Caller = { tenantId: auth.tenantId, accountId: auth.accountId };
      const stored = await proofs.uploadForAccount(
        withDataUrl(request.body),
        caller,
        originOf(request),
      );
      return answer(stored, request.body.selectedFileName);
    },
  };
}
