import { LOADING_TIMEOUT_MS } from '../../domain/constants';
import type { BankBilling, CardBilling } from '../../domain/checkout/checkoutForm';
import { paymentMessages } from '../../domain/messages/payment';
import { GENERIC_ERROR } from '../../domain/messages/genericError';
import { pageLanguageHeaders } from '../i18n/DocumentLanguage';

/**
 * The carrier's payment tokenization service (docs/product.md "Calls" "Other calls", "Messages"
 * payment errors). It is not our API: it is called directly at `Settings.tokenizationUrl`, without
 * our Token header, so card and bank numbers reach only that service; our own API receives the
 * token alone. v1 takes card info, v2 bank info.
 */

export interface TokenizeTransaction {
  clientId: string;
  workItemId: string;
}

export type TokenizeOutcome = { ok: true; token: string } | { ok: false; message: string };

export interface TokenizeOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** `{base}/v1/tokenize` or `/v2/tokenize`, absolute (a relative base is the page's origin). */
export function tokenizeUrl(baseUrl: string, version: 'v1' | 'v2'): string {
  const path = `${baseUrl.replace(/\/+$/, '')}/${version}/tokenize`;
  const origin = globalThis.location?.href ?? 'http://localhost/';
  return new URL(path, origin).toString();
}

function isCard(billing: CardBilling | BankBilling): billing is CardBilling {
  return 'ccInfo' in billing && typeof billing.ccInfo === 'object' && billing.ccInfo !== null;
}

/** Reads the service's answer (docs/product.md "Messages"): 'Success' with a token, or its error or refusal. */
export function readTokenizeAnswer(body: unknown): TokenizeOutcome {
  if (typeof body !== 'object' || body === null) {
    return { ok: false, message: paymentMessages.invalidProcessorResponse };
  }
  const answer = body as {
    responseMessage?: unknown;
    transactionDetails?: { tokenizePayment?: unknown } | null;
    error?: { message?: unknown } | null;
  };
  if (typeof answer.responseMessage !== 'string') {
    return { ok: false, message: paymentMessages.invalidProcessorResponse };
  }
  if (answer.responseMessage !== 'Success') {
    const message = answer.error?.message;
    return {
      ok: false,
      message:
        typeof message === 'string' && message.trim() !== ''
          ? message
          : paymentMessages.processFailed,
    };
  }
  const token = answer.transactionDetails?.tokenizePayment;
  if (typeof token !== 'string' || token === '') {
    return { ok: false, message: paymentMessages.invalidProcessorResponse };
  }
  return { ok: true, token };
}

/**
 * Tokenizes a card (v1) or bank account (v2). Never throws: every failure is an outcome with the
 * docs/product.md "Messages" message. A call still unanswered after 30 s (docs/product.md "Limits")
 * is aborted with the generic flow error.
 */
export async function tokenizePayment(
  baseUrl: string,
  transaction: TokenizeTransaction,
  billing: CardBilling | BankBilling | null,
  { timeoutMs = LOADING_TIMEOUT_MS, fetchImpl }: TokenizeOptions = {},
): Promise<TokenizeOutcome> {
  if (!billing || (!isCard(billing) && !('bankInfo' in billing))) {
    return { ok: false, message: paymentMessages.invalidMethod };
  }
  const url = tokenizeUrl(baseUrl, isCard(billing) ? 'v1' : 'v2');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let response: Response;
  try {
    response = await (fetchImpl ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...pageLanguageHeaders(),
      },
      body: JSON.stringify({ transaction, billing }),
      signal: controller.signal,
      credentials: 'omit',
    });
  } catch {
    clearTimeout(timer);
    return {
      ok: false,
      message: timedOut ? GENERIC_ERROR : paymentMessages.tokenizationFailed,
    };
  }
  try {
    if (!response.ok) return { ok: false, message: paymentMessages.tokenizationFailed };
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      return {
        ok: false,
        message: timedOut ? GENERIC_ERROR : paymentMessages.invalidProcessorResponse,
      };
    }
    return readTokenizeAnswer(body);
  } finally {
    clearTimeout(timer);
  }
}
