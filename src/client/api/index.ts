import { setupListeners } from '@reduxjs/toolkit/query';
import { bootData } from '../app/boot';
import { provideApi } from '../app/lateApi';
import { claimPhotoDownload, claimPhotoUpload } from './claimPhotos';
import { eoiDownload, eoiFileOf, type EoiFile } from './download';
import {
  generatedApi,
  type Account,
  type ClaimPhotoUpload,
  type PasswordUpdateResult,
  type TwoFactorEmailSendResult,
} from './generated/api';

/**
 * The generated endpoints with what codegen cannot know: cache invalidation between tags and
 * hand-written overrides (multipart uploads). Components import hooks from here.
 */
export const api = generatedApi
  .enhanceEndpoints({
    endpoints: {},
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * GET /v2/account with a token that is not (yet) the session's: the one a two-factor
       * challenge or set-up answers after log-in (docs/product.md "States"), so the sign-in stores
       * both together.
       */
      getAccountWithToken: build.mutation<Account, string>({
        query: (token) => ({ url: '/v2/account', headers: { Token: token } }),
      }),
      /**
       * POST /v2/account/password with the one-time onboarding token `issuePolicy` answered
       * (docs/product.md "Onboarding flow" account creation, "Calls"): the buyer has no session
       * yet, so the call's own Token header is sent (the base query keeps an explicit one) and a
       * refusal is not a logout.
       */
      setOnboardingPassword: build.mutation<
        PasswordUpdateResult,
        { token: string; newPassword: string; code?: string; invitationToken?: string }
      >({
        query: ({ token, newPassword, code, invitationToken }) => ({
          url: '/v2/account/password',
          method: 'POST',
          headers: { Token: token },
          // docs/product.md "Calls" and openapi.yaml: at onboarding `newPassword`, with the proof
          // of the e-mail: the mailed `code` or the tenant's `invitationToken`.
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
      /**
       * The evidence of insurance of each kind of policy (docs/product.md "Calls": GET /eoi,
       * /assurant/eoi, /third-party/eoi), downloaded with the Token header like every call. The PDF
       * becomes an object URL here, so no Blob enters the store (actions and state stay
       * serializable); the screen saves it and revokes the URL. Mutations, not the generated
       * queries: a download is an action, never served from the cache.
       */
      downloadPolicyEoi: build.mutation<EoiFile, number>({
        query: (policyId) => eoiDownload('/v2/eoi', policyId),
        transformResponse: (blob: Blob, meta) => eoiFileOf(blob, meta),
      }),
      downloadPartnerPolicyEoi: build.mutation<EoiFile, number>({
        query: (policyId) => eoiDownload('/v2/assurant/eoi', policyId),
        transformResponse: (blob: Blob, meta) => eoiFileOf(blob, meta),
      }),
      downloadThirdPartyPolicyEoi: build.mutation<EoiFile, number>({
        query: (policyId) => eoiDownload('/v2/third-party/eoi', policyId),
        transformResponse: (blob: Blob, meta) => eoiFileOf(blob, meta),
      }),
      /** A claim photo: the file as the raw body (see claimPhotos.ts). */
      uploadClaimPhotoFile: build.mutation<ClaimPhotoUpload, { policyId: number; file: Blob }>({
        query: ({ policyId, file }) => claimPhotoUpload(policyId, file),
      }),
      /**
       * A claim photo as an object URL for <img>, read with the Token header. Made here so no
       * component fetches and no Blob enters the store; revoked when the cache entry goes.
       */
      claimPhotoUrl: build.query<string, { photoId: string; size: 'thumb' | 'full' }>({
        query: ({ photoId, size }) => claimPhotoDownload(photoId, size),
        transformResponse: (blob: Blob) => URL.createObjectURL(blob),
        keepUnusedDataFor: 300,
        async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
          const { data } = await cacheDataLoaded.catch(() => ({ data: null }));
          await cacheEntryRemoved;
          if (data) URL.revokeObjectURL(data);
        },
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
  useDownloadPolicyEoiMutation,
  useDownloadPartnerPolicyEoiMutation,
  useDownloadThirdPartyPolicyEoiMutation,
  useUploadClaimPhotoFileMutation,
  useClaimPhotoUrlQuery,
  // The upload wizard looks an e-mail up when 'Find account' is pressed, not as it is typed.
  useLazyGetThirdPartyEmailExistsQuery,
} = api;
export type { EoiFile };

export * from './generated/api';
