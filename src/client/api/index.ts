import { generatedApi, type Account } from './generated/api';

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
    }),
  });

export const { useGetAccountWithTokenMutation } = api;

export * from './generated/api';
