/**
 * The rate limits of docs/security.md, counted in the database
 * (`rate_limits`) so they hold across processes and restarts. Every lock ends by itself.
 */
import type { AppContext } from '../context';
import type { Db, DbTransaction } from '../db/client';
import { answersTexts } from '../../domain/i18n/generated/en/answers';
import { phrase } from '../../domain/i18n/texts';
import { HttpError } from '../errors';
import {
  clearHits,
  pruneRateLimits,
  takeAttempt,
  type RateLimitPolicy,
} from '../repositories/rateLimits';

const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  /**
   * Log-in attempts per e-mail, counted before the password is checked and cleared by a success:
   * 5 failures in 15 minutes lock that e-mail for 15 minutes.
   */
  loginFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** Log-in attempts per client address, whatever the e-mail: 30 (LOGIN_ATTEMPTS_PER_ADDRESS). */
  loginAttemptsPerAddress: { max: 30, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /**
   * Two-factor and e-mail codes tried per account (challenge, confirm, e-mail verify, account
   * creation), counted before the code is checked and cleared by a right one: 5 in 15 minutes.
   */
  codeFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** Registrations tried per client address: 10 an hour. */
  registrationsPerAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Registration codes mailed to one e-mail (first codes and resends): 5 an hour. */
  registrationCodesPerEmail: { max: 5, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /**
   * Anonymous e-mail and invitation lookups (emailExists, thirdPartyPolicy/emailExists,
   * tenantForToken) per client address: 30 in 10 minutes (LOOKUPS_PER_ADDRESS).
   */
  lookupsPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /** Password changes per account: 10 an hour. */
  passwordChangesPerAccount: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Renters association sign-ups from /raa per client address: 10 an hour. */
  raaJoinsPerAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Second-policy contact messages per client address: 10 an hour. */
  secondPolicyMessagesPerAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Messages to support (send-message) per client address: 10 an hour. */
  supportMessagesPerAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Messages to support per signed-in account, whatever the address: 10 an hour. */
  supportMessagesPerAccount: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Addition requests (requestAddition) per client address: 10 an hour. */
  additionRequestsPerAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Addition requests per signed-in account: 10 an hour. */
  additionRequestsPerAccount: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Payment tokenizations (the sandbox carrier's service) per client address: 60 in 10 minutes. */
  tokenizationsPerAddress: { max: 60, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /**
   * Calls to the sandbox payments provider and bank-link flow (card confirmation tokens, the
   * 3-D Secure step, bank public tokens) per client address: 60 in 10 minutes.
   */
  sandboxPaymentsPerAddress: { max: 60, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /** Purchases (issuePolicy) per client address: 30 in 10 minutes. */
  purchasesPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /** Onboarding completions per client address: 30 in 10 minutes. */
  onboardingCompletionsPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /**
   * Evidence of insurance issued per account (each download stores a new verification code):
   * 20 in 10 minutes, far above a tenant sending it to a few managers.
   */
  evidenceIssuesPerAccount: { max: 20, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /** Public verification look-ups (/verify/{code}) per client address: 30 in 10 minutes. */
  verificationsPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /**
   * Claim photo uploads per account (each is a decode and re-encode of up to 10 MB): 40 an hour,
   * four full claims, far above one tenant photographing a loss.
   */
  claimPhotoUploadsPerAccount: { max: 40, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** E-mail change codes mailed per account (each Update & Save with a new e-mail): 5 an hour. */
  emailChangesPerAccount: { max: 5, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /**
   * Proof checks (validateThirdPartyPolicy: a PDF read and checked each time) per client address:
   * 30 in 10 minutes, several tries of one wizard.
   */
  proofChecksPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /** Proof uploads (the wizard's and a signed-in tenant's) per client address: 20 an hour. */
  proofUploadsPerAddress: { max: 20, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /**
   * Moves of own policies (updatePolicyAddress) per account: 10 an hour. Each rates the policy
   * twice at the carrier and mails the manager a new evidence of insurance.
   */
  policyMovesPerAccount: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Coupon redemption look-ups (the public cashier page) per client address: 30 in 10 minutes. */
  couponRedemptionsPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /**
   * Requests for a copy of one's data per account: 10 an hour. Each makes a file of every record
   * of the tenant, so a tenant who asks again and again cannot keep the job busy.
   */
  dataExportRequestsPerAccount: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Account deletion codes mailed per account (each "Delete my account" request): 5 an hour. */
  accountDeletionCodesPerAccount: { max: 5, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Downloads of a copy of one's data (the mailed link) per client address: 30 in 10 minutes. */
  dataExportDownloadsPerAddress: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const rateLimitKey = {
  loginEmail: (email: string) => `login:email:${email}`,
  claimPhotos: (accountId: number) => `claim-photos:account:${accountId}`,
  loginAddress: (address: string) => `login:address:${address}`,
  codes: (accountId: number) => `codes:account:${accountId}`,
  register: (address: string) => `register:address:${address}`,
  registrationCodes: (email: string) => `register:email:${email}`,
  lookup: (address: string) => `lookup:address:${address}`,
  password: (accountId: number) => `password:account:${accountId}`,
  tokenize: (address: string) => `tokenize:address:${address}`,
  sandboxPayments: (address: string) => `sandbox-payments:address:${address}`,
  purchase: (address: string) => `purchase:address:${address}`,
  onboardingCompletion: (address: string) => `onboarding-completion:address:${address}`,
  raaJoin: (address: string) => `raa:address:${address}`,
  secondPolicyMessage: (address: string) => `second-policy-message:address:${address}`,
  evidence: (accountId: number) => `evidence:account:${accountId}`,
  verification: (address: string) => `verification:address:${address}`,
  supportMessageAddress: (address: string) => `support-message:address:${address}`,
  supportMessageAccount: (accountId: number) => `support-message:account:${accountId}`,
  additionAddress: (address: string) => `addition:address:${address}`,
  additionAccount: (accountId: number) => `addition:account:${accountId}`,
  emailChange: (accountId: number) => `email-change:account:${accountId}`,
  coupon: (address: string) => `coupon:address:${address}`,
  staffLoginAddress: (address: string) => `staff-login:address:${address}`,
  staffLoginEmail: (email: string) => `staff-login:email:${email}`,
  proofCheck: (address: string) => `proof-check:address:${address}`,
  proofUpload: (address: string) => `proof-upload:address:${address}`,
  policyMove: (accountId: number) => `policy-move:account:${accountId}`,
  dataExport: (accountId: number) => `data-export:account:${accountId}`,
  accountDeletion: (accountId: number) => `account-deletion:account:${accountId}`,
  dataExportDownload: (address: string) => `data-export-download:address:${address}`,
};

export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** 429 `{ message, code: 'RATE_LIMITED' }` with `Retry-After`. */
export function rateLimited(until: Date, now: Date): HttpError {
  const seconds = secondsUntil(until, now);
  return new HttpError(
    429,
    // 'Too many attempts. Please try again in 15 minutes.'
    phrase(answersTexts, 'tooManyAttempts', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    'RATE_LIMITED',
    undefined,
    {
      'retry-after': String(seconds),
    },
  );
}

const PRUNE_EVERY_MS = 10 * MINUTE_MS;
const KEEP_MS = 24 * 60 * MINUTE_MS;

/** The policy in force: the table above, with the configurable per-address log-in limit. */
function policy(ctx: Pick<AppContext, 'config'>, name: RateLimitName): RateLimitPolicy {
  const base = RATE_LIMITS[name];
  if (name === 'loginAttemptsPerAddress')
    return { ...base, max: ctx.config.loginAttemptsPerAddress };
  if (name === 'lookupsPerAddress') return { ...base, max: ctx.config.lookupsPerAddress };
  return base;
}

/** Reads the context only when used (handler factories are built before any request). */
export function rateLimiter(ctx: Pick<AppContext, 'db' | 'config'>) {
  let lastPrune = 0;
  return {
    /**
     * Takes one attempt of `name` for `key`, checking and counting in one atomic step; throws
     * the 429 (with Retry-After) when the subject has no attempts left. Call it before the work
     * it limits, so simultaneous requests cannot all pass a check before any of them is counted.
     */
    async attempt(name: RateLimitName, key: string, now: Date, tx?: Db | DbTransaction) {
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await pruneRateLimits(ctx.db, new Date(now.getTime() - KEEP_MS), now);
      }
      const outcome = await takeAttempt(tx ?? ctx.db, key, policy(ctx, name), now);
      if (!outcome.allowed) {
        throw rateLimited(outcome.lockedUntil ?? new Date(now.getTime() + 1000), now);
      }
    },
    /** Forgets the subject's attempts (a successful log-in or code clears its count). */
    async clear(key: string, tx?: Db | DbTransaction): Promise<void> {
      await clearHits(tx ?? ctx.db, key);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
