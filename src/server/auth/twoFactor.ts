/**
 * Two-factor authentication (docs/product.md "Two-factor", "States", "Who may do what";
 * docs/security.md): the tokens of the 403 answers, codes (TOTP, e-mailed, backup), enabling and
 * confirming a method, and the deadline after which it is mandatory. Handlers and the security
 * handler stay thin around it.
 */
import { QR_IMAGE_OPTIONS } from '../../domain/qrImage';
import { successMessages } from '../../domain/messages';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import type { TwoFactorMethod } from '../db/schema';
import { answers, badRequest, unauthorized } from '../errors';
import { markSessionVerified } from '../repositories/sessions';
import {
  activatePendingMethod,
  advanceTotpStep,
  consumeBackupCode,
  consumeEmailCode,
  countEmailCodeFailure,
  findAccount,
  keptAccount,
  lockAccount,
  markEmailVerified,
  replaceBackupCodes,
  setPendingEmail,
  setPendingTotp,
  switchToEmail,
  type AccountRow,
} from '../repositories/twoFactor';
import type { AuthContext } from './context';
import { effectiveDeadline, graceDaysLeft } from './deadline';
import { asBackupCode, newBackupCodes } from './codes';
import { rateLimitKey, rateLimiter } from './rateLimit';
import { codeHash, decryptSecret, encryptSecret } from './secrets';
import { base32Decode, matchTotp, newTotpSecret, otpauthUri } from './totp';
import { twoFactorEmailSender } from './twoFactorEmail';
import {
  NOT_STARTED_MESSAGE,
  TOTP_ENABLE_MESSAGE,
  challengeExpired,
  invalidCode,
} from './twoFactorRules';
import { twoFactorSessions } from './twoFactorSessions';
import type { Caller } from '../db/readCache';

// The lifetimes, texts and errors live in twoFactorRules.ts; callers keep importing them here.
export {
  CHALLENGE_MESSAGE,
  CHALLENGE_TTL_MS,
  EMAIL_CODE_TTL_MS,
  EMAIL_RESEND_SECONDS,
  EMAIL_SENDS_PER_HOUR,
  NOT_STARTED_MESSAGE,
  SETUP_MESSAGE,
  SETUP_TTL_MS,
  TOTP_ENABLE_MESSAGE,
  challengeExpired,
  emailCooldown,
  invalidCode,
  type ParentSession,
} from './twoFactorRules';

export function twoFactorService(ctx: AppContext) {
  const limiter = rateLimiter(ctx);
  const grace = () => ctx.config.twoFactor.gracePeriodDays;
  const { challengeRequired, setupRequired, gate, isLive, sessionAfter } = twoFactorSessions(ctx);
  const sendEmailCode = twoFactorEmailSender(ctx);

  /**
   * Runs a code check under the per-account limit. The attempt is taken (checked and counted in
   * one step) before the code is looked at, so a burst of guesses gets at most 5 evaluated; a
   * wrong code answers INVALID_CODE, a right one clears the count.
   */
  async function limitedCodeCheck<T>(
    accountId: number,
    check: () => Promise<{ value: T } | null>,
  ): Promise<T> {
    const key = rateLimitKey.codes(accountId);
    await limiter.attempt('codeFailuresPerAccount', key, ctx.now());
    const result = await check();
    if (!result) {
      await countEmailCodeFailure(ctx.db, accountId, ctx.now());
      throw invalidCode();
    }
    await limiter.clear(key);
    return result.value;
  }

  const emailHash = (code: string) => codeHash(ctx.secrets, 'email', code);
  const backupHash = (code: string) => codeHash(ctx.secrets, 'backup', code);

  function totpSecretOf(stored: string | null): Buffer | null {
    const plain = stored ? decryptSecret(ctx.secrets, stored) : null;
    return plain ? base32Decode(plain) : null;
  }

  /** The second factor of an enabled account: its method's 6-digit code, or a backup code. */
  async function passSecondFactor(tx: DbTransaction, account: AccountRow, code: string) {
    const now = ctx.now();
    if (/^\d{6}$/.test(code)) {
      if (account.twoFactorMethod === 'email') {
        return consumeEmailCode(tx, account.id, emailHash(code), now);
      }
      const secret = totpSecretOf(account.twoFactorSecret);
      if (!secret) return false;
      // The authenticator app keeps the machine's time, not the sandbox clock's (clock.ts).
      const step = matchTotp(secret, code, ctx.clock.machineNow(), account.twoFactorLastStep);
      return step !== null && (await advanceTotpStep(tx, account.id, step));
    }
    const backup = asBackupCode(code);
    return backup !== null && consumeBackupCode(tx, account.id, backupHash(backup), now);
  }

  return {
    gate,
    challengeRequired,
    setupRequired,

    /** GET /2fa/status: its read is kept until the account changes (db/readCache.ts). */
    async status(caller: Caller) {
      const account = await keptAccount(ctx, caller);
      if (!account) throw unauthorized();
      return {
        enabled: account.twoFactorEnabled,
        method: account.twoFactorEnabled ? account.twoFactorMethod : null,
        deadline: effectiveDeadline(account, grace()),
        grace_period_days: graceDaysLeft(account, grace(), ctx.now()),
      };
    },

    sendEmailCode,

    /** Step 1-2 of the wizard: a pending TOTP secret, or an e-mailed code (docs/product.md "Two-factor"). */
    async enable(accountId: number, method: TwoFactorMethod) {
      const account = await findAccount(ctx.db, accountId);
      if (!account) throw unauthorized();
      if (method === 'totp') {
        const secret = newTotpSecret();
        // qrcode loads with the first set-up, not with the server.
        const { default: QRCode } = await import('qrcode');
        const qr = await QRCode.toDataURL(
          otpauthUri(secret, account.email, ctx.config.brand.name),
          QR_IMAGE_OPTIONS,
        );
        await setPendingTotp(ctx.db, accountId, encryptSecret(ctx.secrets, secret));
        return { success: true, qr_code: qr, secret, message: TOTP_ENABLE_MESSAGE };
      }
      if (account.twoFactorEnabled) {
        // Already protected: switching to e-mail needs no new code (the wizard jumps to its end).
        await switchToEmail(ctx.db, accountId);
        return {
          success: true,
          qr_code: null,
          secret: null,
          message: successMessages.twoFactorMethodUpdated,
        };
      }
      await setPendingEmail(ctx.db, accountId);
      await sendEmailCode(account, { reuseLive: true });
      return {
        success: true,
        qr_code: null,
        secret: null,
        message: successMessages.verificationCodeSent,
      };
    },

    /**
     * Step 2 to 3: the code proves the pending method works; two-factor is on with it, ten new
     * backup codes replace the old ones. From a session, that session counts as verified; from a
     * set-up token, the answer carries the session to continue with.
     */
    async confirm(auth: AuthContext, code: string) {
      const outcome = await limitedCodeCheck(auth.accountId, () =>
        ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const account = await lockAccount(tx, auth.accountId);
          const method = account.twoFactorPendingMethod;
          if (!method) throw badRequest(NOT_STARTED_MESSAGE, 'TWO_FACTOR_NOT_STARTED');
          let step = account.twoFactorLastStep;
          if (method === 'totp') {
            const secret = totpSecretOf(account.twoFactorPendingSecret);
            const matched = secret ? matchTotp(secret, code, ctx.clock.machineNow(), null) : null;
            if (matched === null) return null;
            step = matched;
          } else if (!(await consumeEmailCode(tx, account.id, emailHash(code), now))) {
            return null;
          }
          await activatePendingMethod(tx, account, method, step, now);
          const backupCodes = newBackupCodes();
          await replaceBackupCodes(tx, account.id, backupCodes.map(backupHash), now);
          let token: string | null = null;
          if (auth.kind === 'session') {
            await markSessionVerified(tx, auth.sessionId, now);
          } else {
            token = await sessionAfter(tx, auth);
            if (!token) throw unauthorized(answers.setupSessionExpired);
          }
          return { value: { backupCodes, token, wasEnabled: account.twoFactorEnabled } };
        }),
      );
      return {
        success: true,
        backup_codes: outcome.backupCodes,
        message: outcome.wasEnabled
          ? successMessages.twoFactorMethodUpdated
          : successMessages.twoFactorEnabled,
        ...(outcome.token ? { token: outcome.token } : {}),
      };
    },

    /** docs/product.md "Two-factor" step 0: the tenant proves they read mail at their address. */
    async verifyEmail(accountId: number, code: string) {
      await limitedCodeCheck(accountId, async () => {
        const now = ctx.now();
        if (!(await consumeEmailCode(ctx.db, accountId, emailHash(code), now))) {
          return null;
        }
        await markEmailVerified(ctx.db, accountId, now);
        return { value: null };
      });
      return { success: true, message: successMessages.emailVerified };
    },

    /**
     * A code mailed by sendEmailCode proves the account's e-mail (account creation after a
     * purchase without a login): counted like every code, and `then` runs in the same
     * transaction, so the code is spent only when what it unlocks is done.
     */
    async proveEmail<T>(
      accountId: number,
      code: string,
      then: (tx: DbTransaction) => Promise<T>,
    ): Promise<T> {
      return limitedCodeCheck(accountId, () =>
        ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          if (!(await consumeEmailCode(tx, accountId, emailHash(code), now))) return null;
          await markEmailVerified(tx, accountId, now);
          return { value: await then(tx) };
        }),
      );
    },

    /** docs/product.md "States": a passed challenge answers the session token to continue with. */
    async completeChallenge(auth: AuthContext, code: string) {
      const account = await findAccount(ctx.db, auth.accountId);
      if (!account?.twoFactorEnabled) throw challengeExpired();
      const token = await limitedCodeCheck(auth.accountId, () =>
        ctx.db.transaction(async (tx) => {
          const locked = await lockAccount(tx, auth.accountId);
          // Another request may have passed this challenge meanwhile (the lock orders them):
          // then no code is spent.
          if (!(await isLive(tx, auth.sessionId))) return { value: null };
          if (!(await passSecondFactor(tx, locked, code))) return null;
          return { value: await sessionAfter(tx, auth) };
        }),
      );
      if (!token) throw challengeExpired();
      return { success: true, token };
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
