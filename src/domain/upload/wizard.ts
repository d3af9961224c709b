// The upload wizard's transitions (docs/product.md "States" 'Upload wizard', "Upload wizard"):
// pure, so the slice, the screens and their tests share one reading of docs/product.md. Types are
// the contract's shapes, written structurally here because domain/ imports nothing outside itself.

/**
 * The lease fields the wizard reads (openapi Lease; a visitor's lookup answers only the id and
 * the manager, openapi LeaseFound, so the address is there for the tenant's own record only).
 */
export interface WizardLease {
  id: number;
  unit?: string | null;
  property: {
    rental_address?: string;
    city?: string;
    state?: string;
    zip_code?: string;
    property_manager?: {
      management_company: string;
      interested_party?: string | null;
      interested_party_mailing_address?: string | null;
      liability_limit?: number | null;
    } | null;
  };
}

/**
 * The tenant record fields the wizard reads (openapi TenantRecord; a visitor's lookup answers
 * less, openapi TenantFound: no last name or phone).
 */
export interface WizardTenant {
  first_name: string;
  last_name?: string;
  tenant_email: string;
  tenant_phone?: string | null;
  phone?: string | null;
  user_exists: boolean;
  leases: WizardLease[];
}

/** The e-mail lookup's answer (openapi ThirdPartyEmailLookup). */
export interface EmailLookup {
  email_user?: { user_mismatch: boolean };
  tenant?: Partial<WizardTenant> & { user_exists: boolean };
}

export type LookupOutcome =
  | { kind: 'logIn' }
  | { kind: 'accountIssue' }
  | { kind: 'leased'; tenant: WizardTenant }
  | { kind: 'collect'; tenant: WizardTenant | null };

function fullRecord(tenant: EmailLookup['tenant']): WizardTenant | null {
  return tenant && Array.isArray(tenant.leases) && typeof tenant.tenant_email === 'string'
    ? (tenant as WizardTenant)
    : null;
}

/**
 * docs/product.md "States" e-mail lookup outcomes: a login without mismatch is 'log in'; a
 * mismatch, or a login without a tenant, is an account issue; a tenant with leases goes on to the
 * policy; a tenant without leases, or nothing found, has personal then rental information
 * collected. The server answers only `{ user_exists: true }` for a tenant who has a login (the
 * caller is not them): 'log in'. A signed-in caller looking up their own e-mail gets their full
 * record: that is no reason to log in again, so it continues like a tenant found.
 */
export function lookupOutcome(answer: EmailLookup, signedIn: boolean): LookupOutcome {
  const record = fullRecord(answer.tenant);
  if (answer.email_user) {
    if (answer.email_user.user_mismatch || !answer.tenant) return { kind: 'accountIssue' };
    if (!(signedIn && record)) return { kind: 'logIn' };
  } else if (answer.tenant?.user_exists && !(signedIn && record)) {
    return { kind: 'logIn' };
  }
  if (record && record.leases.length > 0) return { kind: 'leased', tenant: record };
  return { kind: 'collect', tenant: record };
}

/** docs/product.md "States": step 1 is skipped when a tenant with at least one lease is already known. */
export function hasLease(tenant: WizardTenant | null | undefined): boolean {
  return Boolean(tenant && tenant.leases.length > 0);
}

/** The wizard's steps (docs/product.md "Upload wizard"): 0 explanation, 1 account, 2 policy, 3 review, 100 success. */
export type WizardStep = 0 | 1 | 2 | 3 | 100;

/** docs/product.md "States" back rules: 3 to 2; 2 to 0 if the tenant already had a lease, else 1; 1 to 0. */
export function backStep(step: WizardStep, hadLease: boolean): WizardStep | null {
  if (step === 3) return 2;
  if (step === 2) return hadLease ? 0 : 1;
  if (step === 1) return 0;
  return null;
}

/** A verdict of validateThirdPartyPolicy's `checks` (openapi ProofCheck). */
export interface ProofCheckLike {
  field: string;
  verdict: 'pass' | 'fail' | 'caution' | 'unknown';
  reason: string;
}

/** The checks split for the tenant (domain/proofs/verdict.ts, one reading). */
export { splitChecks } from '../proofs/verdict';

/**
 * What the 'Interested Party Error' alert lists: the failing checks first, then the cautions,
 * each with its reason, so the tenant knows what to ask their carrier to change.
 */
export function checksToFix<C extends ProofCheckLike>(checks: readonly C[] | undefined): C[] {
  const all = checks ?? [];
  return [
    ...all.filter((c) => c.verdict === 'fail'),
    ...all.filter((c) => c.verdict === 'caution'),
  ];
}

/** Step 1's parts (the slice's AccountPhase). */
export type WizardPhase = 'email' | 'personal' | 'rental';

/**
 * Where the progress bar stands, in percent. It moves at every screen the tenant passes
 * (step 1's e-mail, personal and rental parts each count) and reaches 100 only on the success
 * step: the review before the upload is not the end.
 */
export function wizardProgress(step: WizardStep, phase: WizardPhase): number {
  const screens = ['0', '1:email', '1:personal', '1:rental', '2', '3', '100'];
  const at = screens.indexOf(step === 1 ? `1:${phase}` : String(step));
  return at < 0 ? 0 : Math.round((at / (screens.length - 1)) * 100);
}
