import { successMessages } from '../../domain/messages';
import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { twoFactorService } from '../auth/twoFactor';
import { unauthorized } from '../errors';
import { findAccount } from '../repositories/twoFactor';
import type { Handlers } from './types';

/**
 * docs/product.md "Two-factor" and "States", openapi.yaml tag twoFactor. Which token each operation accepts (session,
 * challenge, set-up) is checked by the security handler from `x-token-kinds`; the rules live in
 * auth/twoFactor.ts.
 */
export function twoFactorHandlers(ctx: AppContext): Handlers {
  const twoFactor = twoFactorService(ctx);

  return {
    async getTwoFactorStatus(request) {
      return twoFactor.status(requireAuth(request));
    },

    async enableTwoFactor(request) {
      return twoFactor.enable(requireAuth(request).accountId, request.body.method);
    },

    async confirmTwoFactor(request) {
      return twoFactor.confirm(requireAuth(request), request.body.code);
    },

    // With a challenge token this is the challenge dialog's code (docs/product.md "Two-factor" auto-send).
    async sendTwoFactorEmailCode(request) {
      const account = await findAccount(ctx.db, requireAuth(request).accountId);
      if (!account) throw unauthorized();
      const sent = await twoFactor.sendEmailCode(account);
      return {
        success: true,
        message: successMessages.verificationCodeSent,
        seconds_remaining: sent.secondsRemaining,
        expires_at: sent.expiresAt.toISOString(),
        resend_available_in: sent.secondsRemaining,
      };
    },

    async verifyTwoFactorEmail(request) {
      return twoFactor.verifyEmail(requireAuth(request).accountId, request.body.code);
    },

    async completeTwoFactorChallenge(request) {
      return twoFactor.completeChallenge(requireAuth(request), request.body.code);
    },
  };
}
