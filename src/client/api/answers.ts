import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TwoFactorGate } from '../app/ui';

// How a screen reads a refused call's answer. Apart from baseApi (which creates the API client)
// so that a screen can show an answer without loading the client before its first call.

export function messageOf(error: FetchBaseQueryError): string | undefined {
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : undefined;
}

/** The two 403 answers of openapi.yaml that open the two-factor overlay (docs/product.md "States"). */
export function twoFactorGateOf(
  error: FetchBaseQueryError,
  from: TwoFactorGate['from'] = 'request',
): TwoFactorGate | null {
  if (error.status !== 403) return null;
  const data = error.data as
    | {
        code?: string;
        challenge?: { token: string; method: 'totp' | 'email'; user_email: string };
        setup?: { token: string; user_email: string; deadline: string | null };
      }
    | undefined;
  if (data?.code === 'TWO_FACTOR_CHALLENGE' && data.challenge) {
    const { token, method, user_email } = data.challenge;
    return { kind: 'challenge', token, method: method ?? 'totp', userEmail: user_email, from };
  }
  if (data?.code === 'TWO_FACTOR_SETUP_REQUIRED' && data.setup) {
    const { token, user_email, deadline } = data.setup;
    return { kind: 'setup', token, userEmail: user_email, deadline, from };
  }
  return null;
}
