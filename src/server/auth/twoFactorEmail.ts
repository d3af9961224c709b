// Mailing two-factor codes (docs/product.md "Two-factor", "Limits"): the 60-second resend countdown
// and the five codes an hour, decided under the account's lock so a burst of requests sends one
// code. The code is queued with its mail in one transaction (a durable job), so both exist or
// neither.
import { tooManyCodesSent, waitBeforeNewCode } from '../../domain/messages/twoFactor';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import { verificationCodeMail } from '../mail/verificationCode';
import { insertEmailCode, lockAccount, recentEmailCodes } from '../repositories/twoFactor';
import { newEmailCode } from './codes';
import { secondsUntil } from './rateLimit';
import { codeHash } from './secrets';
import {
  EMAIL_CODE_TTL_MS,
  EMAIL_RESEND_SECONDS,
  EMAIL_SENDS_PER_HOUR,
  MINUTE_MS,
  emailCooldown,
  type TokenOwner,
} from './twoFactorRules';

export function twoFactorEmailSender(ctx: AppContext) {
  const emailHash = (code: string) => codeHash(ctx.secrets, 'email', code);

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
      const { language } = await lockAccount(tx, account.id);
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
        throw emailCooldown(wait, waitBeforeNewCode(wait));
      }
      const fifth = recent[EMAIL_SENDS_PER_HOUR - 1];
      if (fifth) {
        const wait = secondsUntil(new Date(fifth.createdAt.getTime() + 60 * MINUTE_MS), now);
        const minutes = Math.ceil(wait / 60);
        throw emailCooldown(wait, tooManyCodesSent(minutes));
      }
      const id = await insertEmailCode(tx, account.id, emailHash(code), now, expiresAt);
      // The mail is queued with the code (a durable job): both exist, or neither. An SMTP
      // outage delays it; the worker retries.
      await ctx.mail.send(
        verificationCodeMail({
          to: account.email,
          code,
          validMinutes: EMAIL_CODE_TTL_MS / MINUTE_MS,
          locale: mailLocale(language),
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

  return sendEmailCode;
}
