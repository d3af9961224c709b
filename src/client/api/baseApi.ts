import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { LOADING_TIMEOUT_MS } from '../../domain/constants';
import { sessionMessages } from '../../domain/messages';
import { signedOut, type SessionState } from '../app/session';
import { toastShown, twoFactorRequired, type TwoFactorGate } from '../app/ui';

/**
 * API base: the page's own origin (the server serves both). Absolute so requests also build
 * outside a browser page (tests). The logo URL is this base plus a logo path (SPEC §7).
 */
export const API_BASE = globalThis.location?.origin ?? '';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  timeout: LOADING_TIMEOUT_MS,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { session: SessionState }).session.token;
    if (token) headers.set('Token', token);
    return headers;
  },
});

function messageOf(error: FetchBaseQueryError): string | undefined {
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : undefined;
}

/** The two 403 answers of openapi.yaml that open the two-factor overlay (SPEC §4). */
export function twoFactorGateOf(error: FetchBaseQueryError): TwoFactorGate | null {
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
    return { kind: 'challenge', token, method: method ?? 'totp', userEmail: user_email };
  }
  if (data?.code === 'TWO_FACTOR_SETUP_REQUIRED' && data.setup) {
    const { token, user_email, deadline } = data.setup;
    return { kind: 'setup', token, userEmail: user_email, deadline };
  }
  return null;
}

/**
 * Every generated endpoint goes through here: the Token header, a 30-second timeout (SPEC §9),
 * 401 → log out and show the server's message or 'Unauthorized access' (SPEC §8), and the
 * two-factor 403s → the overlay.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  const error = result.error;
  if (!error) return result;
  if (error.status === 401 && (api.getState() as { session: SessionState }).session.token) {
    api.dispatch(signedOut());
    api.dispatch(
      toastShown({ message: messageOf(error) ?? sessionMessages.unauthorized, severity: 'error' }),
    );
  }
  const gate = twoFactorGateOf(error);
  if (gate) api.dispatch(twoFactorRequired(gate));
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

export { messageOf };
