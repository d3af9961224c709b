// Validating and uploading a third-party policy's proof (docs/product.md "Upload wizard",
// "Records", "States", "Calls", "Messages"). Order of work: rate limit, PDF intake (decoded and
// checked in a reader process, 413 or 400, as is the reading: readers.ts), who the tenant is and
// which lease (409, 404, 400, before any slow reading), the proof read and checked (outside any
// transaction: PGlite has one connection), then one short transaction that stores everything or
// nothing: tenant, lease, file, policy (Pending), its proof record, a login-less account for a new
// tenant, the receipt mail, and, for a company that auto-approves passing proofs, the approval with
// the manager's mail. A tenant without a login gets the one-time onboarding token: the login exists
// only once the e-mail is proven (sendAccountCreationCode, then updatePassword with the code).
import { isoDay } from '../../domain/policies/status';
import { uploadMessages, uploadRuleMessages } from '../../domain/messages';
import { normalizeEmail } from '../../domain/validation/email';
import { newTenantUploadError, policyPeriodError } from '../../domain/validation/uploadPayload';
import { effectiveDeadline } from '../auth/deadline';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { mailLocale, requestedLanguage } from '../answerLanguage';
import type { AppContext } from '../context';
import { accounts, type ManagementCompany, type Tenant } from '../db/schema';
import { proofReceiptMail } from '../documents/proofMails';
import { badRequest, conflict, notFound } from '../errors';
import { findAccountByTenant } from '../repositories/accounts';
import { findTenant, findTenantByEmail } from '../repositories/tenants';
import {
  companyByName,
  insertUploadedPolicy,
  leaseFor,
  leaseOfTenant,
  lockUploadsOf,
  loginByEmail,
  loginOfTenant,
  propertyFor,
  sameUpload,
  tenantFor,
  type LeaseWithCompany,
  type TypedAddress,
} from '../repositories/uploads';
import { approveProof, passesEveryCheck } from './approval';
import { onboardingToken } from './onboardingToken';
import { assertTypedLiability, proofExpectations } from './expectations';
import { proofReaders } from './readers';
import type { ProofFile } from './reader/hostClient';
import type { ProofVerification } from './types';
import { verifyProof } from './verify';
import type { PdfDataUrl } from '../dataUrlBody';

/** Where an upload comes from: the client's address, and the language its request asks for. */
export interface Origin {
  ip: string;
  acceptLanguage?: string;
}

/** Who is calling: the signed-in tenant, or a visitor. */
export interface Caller {
  tenantId: number;
  accountId: number;
}

/** The policy form (docs/product.md "Records") as every upload call sends it. */
export interface PolicyForm {
  /** The data URL: its text, or its bytes as the body parser kept them (src/server/dataUrlBody.ts). */
  selectedFile: PdfDataUrl;
  selectedFileName: string;
  startDate: string;
  endDate: string;
  carrierName: string;
  policyNumber: string;
  liabilityCoverage: number;
  override?: boolean;
}

/** The wizard's identity and rental fields (docs/product.md "Records" upload payload). */
export interface WizardFields {
  tenantEmail: string;
  leaseId?: number | null;
  firstName?: string;
  lastName?: string;
  address?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  propertyManager?: string;
  newPassword?: string;
}

const leaseNotFound = () => notFound(uploadRuleMessages.leaseNotFound, 'LEASE_NOT_FOUND');
const typedAddress = (f: WizardFields): TypedAddress => ({
  address: f.address!.trim(),
  unit: f.unit?.trim() || null,
  city: f.city!.trim(),
  state: f.state!,
  zip: f.zip_code!,
});
const leaseAddress = (l: LeaseWithCompany): TypedAddress => ({
  address: l.property.rentalAddress,
  unit: l.lease.unit,
  city: l.property.city,
  state: l.property.state,
  zip: l.property.zipCode,
});

/** Where the proof goes and what it is checked against, once the tenant is known. */
interface Plan {
  email: string;
  tenant: Tenant | null;
  /** The tenant's lease named by leaseId; null for a new lease from the typed address. */
  lease: LeaseWithCompany | null;
  company: ManagementCompany | null;
  address: TypedAddress | null;
  name: { firstName: string; lastName: string };
  /** The tenant has a login (the caller is then that tenant). */
  hasLogin: boolean;
  /** The request's, the receipt's language when the account has none (docs/i18n.md "Mails"). */
  acceptLanguage?: string;
}

export function proofService(ctx: AppContext) {
  const { db, now, config } = ctx;
  const limiter = rateLimiter(ctx);

  /**
   * The PDF of the data URL and its SHA-256: decoded (413 past the size) and checked in a reader
   * process, so the server's thread never spends the 50 ms or more a 10 MB data URL takes.
   */
  async function intake(dataUrl: PdfDataUrl): Promise<ProofFile> {
    proofReaders().assertRoom();
    return proofReaders().check(dataUrl);
  }

  async function check(pdf: Buffer, plan: Plan, form: Partial<PolicyForm>) {
    const expected = proofExpectations({
      company: plan.company,
      defaultMailingAddress: config.defaultInterestedPartyMailingAddress,
      insuredName: `${plan.name.firstName} ${plan.name.lastName}`.trim() || null,
      location: plan.address,
      lease: plan.lease && { start: plan.lease.lease.leaseStart, end: plan.lease.lease.leaseEnd },
      today: isoDay(now()),
      typed: form,
    });
    return verifyProof(pdf, expected);
  }

  /**
   * The wizard's tenant: 409 when the e-mail (or its tenant) has a login the caller is not
   * signed in as; 404 when leaseId is not that tenant's; 400 when the fields for a new tenant,
   * lease or login are missing.
   */
  async function planWizard(fields: WizardFields, caller: Caller | null): Promise<Plan> {
    const email = normalizeEmail(fields.tenantEmail);
    const tenant = await findTenantByEmail(db, email);
    const login =
      (await loginByEmail(db, email)) ?? (tenant && (await loginOfTenant(db, tenant.id)));
    if (login && login.tenantId !== caller?.tenantId) {
      throw conflict(uploadMessages.userExists, 'ACCOUNT_EXISTS');
    }
    const lease = fields.leaseId
      ? tenant && (await leaseOfTenant(db, tenant.id, fields.leaseId))
      : null;
    if (fields.leaseId && !lease) throw leaseNotFound();
    const invalid = newTenantUploadError(fields, {
      person: !tenant,
      rental: !lease,
      password: !login,
    });
    if (invalid) throw badRequest(invalid, 'VALIDATION_ERROR');
    let company = lease?.company ?? null;
    if (!lease) {
      company = await companyByName(db, fields.propertyManager!);
      if (!company) throw badRequest(uploadRuleMessages.propertyManagerUnknown, 'VALIDATION_ERROR');
    }
    return {
      email,
      tenant,
      lease,
      company,
      address: lease ? leaseAddress(lease) : typedAddress(fields),
      name: {
        firstName: tenant?.firstName ?? fields.firstName!.trim(),
        lastName: tenant?.lastName ?? fields.lastName!.trim(),
      },
      hasLogin: !!login,
    };
  }

  /** The signed-in tenant's own lease (404 for anyone else's, the same answer as none). */
  async function planAccount(caller: Caller, leaseId: number): Promise<Plan> {
    const lease = await leaseOfTenant(db, caller.tenantId, leaseId);
    if (!lease) throw leaseNotFound();
    const tenant = await findTenant(db, caller.tenantId);
    return {
      email: tenant!.email,
      tenant: tenant!,
      lease,
      company: lease.company,
      address: leaseAddress(lease),
      name: { firstName: tenant!.firstName, lastName: tenant!.lastName },
      hasLogin: true,
    };
  }

  /** Stores the upload (or finds the same one stored by a retry) in one transaction. */
  async function store(
    plan: Plan,
    form: PolicyForm,
    fields: WizardFields | null,
    { pdf, sha256: fileSha256 }: ProofFile,
    verification: ProofVerification,
  ) {
    const at = now();
    const override = form.override ?? false;
    return db.transaction(async (tx) => {
      await lockUploadsOf(tx, plan.email);
      // Checked again under the lock: a login created meanwhile is not this caller's.
      if (!plan.hasLogin && (await loginByEmail(tx, plan.email))) {
        throw conflict(uploadMessages.userExists, 'ACCOUNT_EXISTS');
      }
      const tenant = plan.tenant ?? (await tenantFor(tx, { email: plan.email, ...plan.name }, at));
      const lease =
        plan.lease?.lease ??
        (await leaseFor(tx, tenant.id, await propertyFor(tx, plan.address!), plan.address!.unit, {
          start: form.startDate,
          end: form.endDate,
        }));
      const policyFields = {
        tenantId: tenant.id,
        provider: form.carrierName.trim(),
        carrierPolicyNumber: form.policyNumber.trim(),
        startDate: form.startDate,
        endDate: form.endDate,
      };
      const account =
        (await findAccountByTenant(tx, tenant.id)) ??
        (
          await tx
            .insert(accounts)
            .values({
              tenantId: tenant.id,
              email: plan.email,
              passwordHash: null,
              // The upload's language: the receipt and every later mail follow it.
              language: requestedLanguage(plan.acceptLanguage),
              twoFactorDeadline: effectiveDeadline(
                { twoFactorDeadline: null, createdAt: at },
                config.twoFactor.gracePeriodDays,
              ),
              createdAt: at,
            })
            .returning()
        )[0]!;
      const repeated = await sameUpload(tx, { ...policyFields, fileSha256 });
      if (repeated) return { ...repeated, account, repeated: true };
      const file = await ctx.files.put(
        {
          data: pdf,
          contentType: 'application/pdf',
          fileName: form.selectedFileName,
          ownerTenantId: tenant.id,
        },
        tx,
      );
      const stored = await insertUploadedPolicy(
        tx,
        {
          ...policyFields,
          leaseId: lease.id,
          liabilityCoverage: Math.round(form.liabilityCoverage),
          isComplete: false,
          proofOfInsurance: file.id,
          additionalInterest:
            verification.checks?.find((c) => c.field === 'interestedParty')?.found ?? null,
          createdAt: at,
        },
        {
          managementCompanyId: plan.company?.id ?? null,
          fileSha256,
          isValid: verification.is_valid,
          readBy: verification.readBy ?? 'none',
          verdicts: verification.checks ?? [],
          override,
          verifiedAt: at,
          claimedAddress:
            fields && !plan.lease
              ? { ...plan.address!, propertyManager: fields.propertyManager?.trim() ?? null }
              : null,
          createdAt: at,
        },
      );
      const approved =
        !!plan.company?.autoApproveProofs &&
        passesEveryCheck(verification, override) &&
        (await approveProof(ctx, tx, stored.policy.id, 'auto', pdf));
      await ctx.mail.send(
        proofReceiptMail({
          to: plan.email,
          firstName: tenant.firstName,
          policy: { ...stored.policy, isComplete: approved },
          companyName: plan.company?.name ?? null,
          approved,
          // The account's language, else the one the upload was made in (a visitor's).
          locale: mailLocale(account.language, plan.acceptLanguage),
        }),
        tx,
      );
      return {
        policy: { ...stored.policy, isComplete: approved },
        proof: stored.proof,
        account,
        repeated: false,
      };
    });
  }

  async function upload(
    plan: Plan,
    form: PolicyForm,
    fields: WizardFields | null,
    file: ProofFile,
  ) {
    const period = policyPeriodError(form.startDate, form.endDate);
    if (period) throw badRequest(period, 'VALIDATION_ERROR');
    assertTypedLiability(plan.company, form.liabilityCoverage);
    const verification = await check(file.pdf, plan, form);
    const stored = await store(plan, form, fields, file, verification);
    const token =
      stored.account.passwordHash === null
        ? await onboardingToken(db, stored.account.id, now())
        : null;
    return { ...stored, token, email: plan.email };
  }

  return {
    /** validateThirdPartyPolicy: the checks only; nothing is stored. */
    async validate(
      body: Partial<WizardFields> & Partial<PolicyForm> & { selectedFile: PdfDataUrl },
      caller: Caller | null,
      ip: string,
    ): Promise<ProofVerification> {
      await limiter.attempt('proofChecksPerAddress', rateLimitKey.proofCheck(ip), now());
      const { pdf } = await intake(body.selectedFile);
      const plan = await planValidation(body, caller);
      assertTypedLiability(plan.company, body.liabilityCoverage);
      return check(pdf, plan, body);
    },

    /** uploadThirdPartyPolicy: the wizard, for a new or known tenant. */
    async uploadFromWizard(body: WizardFields & PolicyForm, caller: Caller | null, from: Origin) {
      await limiter.attempt('proofUploadsPerAddress', rateLimitKey.proofUpload(from.ip), now());
      const file = await intake(body.selectedFile);
      const plan = await planWizard(body, caller);
      return upload({ ...plan, acceptLanguage: from.acceptLanguage }, body, body, file);
    },

    /** uploadAccountPolicy: the signed-in tenant, for one of their leases. */
    async uploadForAccount(body: PolicyForm & { leaseId: number }, caller: Caller, from: Origin) {
      await limiter.attempt('proofUploadsPerAddress', rateLimitKey.proofUpload(from.ip), now());
      const file = await intake(body.selectedFile);
      const plan = await planAccount(caller, body.leaseId);
      return upload({ ...plan, acceptLanguage: from.acceptLanguage }, body, null, file);
    },
  };

  /**
   * What validate checks against: the caller's own lease, or for a visitor the lease of the
   * e-mail's tenant when that tenant has no login (what the lookup already shows them); else
   * the company chosen by name and what was typed. A lease that is not theirs is a 404.
   */
  async function planValidation(body: Partial<WizardFields>, caller: Caller | null): Promise<Plan> {
    let lease: LeaseWithCompany | null = null;
    let tenant: Tenant | null = null;
    if (caller) {
      tenant = await findTenant(db, caller.tenantId);
    } else if (body.tenantEmail) {
      const found = await findTenantByEmail(db, normalizeEmail(body.tenantEmail));
      tenant = found && !(await loginOfTenant(db, found.id)) ? found : null;
    }
    if (body.leaseId) {
      lease = tenant && (await leaseOfTenant(db, tenant.id, body.leaseId));
      if (!lease) throw leaseNotFound();
    }
    const company =
      lease?.company ??
      (body.propertyManager ? await companyByName(db, body.propertyManager) : null);
    const typed =
      body.address && body.city && body.state && body.zip_code
        ? typedAddress(body as WizardFields)
        : null;
    return {
      email: tenant?.email ?? '',
      tenant,
      lease,
      company,
      address: lease ? leaseAddress(lease) : typed,
      name: {
        firstName: tenant?.firstName ?? body.firstName?.trim() ?? '',
        lastName: tenant?.lastName ?? body.lastName?.trim() ?? '',
      },
      hasLogin: false,
    };
  }
}
