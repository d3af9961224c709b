/**
 * Two-factor authentication (SPEC §2.15, §4, §6; ARCHITECTURE security baseline): the tokens of
 * the 403 answers, codes (TOTP, e-mailed, backup), enabling and confirming a method, and the
 * deadline after which it is mandatory. Handlers and the security handler stay thin around it.
 */
import QRCode from 'qrcode';
import { TWO_FACTOR_RESEND_COUNTDOWN_SECONDS } from '../../domain/constants';
import { successMessages, twoFactorMessages } from '../../domain/messages';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import type { TokenKind, TwoFactorMethod } from '../db/schema';
import { HttpError, badRequest, unauthorized } from '../errors';
import { verificationCodeMail } from '../mail/verificationCode';
import {
  findLiveChild,
  findSessionRow,
  insertToken,
  consumeToken,
  revokeWithChildren,
  createSession,
  markSessionVerified,
} from '../repositories/sessions';
import {
  activatePendingMethod,
  advanceTotpStep,
  consumeBackupCode,
  consumeEmailCode,
  countEmailCodeFailure,
  findAccount,
  insertEmailCode,
  lockAccount,
  markEmailVerified,
  recentEmailCodes,
  replaceBackupCodes,
  setPendingEmail,
  setPendingTotp,
  switchToEmail,
  type AccountRow,
} from '../repositories/twoFactor';
import type { AuthContext } from './context';
import { effectiveDeadline, graceDaysLeft, setupDue, type DeadlineFields } from './deadline';
import { asBackupCode, newBackupCodes, newEmailCode } from './codes';
import { rateLimitKey, rateLimiter, secondsUntil } from './rateLimit';
import { boundToken, codeHash, decryptSecret, encryptSecret } from './secrets';
import { base32Decode, matchTotp, newTotpSecret, otpauthUri } from './totp';

const MINUTE_MS = 60_000;

/** A challenge token (after log-in, or for an unverified session) lives 10 minutes. */
export const CHALLENGE_TTL_MS = 10 * MINUTE_MS;
/** A set-up token lives 30 minutes: time to install an authenticator app. */
export const SETUP_TTL_MS = 30 * MINUTE_MS;
export const EMAIL_CODE_TTL_MS = 10 * MINUTE_MS;
/** No new e-mail code sooner than 60 s after the last one (SPEC §9 resend countdown). */
export const EMAIL_RESEND_SECONDS = TWO_FACTOR_RESEND_COUNTDOWN_SECONDS;
export const EMAIL_SENDS_PER_HOUR = 5;

export const CHALLENGE_MESSAGE =
  'Two-factor authentication is required. Enter your verification code to continue.';
export const SETUP_MESSAGE =
  'Two-factor authentication is now required for your account. Please set it up to continue.';
export const TOTP_ENABLE_MESSAGE =
  'Scan the QR code with your authenticator app (or enter the key), then enter the 6-digit code it shows.';
export const NOT_STARTED_MESSAGE = 'Choose a two-factor method first.';

/** Operations an unverified session of a two-factor account may still call (SPEC §4). */
const CHALLENGE_EXEMPT = new Set([
  'logout',
  'completeTwoFactorChallenge',
  'sendTwoFactorEmailCode',
  'getTwoFactorStatus',
]);

export const invalidCode = () => new HttpError(400, twoFactorMessages.invalidCode, 'INVALID_CODE');
export const challengeExpired = () =>
  unauthorized(twoFactorMessages.loginWithoutToken, 'TWO_FACTOR_CHALLENGE_EXPIRED');

/** 429 of sendTwoFactorEmailCode: the contract's TwoFactorEmailCooldown with the countdown. */
export function emailCooldown(seconds: number, message: string): HttpError {
  return new HttpError(
    429,
    message,
    'RATE_LIMITED',
    { success: false, seconds_remaining: seconds, resend_available_in: seconds },
    { 'retry-after': String(seconds) },
  );
}

interface TokenOwner {
  id: number;
  email: string;
}

/** An existing session a challenge or set-up token is issued to (SPEC §4 held requests). */
export interface ParentSession {
  sessionId: number;
  /** The session's own token, as sent: the bound token is derived from it. */
  token: string;
  expiresAt: Date;
  remember: boolean;
}

export function twoFactorService(ctx: AppContext) {
  const limiter = rateLimiter(ctx);
  const grace = () => ctx.config.twoFactor.gracePeriodDays;

  /**
   * A challenge or set-up token. Issued to a session, it is derived from that session's token,
   * so the held requests of one session all get the same token while it lives.
   */
  async function limitedToken(
    kind: TokenKind,
    accountId: number,
    ttlMs: number,
    remember: boolean,
    parent?: ParentSession,
  ): Promise<string> {
    const now = ctx.now();
    if (!parent) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      return (await insertToken(ctx.db, { accountId, kind, remember, expiresAt, now })).token;
    }
    const live = await findLiveChild(ctx.db, parent.sessionId, kind, now);
    if (live) return boundToken(ctx.secrets, kind, parent.token, live.createdAt);
    const token = boundToken(ctx.secrets, kind, parent.token, now);
    const expiresAt = new Date(Math.min(now.getTime() + ttlMs, parent.expiresAt.getTime()));
    await insertToken(ctx.db, {
      accountId,
      kind,
      remember: parent.remember,
      expiresAt,
      now,
      parentSessionId: parent.sessionId,
      token,
    });
    return token;
  }

  /** 403 TWO_FACTOR_CHALLENGE with a challenge token. */
  async function challengeRequired(
    account: TokenOwner & { twoFactorMethod: TwoFactorMethod | null },
    options: { remember: boolean; parent?: ParentSession },
  ): Promise<HttpError> {
    const token = await limitedToken(
      'twoFactorChallenge',
      account.id,
      CHALLENGE_TTL_MS,
      options.remember,
      options.parent,
    );
    return new HttpError(403, CHALLENGE_MESSAGE, 'TWO_FACTOR_CHALLENGE', {
      challenge: { token, method: account.twoFactorMethod ?? 'totp', user_email: account.email },
    });
  }

  /** 403 TWO_FACTOR_SETUP_REQUIRED with a set-up token. */
  async function setupRequired(
    account: TokenOwner & DeadlineFields,
    options: { remember: boolean; parent?: ParentSession },
  ): Promise<HttpError> {
    const token = await limitedToken(
      'twoFactorSetup',
      account.id,
      SETUP_TTL_MS,
      options.remember,
      options.parent,
    );
    return new HttpError(403, SETUP_MESSAGE, 'TWO_FACTOR_SETUP_REQUIRED', {
      setup: {
        token,
        user_email: account.email,
        deadline: effectiveDeadline(account, grace()),
      },
    });
  }

  /**
   * The §4 gate for a full session: an unverified session of a two-factor account is challenged
   * on everything but the challenge itself; a session of an account past its deadline without
   * two-factor must set it up first (the two-factor operations and logout stay open).
   */
  async function gate(
    session: ParentSession & { verified: boolean },
    account: TokenOwner &
      DeadlineFields & { twoFactorEnabled: boolean; twoFactorMethod: TwoFactorMethod | null },
    route: { operationId: string; tag: string; tokenKinds: readonly string[] },
  ): Promise<void> {
    if (account.twoFactorEnabled) {
      if (!session.verified && !CHALLENGE_EXEMPT.has(route.operationId)) {
        throw await challengeRequired(account, { remember: session.remember, parent: session });
      }
      return;
    }
    const setupOpen =
      route.operationId === 'logout' ||
      (route.tag === 'twoFactor' && route.tokenKinds.includes('session'));
    if (!setupOpen && setupDue(account, grace(), ctx.now())) {
      throw await setupRequired(account, { remember: session.remember, parent: session });
    }
  }

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
      const step = matchTotp(secret, code, now, account.twoFactorLastStep);
      return step !== null && (await advanceTotpStep(tx, account.id, step));
    }
    const backup = asBackupCode(code);
    return backup !== null && consumeBackupCode(tx, account.id, backupHash(backup), now);
  }

  /**
   * A new full session replacing `parent` (same expiry and Remember Me), or a fresh one after
   * log-in; either way verified.
   */
  async function verifiedSession(
    tx: DbTransaction,
    accountId: number,
    remember: boolean,
    parentSessionId: number | null,
  ): Promise<string | null> {
    const now = ctx.now();
    if (parentSessionId === null) {
      return (
        await createSession(tx, accountId, remember, ctx.config.session, now, { verified: true })
      ).token;
    }
    const parent = await findSessionRow(tx, parentSessionId);
    if (!parent || parent.revokedAt || parent.expiresAt <= now) return null;
    const { token } = await insertToken(tx, {
      accountId,
      kind: 'session',
      remember: parent.remember,
      expiresAt: parent.expiresAt,
      now,
      verified: true,
    });
    await revokeWithChildren(tx, parent.id, now);
    return token;
  }

  async function isLive(tx: DbTransaction, sessionId: number): Promise<boolean> {
    const row = await findSessionRow(tx, sessionId);
    return row !== null && row.revokedAt === null && row.expiresAt > ctx.now();
  }

  /**
   * Turns a passed challenge or completed set-up into the session the client continues with
   * (SPEC §4): the limited token is used up; the session it was issued to, if any, is replaced.
   */
  async function sessionAfter(tx: DbTransaction, auth: AuthContext): Promise<string | null> {
    const now = ctx.now();
    if (auth.kind === 'session') {
      const token = await verifiedSession(tx, auth.accountId, auth.remember, auth.sessionId);
      return token;
    }
    if (!(await consumeToken(tx, auth.sessionId, now))) return null;
    return verifiedSession(tx, auth.accountId, auth.remember, auth.parentSessionId);
  }

  /**
   * Mails a new 6-digit code. Within 60 s of a code still unused, or after 5 codes in an hour,
   * it is a 429 with the seconds to wait (or, with `reuseLive`, the live code stands).
   */
  async function sendEmailCode(
    account: TokenOwner,
    options: { reuseLive?: boolean } = {},
  ): Promise<{ expiresAt: Date; secondsRemaining: number }> {
    const now = ctx.now();
    const code = newEmailCode();
    const expiresAt = new Date(now.getTime() + EMAIL_CODE_TTL_MS);
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      const recent = await recentEmailCodes(
        tx,
        account.id,
        new Date(now.getTime() - 60 * MINUTE_MS),
      );
      // A resend (the last code is still unused) waits 60 s; a code after a used one does not.
      const latest = recent[0];
      const resendAt = latest ? latest.createdAt.getTime() + EMAIL_RESEND_SECONDS * 1000 : 0;
      if (latest && !latest.consumedAt && latest.expiresAt > now && resendAt > now.getTime()) {
        const wait = secondsUntil(new Date(resendAt), now);
        if (options.reuseLive) return { kind: 'live' as const, expiresAt: latest.expiresAt, wait };
        throw emailCooldown(
          wait,
          `Please wait ${wait} second${wait === 1 ? '' : 's'} before requesting a new code.`,
        );
      }
      const fifth = recent[EMAIL_SENDS_PER_HOUR - 1];
      if (fifth) {
        const wait = secondsUntil(new Date(fifth.createdAt.getTime() + 60 * MINUTE_MS), now);
        const minutes = Math.ceil(wait / 60);
        throw emailCooldown(
          wait,
          `Too many codes sent. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const id = await insertEmailCode(tx, account.id, emailHash(code), now, expiresAt);
      // The mail is queued with the code (a durable job): both exist, or neither. An SMTP
      // outage delays it; the worker retries.
      await ctx.mail.send(
        verificationCodeMail({
          to: account.email,
          code,
          validMinutes: EMAIL_CODE_TTL_MS / MINUTE_MS,
        }),
        tx,
      );
      return { kind: 'new' as const, id };
    });
    if (outcome.kind === 'live') {
      return { expiresAt: outcome.expiresAt, secondsRemaining: outcome.wait };
    }
    return { expiresAt, secondsRemaining: EMAIL_RESEND_SECONDS };
  }

  return {
    gate,
    challengeRequired,
    setupRequired,

    async status(accountId: number) {
      const account = await findAccount(ctx.db, accountId);
      if (!account) throw unauthorized();
      return {
        enabled: account.twoFactorEnabled,
        method: account.twoFactorEnabled ? account.twoFactorMethod : null,
        deadline: effectiveDeadline(account, grace()),
        grace_period_days: graceDaysLeft(account, grace(), ctx.now()),
      };
    },

    sendEmailCode,

    /** Step 1-2 of the wizard: a pending TOTP secret, or an e-mailed code (SPEC §2.15). */
    async enable(accountId: number, method: TwoFactorMethod) {
      const account = await findAccount(ctx.db, accountId);
      if (!account) throw unauthorized();
      if (method === 'totp') {
        const secret = newTotpSecret();
        const qr = await QRCode.toDataURL(
          otpauthUri(secret, account.email, ctx.config.brand.name),
          {
            errorCorrectionLevel: 'M',
            margin: 2,
            width: 240,
          },
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
            const matched = secret ? matchTotp(secret, code, now, null) : null;
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
            if (!token) throw unauthorized('Your set-up session has expired. Please log in again.');
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

    /** SPEC §2.15 step 0: the tenant proves they read mail at their address. */
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

    /** SPEC §4: a passed challenge answers the session token to continue with. */
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
