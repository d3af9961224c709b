import { setupListeners } from '@reduxjs/toolkit/query';
import { bootData } from '../app/boot';
import { provideApi } from '../app/lateApi';
import {
  generatedApi,
  type Account,
  type PasswordUpdateResult,
  type TwoFactorEmailSendResult,
} from './generated/api';

/**
 * The generated endpoints with what codegen cannot know: cache invalidation between tags and
 * hand-written overrides (multipart uploads, per ARCHITECTURE). Components import hooks from here.
 */
export const api = generatedApi
  .enhanceEndpoints({
    endpoints: {},
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * GET /v2/account with a token that is not (yet) the session's: the one a two-factor
       * challenge or set-up answers after log-in (SPEC §4), so the sign-in stores both together.
       */
      getAccountWithToken: build.mutation<Account, string>({
        query: (token) => ({ url: '/v2/account', headers: { Token: token } }),
      }),
      /**
       * POST /v2/account/password with the one-time onboarding token `issuePolicy` answered
       * (SPEC §2.11 account creation, §7): the buyer has no session yet, so the call's own Token
       * header is sent (the base query keeps an explicit one) and a refusal is not a logout.
       */
      setOnboardingPassword: build.mutation<
        PasswordUpdateResult,
        { token: string; newPassword: string; code?: string; invitationToken?: string }
      >({
        query: ({ token, newPassword, code, invitationToken }) => ({
          url: '/v2/account/password',
          method: 'POST',
          headers: { Token: token },
          // §7 and openapi.yaml: at onboarding `newPassword`, with the proof of the e-mail: the
          // mailed `code` or the tenant's `invitationToken`.
          body: {
            newPassword,
            ...(code !== undefined ? { code } : {}),
            ...(invitationToken !== undefined ? { invitationToken } : {}),
          },
        }),
      }),
      /**
       * sendAccountCreationCode with the onboarding token (not a session's), like
       * setOnboardingPassword: mails the code that proves the buyer's e-mail.
       */
      sendOnboardingAccountCode: build.mutation<TwoFactorEmailSendResult, string>({
        query: (token) => ({
          url: '/v2/account/password/code',
          method: 'POST',
          headers: { Token: token },
        }),
      }),
    }),
  });

// The stores get this API's reducer and middleware now (see app/lateApi.ts), before any
// component that imports it renders; the settings and version the page came with are cached.
// package.json lists this file under "sideEffects": without that, webpack would resolve a hook
// re-exported from ./generated/api straight to that file and never run this one.
provideApi({
  reducerPath: api.reducerPath,
  reducer: api.reducer,
  middleware: api.middleware,
  setupListeners: (dispatch) => {
    setupListeners(dispatch);
  },
  seed: (dispatch) => {
    const { settings, version } = bootData();
    dispatch(
      api.util.upsertQueryEntries([
        ...(settings
          ? [{ endpointName: 'getSettings' as const, arg: undefined, value: settings }]
          : []),
        ...(version
          ? [{ endpointName: 'getVersion' as const, arg: undefined, value: version }]
          : []),
      ]),
    );
  },
});

export const {
  useGetAccountWithTokenMutation,
  useSetOnboardingPasswordMutation,
  useSendOnboardingAccountCodeMutation,
} = api;

export * from './generated/api';
