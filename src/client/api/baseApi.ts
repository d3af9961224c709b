import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { LOADING_TIMEOUT_MS } from '../../domain/constants';
import { learnAppTime } from '../app/appClock';
import { signedOut, type SessionState } from '../app/session';
import { toastShown, twoFactorRequired, type ToastWords, type UiState } from '../app/ui';
import type { LocaleState } from '../i18n/localeSlice';
import { messageOf, twoFactorGateOf } from './answers';
import { requestToken, waitForTwoFactorGate } from './twoFactorGate';

type GateState = {
  session: SessionState;
  ui: Pick<UiState, 'twoFactorGate' | 'replay'>;
  locale?: LocaleState;
};

/** What a read-only replay may still ask the server: public settings the screens are built on. */
const REPLAY_ALLOWED = new Set(['getVersion', 'getSettings', 'getLogoUrl']);
export const REPLAY_REFUSAL = 'This is a read-only replay: nothing is sent to the server.';

/**
 * API base: the page's own origin (the server serves both). Absolute so requests also build
 * outside a browser page (tests). The logo URL is this base plus a logo path (docs/product.md
 * "Calls").
 */
export const API_BASE = globalThis.location?.origin ?? '';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  timeout: LOADING_TIMEOUT_MS,
  prepareHeaders(headers, { getState, endpoint }) {
    // The server answers its messages in the app's language, not only the browser's
    // (docs/i18n.md): a tenant who chose Spanish on an English phone reads Spanish errors.
    const { locale } = (getState() as GateState).locale ?? {};
    if (locale) headers.set('Accept-Language', locale);
    // A Token given by the call itself (signing in with a fresh token) wins.
    if (headers.has('Token')) return headers;
    // A replay's stand-in token only lets signed-in screens render: it is never sent.
    if ((getState() as GateState).ui.replay) return headers;
    const { token } = requestToken(getState() as GateState, endpoint);
    if (token) headers.set('Token', token);
    return headers;
  },
});

/** The server's 401 message (in the app's language), else 'Unauthorized access'. */
const unauthorizedWords = (message: string | undefined): ToastWords =>
  message ? { message } : { text: { key: 'unauthorized' } };

/**
 * Every generated endpoint goes through here: the Token header, a 30-second timeout
 * (docs/product.md "Limits"), 401 → log out and show the server's message or 'Unauthorized access'
 * (docs/product.md "Messages"), and the two-factor 403s → the overlay (docs/product.md "States"). A
 * request other than log-in that meets a two-factor 403 is held until the gate completes, then
 * retried with the new session token; log-in is not held (its screen signs in with the challenge's
 * token). Calls made with the gate's own token are never held: they are the ones that complete it.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  // A replay shows the snapshot as saved: no tenant data is fetched, no change is ever sent.
  if ((api.getState() as GateState).ui.replay && !REPLAY_ALLOWED.has(api.endpoint)) {
    return { error: { status: 'CUSTOM_ERROR', error: REPLAY_REFUSAL } };
  }
  for (;;) {
    const { fromGate } = requestToken(api.getState() as GateState, api.endpoint);
    const result = await rawBaseQuery(args, api, extra);
    learnAppTime(result.meta?.response?.headers);
    const error = result.error;
    if (!error) return result;
    // A refused gate token (an expired challenge) is the dialog's to explain, not a logout.
    if (error.status === 401 && !fromGate && (api.getState() as GateState).session.token) {
      api.dispatch(signedOut());
      api.dispatch(toastShown({ ...unauthorizedWords(messageOf(error)), severity: 'error' }));
    }
    const fromLogin = api.endpoint === 'login';
    const gate = fromGate ? null : twoFactorGateOf(error, fromLogin ? 'login' : 'request');
    if (!gate) return result;
    // Requests meeting an already open gate wait for it; they do not replace it.
    if (!(api.getState() as GateState).ui.twoFactorGate) api.dispatch(twoFactorRequired(gate));
    if (fromLogin) return result;
    const completed = await waitForTwoFactorGate();
    if (!completed) return result;
  }
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

export { messageOf, twoFactorGateOf };
