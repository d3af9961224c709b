// The sandbox payments provider and bank-link flow (docs/payments-sandbox.md): the stand-ins for
// Stripe and Plaid Link, called by the browser directly (no Token header), as the real services
// are. A card refusal answers 200 with `error`, as Stripe's card element does. The card body is
// never logged nor stored (only brand, last four digits and expiry are, see
// adapters/payments/sandbox.ts).
import { sandboxBankLink } from '../adapters/bankLink/sandbox';
import { createConfirmationToken, sandboxPayments } from '../adapters/payments/sandbox';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import { notFound, refusals } from '../errors';
import { serverToday } from './carrier';
import type { Handlers } from './types';

export function sandboxPaymentHandlers(ctx: AppContext): Handlers {
  const limiter = rateLimiter(ctx);
  // Built per call: the factory runs before the context is complete (operations.ts).
  const payments = () => sandboxPayments({ db: ctx.db, secrets: ctx.secrets });
  const admit = (ip: string) =>
    limiter.attempt('sandboxPaymentsPerAddress', rateLimitKey.sandboxPayments(ip), ctx.now());

  return {
    async sandboxCreateConfirmationToken(request) {
      await admit(request.ip);
      const now = ctx.now();
      const answer = await createConfirmationToken(ctx.db, request.body, serverToday(now), now);
      return answer.kind === 'token'
        ? {
            confirmationToken: { id: answer.id, brand: answer.brand, last4: answer.last4 },
            error: null,
          }
        : { confirmationToken: null, error: answer.error };
    },

    async sandboxAuthenticateSetupIntent(request) {
      await admit(request.ip);
      const intent = await payments().authenticate({
        setupIntentId: request.params.setupIntentId,
        clientSecret: request.body.clientSecret,
        outcome: request.body.outcome,
        now: ctx.now(),
      });
      // An unknown intent and a wrong secret answer alike.
      if (!intent) throw notFound(refusals.setupIntentNotFound, 'SETUP_INTENT_NOT_FOUND');
      return intent;
    },

    async sandboxCreateBankLinkPublicToken(request) {
      await admit(request.ip);
      const publicToken = await sandboxBankLink(ctx.db).createPublicToken({
        linkToken: request.body.linkToken,
        bankAccountId: request.body.accountId,
        now: ctx.now(),
      });
      if (!publicToken) throw notFound(refusals.bankLinkNotFound, 'LINK_NOT_FOUND');
      return { publicToken };
    },
  };
}
