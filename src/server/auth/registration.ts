/**
 * Registration with proof of the e-mail (docs/product.md "Log in and sign up", "Who may do what";
 * docs/security.md): a login reaches a tenant record only after its e-mail is proven). `start`
 * checks the docs/product.md "Who may do what" rule, keeps the chosen password (argon2id) in
 * pending_registrations and mails a 6-digit code; nothing of the tenant is answered. `finish`
 * creates the login with that password only when the code comes back with the registration's own
 * token; the tenant's invitation stops working then.
 */
import { DAY_MS } from '../../domain/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import { TWO_FACTOR_RESEND_COUNTDOWN_SECONDS } from '../../domain/constants';
import { codeSentTo, emailProofMessages, sessionMessages } from '../../domain/messages';
import { normalizeEmail } from '../../domain/validation/email';
import { phoneDigits } from '../../domain/validation/phone';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { accounts, tenants } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import type { Locale } from '../../domain/i18n/locales';
import { verificationCodeMail } from '../mail/verificationCode';
import { findAccountByTenant } from '../repositories/accounts';
import {
  findPendingRegistration,
  insertPendingRegistration,
  prunePendingRegistrations,
  replaceCode,
  takeCodeAttempt,
  useRegistration,
} from '../repositories/registrations';
import { endInvitation, findTenantByEmail, hasManagedLease } from '../repositories/tenants';
import { effectiveDeadline } from './deadline';
import { hashPassword } from './password';
import { newEmailCode } from './codes';
import { rateLimitKey, rateLimiter, secondsUntil } from './rateLimit';
import { codeHash } from './secrets';
import { hashToken, newToken } from './tokens';
import { emailCooldown, invalidCode } from './twoFactor';

const MINUTE_MS = 60_000;
/** A registration code works 10 minutes, like the two-factor e-mail codes. */
export const REGISTRATION_CODE_TTL_MS = 10 * MINUTE_MS;
/** Wrong codes a registration survives; the fifth voids it. */
export const REGISTRATION_MAX_ATTEMPTS = 5;
/** Codes one registration may mail (the first and four resends). */
export const REGISTRATION_MAX_SENDS = 5;
const RESEND_MS = TWO_FACTOR_RESEND_COUNTDOWN_SECONDS * 1000;

export const ACCOUNT_EXISTS =
  'An account with this email already exists. Please log in to continue.';

export interface RegistrationInput {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

const notPending = () =>
  notFound(emailProofMessages.registrationNotFound, 'REGISTRATION_NOT_FOUND');
const accountExists = () => new HttpError(409, ACCOUNT_EXISTS, 'ACCOUNT_EXISTS');

export function registrationService(ctx: AppContext) {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);
  const hashCode = (code: string) => codeHash(ctx.secrets, 'registration', code);

  /** Queued in the transaction that stores the code: the code exists exactly when its mail does. */
  async function mailCode(tx: DbTransaction, email: string, code: string, locale: Locale) {
    await ctx.mail.send(
      verificationCodeMail({
        to: email,
        code,
        validMinutes: REGISTRATION_CODE_TTL_MS / MINUTE_MS,
        locale,
      }),
      tx,
    );
  }

  return {
    /** POST /account/register: the docs/product.md "Who may do what" check, then a code to the e-mail; no account yet. */
    async start(input: RegistrationInput, clientAddress: string, locale: Locale) {
      await limiter.attempt('registrationsPerAddress', rateLimitKey.register(clientAddress), now());
      const email = normalizeEmail(input.email);
      const tenant = await findTenantByEmail(db, email);
      if (!tenant || !(await hasManagedLease(db, tenant.id))) {
        throw notFound(sessionMessages.registrationFailed, 'TENANT_NOT_FOUND');
      }
      const existing = await findAccountByTenant(db, tenant.id);
      if (existing?.passwordHash) throw accountExists();
      // Mail to one e-mail is limited whoever asks, so nobody can flood a tenant with codes.
      await limiter.attempt(
        'registrationCodesPerEmail',
        rateLimitKey.registrationCodes(email),
        now(),
      );
      const token = newToken();
      const code = newEmailCode();
      const at = now();
      const expiresAt = new Date(at.getTime() + REGISTRATION_CODE_TTL_MS);
      await prunePendingRegistrations(db, new Date(at.getTime() - DAY_MS));
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await insertPendingRegistration(tx, {
          tenantId: tenant.id,
          email,
          tokenHash: hashToken(token),
          codeHash: hashCode(code),
          passwordHash,
          phone: phoneDigits(input.phone),
          sentAt: at,
          expiresAt,
          createdAt: at,
        });
        await mailCode(tx, email, code, locale);
      });
      return {
        verification_token: token,
        email,
        expires_at: expiresAt.toISOString(),
        seconds_remaining: TWO_FACTOR_RESEND_COUNTDOWN_SECONDS,
        message: codeSentTo(email),
      };
    },

    /** POST /account/register/resend: a new code, 60 s after the last, 5 per registration. */
    async resend(token: string, locale: Locale) {
      const tokenHash = hashToken(token);
      const row = await findPendingRegistration(db, tokenHash);
      const at = now();
      if (!row || row.usedAt || row.expiresAt <= at) throw notPending();
      const wait = secondsUntil(new Date(row.sentAt.getTime() + RESEND_MS), at);
      if (row.sentAt.getTime() + RESEND_MS > at.getTime()) {
        throw emailCooldown(
          wait,
          `Please wait ${wait} second${wait === 1 ? '' : 's'} before requesting a new code.`,
        );
      }
      if (row.sends >= REGISTRATION_MAX_SENDS) throw notPending();
      await limiter.attempt(
        'registrationCodesPerEmail',
        rateLimitKey.registrationCodes(row.email),
        at,
      );
      const code = newEmailCode();
      const expiresAt = new Date(at.getTime() + REGISTRATION_CODE_TTL_MS);
      await db.transaction(async (tx) => {
        const replaced = await replaceCode(tx, {
          tokenHash,
          codeHash: hashCode(code),
          now: at,
          expiresAt,
          resendMs: RESEND_MS,
          maxSends: REGISTRATION_MAX_SENDS,
        });
        // Another resend of the same registration got there first: its code stands.
        if (!replaced) {
          throw emailCooldown(TWO_FACTOR_RESEND_COUNTDOWN_SECONDS, 'A code was just sent.');
        }
        await mailCode(tx, row.email, code, locale);
      });
      return {
        success: true,
        message: codeSentTo(row.email),
        seconds_remaining: TWO_FACTOR_RESEND_COUNTDOWN_SECONDS,
        resend_available_in: TWO_FACTOR_RESEND_COUNTDOWN_SECONDS,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * POST /account/register/verify: the try is counted before the code is compared (one
     * statement), so a burst of guesses gets at most 5 evaluated. A right code creates the login
     * (or sets the first password of a buyer's account that had none), stores the phone when the
     * record has none, and ends the tenant's invitation. Answers the new account's id.
     */
    async finish(token: string, code: string, language: Locale | null): Promise<number> {
      const tokenHash = hashToken(token);
      const at = now();
      const row = await takeCodeAttempt(db, tokenHash, REGISTRATION_MAX_ATTEMPTS, at);
      if (!row) {
        const found = await findPendingRegistration(db, tokenHash);
        if (!found || found.usedAt) throw notPending();
        if (found.expiresAt <= at) throw badRequest(emailProofMessages.codeExpired, 'CODE_EXPIRED');
        throw new HttpError(429, emailProofMessages.tooManyWrongCodes, 'RATE_LIMITED', undefined, {
          'retry-after': String(secondsUntil(found.expiresAt, at)),
        });
      }
      if (row.codeHash !== hashCode(code)) throw invalidCode();
      const twoFactorDeadline = effectiveDeadline(
        { twoFactorDeadline: null, createdAt: at },
        ctx.config.twoFactor.gracePeriodDays,
      );
      return db.transaction(async (tx) => {
        if (!(await useRegistration(tx, row.id, at))) throw notPending();
        const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, row.tenantId));
        if (!tenant) throw notPending();
        // A tenant who joined the renters association from /raa starts as a member.
        const member = tenant.rentersAssociationJoinedAt !== null;
        const existing = await findAccountByTenant(tx, tenant.id);
        let accountId: number;
        if (existing) {
          // A buyer's account without a login yet: the proven e-mail may set its password.
          const [updated] = await tx
            .update(accounts)
            .set({
              passwordHash: row.passwordHash,
              emailVerifiedAt: at,
              ...(member ? { rentersAssociationMember: true } : {}),
              // A buyer's account keeps the language it was bought in.
              ...(existing.language === null && language ? { language } : {}),
            })
            .where(and(eq(accounts.id, existing.id), isNull(accounts.passwordHash)))
            .returning({ id: accounts.id });
          if (!updated) throw accountExists();
          accountId = updated.id;
        } else {
          const [created] = await tx
            .insert(accounts)
            .values({
              tenantId: tenant.id,
              email: row.email,
              passwordHash: row.passwordHash,
              twoFactorDeadline,
              emailVerifiedAt: at,
              createdAt: at,
              rentersAssociationMember: member,
              language,
            })
            .onConflictDoNothing()
            .returning({ id: accounts.id });
          if (!created) throw accountExists();
          accountId = created.id;
        }
        if (!tenant.phone) {
          await tx.update(tenants).set({ phone: row.phone }).where(eq(tenants.id, tenant.id));
        }
        // The account exists: the invitation is no proof of anything any more.
        await endInvitation(tx, tenant.id);
        return accountId;
      });
    },
  };
}
