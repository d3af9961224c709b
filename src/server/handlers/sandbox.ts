// The sandbox tag: the sandbox carrier's tokenization service (docs/product.md "Calls" "Other calls"), which the
// browser calls directly at Settings.tokenizationUrl. A refusal answers 200 with `error`, as the
// carrier does. The body holds card or account numbers: it is never logged nor stored (only the
// brand and last four digits are, see adapters/carrier/sandbox/payments.ts).
import { tokenizeBank, tokenizeCard, type Tokenized } from '../adapters/carrier/sandbox/payments';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import { findQuote } from '../repositories/quotes';
import { QUOTE_NOT_FOUND, serverToday } from './carrier';
import type { Handlers, Ok } from './types';

type TokenizeAnswer = Ok<'sandboxTokenizeV1'>;

function answer(result: Tokenized): TokenizeAnswer {
  if (result.kind === 'token') {
    return {
      responseMessage: 'Success',
      transactionDetails: { tokenizePayment: result.token },
      error: null,
    };
  }
  return { responseMessage: result.responseMessage, transactionDetails: null, error: result.error };
}

export function sandboxHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);

  /** Rate limit, then the quote must be live and the client's own. */
  async function admit(
    ip: string,
    transaction: { workItemId: string; clientId: string },
  ): Promise<TokenizeAnswer | null> {
    const key = rateLimitKey.tokenize(ip);
    await limiter.attempt('tokenizationsPerAddress', key, now());
    const quote = await findQuote(db, transaction.workItemId);
    if (
      !quote ||
      quote.expiresAt.getTime() <= now().getTime() ||
      quote.clientId !== transaction.clientId
    ) {
      return {
        responseMessage: 'Declined',
        transactionDetails: null,
        error: { code: 'QUOTE_NOT_FOUND', message: QUOTE_NOT_FOUND },
      };
    }
    return null;
  }

  return {
    async sandboxTokenizeV1(request) {
      const { transaction, billing } = request.body;
      const refused = await admit(request.ip, transaction);
      if (refused) return refused;
      const current = now();
      return answer(
        await tokenizeCard(
          db,
          transaction.workItemId,
          billing.ccInfo,
          serverToday(current),
          current,
        ),
      );
    },

    async sandboxTokenizeV2(request) {
      const { transaction, billing } = request.body;
      const refused = await admit(request.ip, transaction);
      if (refused) return refused;
      return answer(await tokenizeBank(db, transaction.workItemId, billing.bankInfo, now()));
    },
  };
}
