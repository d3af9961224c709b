import { LOADING_TIMEOUT_MS } from '../../domain/constants';
import { paymentMessages } from '../../domain/messages/payment';
import { GENERIC_ERROR } from '../../domain/messages/genericError';
import { pageLanguageHeaders } from '../i18n/DocumentLanguage';

/**
 * The sandbox payments provider and the sandbox bank-link flow (docs/payments-sandbox.md). Like
 * the carrier's tokenization service they are not our API: the browser calls them directly,
 * without the Token header, so card numbers reach only the provider, as Stripe Elements sends
 * them to Stripe. Never throws: every failure is an outcome with a docs/product.md "Messages" text.
 */

export type ServiceOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

interface ServiceOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const SANDBOX_PAYMENTS = '/sandbox/payments/v1';
const SANDBOX_BANK_LINK = '/sandbox/bank-link/v1';

/** POSTs JSON and reads the JSON answer; 404 answers `notFound` (an unknown intent or link). */
async function post(
  path: string,
  body: unknown,
  notFound: string,
  { timeoutMs = LOADING_TIMEOUT_MS, fetchImpl }: ServiceOptions,
): Promise<ServiceOutcome<Record<string, unknown>>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // Absolute, as a Request needs (the page's origin: the sandboxes are served beside the app).
    const url = new URL(path, globalThis.location?.href ?? 'http://localhost/').toString();
    const response = await (fetchImpl ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...pageLanguageHeaders(),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    });
    if (response.status === 404) return { ok: false, message: notFound };
    const answer: unknown = await response.json().catch(() => null);
    if (typeof answer !== 'object' || answer === null) {
      return { ok: false, message: paymentMessages.invalidProcessorResponse };
    }
    if (!response.ok) {
      const message = (answer as { message?: unknown }).message;
      return {
        ok: false,
        message: typeof message === 'string' && message ? message : paymentMessages.processFailed,
      };
    }
    return { ok: true, value: answer as Record<string, unknown> };
  } catch {
    return {
      ok: false,
      message: controller.signal.aborted ? GENERIC_ERROR : paymentMessages.processFailed,
    };
  } finally {
    clearTimeout(timer);
  }
}

export interface SandboxCard {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode';

/** The card to a single-use confirmation token, or the provider's refusal and its field. */
export async function createSandboxConfirmationToken(
  card: SandboxCard,
  options: ServiceOptions = {},
): Promise<{ ok: true; token: string } | { ok: false; message: string; field?: CardField }> {
  const answer = await post(
    `${SANDBOX_PAYMENTS}/confirmation_tokens`,
    card,
    paymentMessages.tokenizationFailed,
    options,
  );
  if (!answer.ok) return answer;
  const { confirmationToken, error } = answer.value as {
    confirmationToken?: { id?: unknown } | null;
    error?: { message?: unknown; field?: CardField } | null;
  };
  if (error && typeof error.message === 'string') {
    return { ok: false, message: error.message, field: error.field };
  }
  const id = confirmationToken?.id;
  return typeof id === 'string' && id
    ? { ok: true, token: id }
    : { ok: false, message: paymentMessages.invalidProcessorResponse };
}

/** The sandbox's 3-D Secure step: the tenant's choice, answered with the intent's status. */
export async function authenticateSandboxSetupIntent(
  setupIntentId: string,
  clientSecret: string,
  outcome: 'complete' | 'fail',
  options: ServiceOptions = {},
): Promise<ServiceOutcome<null>> {
  const answer = await post(
    `${SANDBOX_PAYMENTS}/setup_intents/${encodeURIComponent(setupIntentId)}/authenticate`,
    { clientSecret, outcome },
    paymentMessages.paymentFailed,
    options,
  );
  if (!answer.ok) return answer;
  const { status, error } = answer.value as { status?: unknown; error?: { message?: unknown } };
  if (status === 'succeeded') return { ok: true, value: null };
  const message = error?.message;
  return {
    ok: false,
    message: typeof message === 'string' && message ? message : paymentMessages.paymentFailed,
  };
}

/** The sandbox link flow's onSuccess: the picked account to a public token. */
export async function createSandboxBankPublicToken(
  linkToken: string,
  accountId: string,
  options: ServiceOptions = {},
): Promise<ServiceOutcome<string>> {
  const answer = await post(
    `${SANDBOX_BANK_LINK}/public_token`,
    { linkToken, accountId },
    GENERIC_ERROR,
    options,
  );
  if (!answer.ok) return answer;
  const token = answer.value.publicToken;
  return typeof token === 'string' && token
    ? { ok: true, value: token }
    : { ok: false, message: paymentMessages.invalidProcessorResponse };
}
