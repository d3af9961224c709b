/* eslint-disable */
// Generated from openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from '../baseApi';
export const addTagTypes = [
  'system',
  'account',
  'dataExport',
  'accountDeletion',
  'tenants',
  'util',
  'twoFactor',
  'carrier',
  'policies',
  'partnerPolicies',
  'thirdParty',
  'enrollments',
  'transactions',
  'claims',
  'coupons',
  'messages',
  'verification',
  'sandbox',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getVersion: build.query<GetVersionApiResponse, GetVersionApiArg>({
        query: () => ({ url: `/version` }),
        providesTags: ['system'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/login`,
          method: 'POST',
          body: queryArg.loginRequest,
          params: {
            excludeTenant: queryArg.excludeTenant,
          },
        }),
        invalidatesTags: ['account'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/register`,
          method: 'POST',
          body: queryArg.registerRequest,
          params: {
            excludeTenant: queryArg.excludeTenant,
          },
        }),
        invalidatesTags: ['account'],
      }),
      verifyRegistration: build.mutation<VerifyRegistrationApiResponse, VerifyRegistrationApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/register/verify`,
          method: 'POST',
          body: queryArg.registrationVerifyRequest,
          params: {
            excludeTenant: queryArg.excludeTenant,
          },
        }),
        invalidatesTags: ['account'],
      }),
      resendRegistrationCode: build.mutation<
        ResendRegistrationCodeApiResponse,
        ResendRegistrationCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/account/register/resend`,
          method: 'POST',
          body: queryArg.registrationResendRequest,
        }),
        invalidatesTags: ['account'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/v2/account/logout`, method: 'POST' }),
        invalidatesTags: ['account'],
      }),
      getAccount: build.query<GetAccountApiResponse, GetAccountApiArg>({
        query: () => ({ url: `/v2/account` }),
        providesTags: ['account'],
      }),
      setAccountLanguage: build.mutation<SetAccountLanguageApiResponse, SetAccountLanguageApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/language`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['account'],
      }),
      updateTenant: build.mutation<UpdateTenantApiResponse, UpdateTenantApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/tenant`,
          method: 'PUT',
          body: queryArg.updateTenantRequest,
        }),
        invalidatesTags: ['account'],
      }),
      verifyEmailChange: build.mutation<VerifyEmailChangeApiResponse, VerifyEmailChangeApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/tenant/email/verify`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['account'],
      }),
      updatePassword: build.mutation<UpdatePasswordApiResponse, UpdatePasswordApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/password`,
          method: 'POST',
          body: queryArg.passwordUpdateRequest,
        }),
        invalidatesTags: ['account'],
      }),
      sendAccountCreationCode: build.mutation<
        SendAccountCreationCodeApiResponse,
        SendAccountCreationCodeApiArg
      >({
        query: () => ({ url: `/v2/account/password/code`, method: 'POST' }),
        invalidatesTags: ['account'],
      }),
      joinRentersAssociation: build.mutation<
        JoinRentersAssociationApiResponse,
        JoinRentersAssociationApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/account/raa`,
          method: 'POST',
          body: queryArg.raaEnrollmentRequest,
        }),
        invalidatesTags: ['account'],
      }),
      joinRentersAssociationNewUser: build.mutation<
        JoinRentersAssociationNewUserApiResponse,
        JoinRentersAssociationNewUserApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/account/raaNewUser`,
          method: 'POST',
          body: queryArg.raaNewUserRequest,
        }),
        invalidatesTags: ['account'],
      }),
      getEmailExists: build.query<GetEmailExistsApiResponse, GetEmailExistsApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/emailExists`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['account'],
      }),
      updatePaymentMethod: build.mutation<
        UpdatePaymentMethodApiResponse,
        UpdatePaymentMethodApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/account/tenant/payment`,
          method: 'PUT',
          body: queryArg.paymentMethodUpdateRequest,
          params: {
            plaidToken: queryArg.plaidToken,
            plaidSelectedAccountId: queryArg.plaidSelectedAccountId,
          },
        }),
        invalidatesTags: ['account'],
      }),
      requestDataExport: build.mutation<RequestDataExportApiResponse, RequestDataExportApiArg>({
        query: () => ({ url: `/v2/account/data-export`, method: 'POST' }),
        invalidatesTags: ['dataExport'],
      }),
      getDataExport: build.query<GetDataExportApiResponse, GetDataExportApiArg>({
        query: () => ({ url: `/v2/account/data-export` }),
        providesTags: ['dataExport'],
      }),
      requestAccountDeletion: build.mutation<
        RequestAccountDeletionApiResponse,
        RequestAccountDeletionApiArg
      >({
        query: () => ({ url: `/v2/account/deletion`, method: 'POST' }),
        invalidatesTags: ['accountDeletion'],
      }),
      confirmAccountDeletion: build.mutation<
        ConfirmAccountDeletionApiResponse,
        ConfirmAccountDeletionApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/account/deletion/confirm`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['accountDeletion'],
      }),
      downloadDataExport: build.query<DownloadDataExportApiResponse, DownloadDataExportApiArg>({
        query: (queryArg) => ({ url: `/v2/data-export/${queryArg.token}` }),
        providesTags: ['dataExport'],
      }),
      getPlaidLinkToken: build.query<GetPlaidLinkTokenApiResponse, GetPlaidLinkTokenApiArg>({
        query: (queryArg) => ({
          url: `/v2/util/plaid/link`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['account'],
      }),
      getTenantForToken: build.query<GetTenantForTokenApiResponse, GetTenantForTokenApiArg>({
        query: (queryArg) => ({
          url: `/v2/tenantForToken`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['tenants'],
      }),
      getTenantForExisting: build.query<
        GetTenantForExistingApiResponse,
        GetTenantForExistingApiArg
      >({
        query: () => ({ url: `/v2/tenantForExisting` }),
        providesTags: ['tenants'],
      }),
      getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
        query: () => ({ url: `/v2/util/settings` }),
        providesTags: ['util'],
      }),
      getLogoUrl: build.query<GetLogoUrlApiResponse, GetLogoUrlApiArg>({
        query: () => ({ url: `/v2/logoURL` }),
        providesTags: ['util'],
      }),
      getTwoFactorStatus: build.query<GetTwoFactorStatusApiResponse, GetTwoFactorStatusApiArg>({
        query: () => ({ url: `/v2/2fa/status` }),
        providesTags: ['twoFactor'],
      }),
      enableTwoFactor: build.mutation<EnableTwoFactorApiResponse, EnableTwoFactorApiArg>({
        query: (queryArg) => ({
          url: `/v2/2fa/enable`,
          method: 'POST',
          body: queryArg.twoFactorEnableRequest,
        }),
        invalidatesTags: ['twoFactor'],
      }),
      confirmTwoFactor: build.mutation<ConfirmTwoFactorApiResponse, ConfirmTwoFactorApiArg>({
        query: (queryArg) => ({
          url: `/v2/2fa/confirm`,
          method: 'POST',
          body: queryArg.twoFactorCodeRequest,
        }),
        invalidatesTags: ['twoFactor'],
      }),
      sendTwoFactorEmailCode: build.mutation<
        SendTwoFactorEmailCodeApiResponse,
        SendTwoFactorEmailCodeApiArg
      >({
        query: () => ({ url: `/v2/2fa/email/send`, method: 'POST' }),
        invalidatesTags: ['twoFactor'],
      }),
      verifyTwoFactorEmail: build.mutation<
        VerifyTwoFactorEmailApiResponse,
        VerifyTwoFactorEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/2fa/email/verify`,
          method: 'POST',
          body: queryArg.twoFactorCodeRequest,
        }),
        invalidatesTags: ['twoFactor'],
      }),
      completeTwoFactorChallenge: build.mutation<
        CompleteTwoFactorChallengeApiResponse,
        CompleteTwoFactorChallengeApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/2fa/challenge`,
          method: 'POST',
          body: queryArg.twoFactorChallengeRequest,
        }),
        invalidatesTags: ['twoFactor'],
      }),
      validateAddress: build.mutation<ValidateAddressApiResponse, ValidateAddressApiArg>({
        query: (queryArg) => ({
          url: `/v2/util/validateAddress`,
          method: 'POST',
          body: queryArg.validateAddressRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      getAddressSuggestions: build.query<
        GetAddressSuggestionsApiResponse,
        GetAddressSuggestionsApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/util/addressSuggestions`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['carrier'],
      }),
      getUnderwritingQuestions: build.mutation<
        GetUnderwritingQuestionsApiResponse,
        GetUnderwritingQuestionsApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/underwritingQuestions`,
          method: 'POST',
          body: queryArg.underwritingQuestionsRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      getQuote: build.mutation<GetQuoteApiResponse, GetQuoteApiArg>({
        query: (queryArg) => ({
          url: `/v2/quote`,
          method: 'POST',
          body: queryArg.quoteRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      submitAssurantResponse: build.mutation<
        SubmitAssurantResponseApiResponse,
        SubmitAssurantResponseApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/assurantResponse`,
          method: 'POST',
          body: queryArg.assurantResponseRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      getDisclosure: build.mutation<GetDisclosureApiResponse, GetDisclosureApiArg>({
        query: (queryArg) => ({
          url: `/v2/getDisclosure`,
          method: 'POST',
          body: queryArg.disclosureRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      issuePolicy: build.mutation<IssuePolicyApiResponse, IssuePolicyApiArg>({
        query: (queryArg) => ({
          url: `/v2/issuePolicy`,
          method: 'POST',
          body: queryArg.issuePolicyRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      getRenewingPolicies: build.query<GetRenewingPoliciesApiResponse, GetRenewingPoliciesApiArg>({
        query: (queryArg) => ({
          url: `/v2/account/renewingPolicies`,
          params: {
            email: queryArg.email,
            address: queryArg.address,
            city: queryArg.city,
            state: queryArg.state,
            zip_code: queryArg.zipCode,
            unit: queryArg.unit,
          },
        }),
        providesTags: ['carrier'],
      }),
      completeOnboarding: build.mutation<CompleteOnboardingApiResponse, CompleteOnboardingApiArg>({
        query: (queryArg) => ({
          url: `/v2/product/1/pricing/onboardingCompletion`,
          method: 'POST',
          body: queryArg.onboardingCompletionRequest,
        }),
        invalidatesTags: ['carrier'],
      }),
      getPolicies: build.query<GetPoliciesApiResponse, GetPoliciesApiArg>({
        query: (queryArg) => ({
          url: `/v2/policy`,
          params: {
            inactiveOnly: queryArg.inactiveOnly,
          },
        }),
        providesTags: ['policies'],
      }),
      updatePolicy: build.mutation<UpdatePolicyApiResponse, UpdatePolicyApiArg>({
        query: (queryArg) => ({
          url: `/v2/policy/update/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updatePolicyRequest,
        }),
        invalidatesTags: ['policies'],
      }),
      cancelPolicy: build.mutation<CancelPolicyApiResponse, CancelPolicyApiArg>({
        query: (queryArg) => ({
          url: `/v2/policy/cancel/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.cancelPolicyRequest,
        }),
        invalidatesTags: ['policies'],
      }),
      updatePolicyAddress: build.mutation<
        UpdatePolicyAddressApiResponse,
        UpdatePolicyAddressApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/policy/update-address/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updatePolicyAddressRequest,
        }),
        invalidatesTags: ['policies'],
      }),
      previewPolicyCancellation: build.mutation<
        PreviewPolicyCancellationApiResponse,
        PreviewPolicyCancellationApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/policy/cancel/${queryArg.id}/preview`,
          method: 'POST',
          body: queryArg.cancelPolicyRequest,
        }),
        invalidatesTags: ['policies'],
      }),
      previewPolicyAddressChange: build.mutation<
        PreviewPolicyAddressChangeApiResponse,
        PreviewPolicyAddressChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/policy/update-address/${queryArg.id}/preview`,
          method: 'POST',
          body: queryArg.updatePolicyAddressRequest,
        }),
        invalidatesTags: ['policies'],
      }),
      getPolicyEoi: build.query<GetPolicyEoiApiResponse, GetPolicyEoiApiArg>({
        query: (queryArg) => ({
          url: `/v2/eoi`,
          params: {
            policy_id: queryArg.policyId,
          },
        }),
        providesTags: ['policies'],
      }),
      getPartnerPolicies: build.query<GetPartnerPoliciesApiResponse, GetPartnerPoliciesApiArg>({
        query: (queryArg) => ({
          url: `/v2/assurant/policy`,
          params: {
            inactiveOnly: queryArg.inactiveOnly,
          },
        }),
        providesTags: ['partnerPolicies'],
      }),
      getPartnerPolicyEoi: build.query<GetPartnerPolicyEoiApiResponse, GetPartnerPolicyEoiApiArg>({
        query: (queryArg) => ({
          url: `/v2/assurant/eoi`,
          params: {
            policy_id: queryArg.policyId,
          },
        }),
        providesTags: ['partnerPolicies'],
      }),
      getThirdPartyPolicies: build.query<
        GetThirdPartyPoliciesApiResponse,
        GetThirdPartyPoliciesApiArg
      >({
        query: () => ({ url: `/v2/third-party-policies` }),
        providesTags: ['thirdParty'],
      }),
      getThirdPartyEmailExists: build.query<
        GetThirdPartyEmailExistsApiResponse,
        GetThirdPartyEmailExistsApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/thirdPartyPolicy/emailExists`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['thirdParty'],
      }),
      validateThirdPartyPolicy: build.mutation<
        ValidateThirdPartyPolicyApiResponse,
        ValidateThirdPartyPolicyApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/thirdPartyPolicy/validate`,
          method: 'POST',
          body: queryArg.validatePolicyFileRequest,
        }),
        invalidatesTags: ['thirdParty'],
      }),
      uploadThirdPartyPolicy: build.mutation<
        UploadThirdPartyPolicyApiResponse,
        UploadThirdPartyPolicyApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/thirdPartyPolicy/upload`,
          method: 'POST',
          body: queryArg.thirdPartyUploadRequest,
        }),
        invalidatesTags: ['thirdParty'],
      }),
      uploadAccountPolicy: build.mutation<
        UploadAccountPolicyApiResponse,
        UploadAccountPolicyApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/account/upload`,
          method: 'POST',
          body: queryArg.accountUploadRequest,
        }),
        invalidatesTags: ['thirdParty'],
      }),
      getManagementCompanies: build.query<
        GetManagementCompaniesApiResponse,
        GetManagementCompaniesApiArg
      >({
        query: () => ({ url: `/v2/propertyManagers/tppList` }),
        providesTags: ['thirdParty'],
      }),
      getThirdPartyPolicyEoi: build.query<
        GetThirdPartyPolicyEoiApiResponse,
        GetThirdPartyPolicyEoiApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/third-party/eoi`,
          params: {
            policy_id: queryArg.policyId,
          },
        }),
        providesTags: ['thirdParty'],
      }),
      getEnrollments: build.query<GetEnrollmentsApiResponse, GetEnrollmentsApiArg>({
        query: () => ({ url: `/v2/enrollments` }),
        providesTags: ['enrollments'],
      }),
      getTransactions: build.query<GetTransactionsApiResponse, GetTransactionsApiArg>({
        query: (queryArg) => ({
          url: `/v2/transaction`,
          params: {
            recent: queryArg.recent,
          },
        }),
        providesTags: ['transactions'],
      }),
      getClaims: build.query<GetClaimsApiResponse, GetClaimsApiArg>({
        query: (queryArg) => ({ url: `/v2/claim/${queryArg.policyId}` }),
        providesTags: ['claims'],
      }),
      submitClaim: build.mutation<SubmitClaimApiResponse, SubmitClaimApiArg>({
        query: (queryArg) => ({
          url: `/v2/claim/${queryArg.policyId}`,
          method: 'POST',
          body: queryArg.claimSubmission,
        }),
        invalidatesTags: ['claims'],
      }),
      uploadClaimPhoto: build.mutation<UploadClaimPhotoApiResponse, UploadClaimPhotoApiArg>({
        query: (queryArg) => ({
          url: `/v2/claim/${queryArg.policyId}/photos`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['claims'],
      }),
      getClaimPhoto: build.query<GetClaimPhotoApiResponse, GetClaimPhotoApiArg>({
        query: (queryArg) => ({
          url: `/v2/claim-photos/${queryArg.photoId}`,
          params: {
            size: queryArg.size,
          },
        }),
        providesTags: ['claims'],
      }),
      getCoupons: build.query<GetCouponsApiResponse, GetCouponsApiArg>({
        query: () => ({ url: `/v2/coupons` }),
        providesTags: ['coupons'],
      }),
      createCouponToken: build.mutation<CreateCouponTokenApiResponse, CreateCouponTokenApiArg>({
        query: (queryArg) => ({
          url: `/v2/coupons/${queryArg.couponId}/token`,
          method: 'POST',
        }),
        invalidatesTags: ['coupons'],
      }),
      redeemCoupon: build.query<RedeemCouponApiResponse, RedeemCouponApiArg>({
        query: (queryArg) => ({
          url: `/v2/coupons/redeem`,
          params: {
            id: queryArg.id,
            token: queryArg.token,
          },
        }),
        providesTags: ['coupons'],
      }),
      sendMessage: build.mutation<SendMessageApiResponse, SendMessageApiArg>({
        query: (queryArg) => ({
          url: `/v2/send-message`,
          method: 'POST',
          body: queryArg.sendMessageRequest,
        }),
        invalidatesTags: ['messages'],
      }),
      sendSecondPolicyMessage: build.mutation<
        SendSecondPolicyMessageApiResponse,
        SendSecondPolicyMessageApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/second-policy-message`,
          method: 'POST',
          body: queryArg.secondPolicyMessageRequest,
        }),
        invalidatesTags: ['messages'],
      }),
      requestAddition: build.mutation<RequestAdditionApiResponse, RequestAdditionApiArg>({
        query: (queryArg) => ({
          url: `/v2/requestAddition`,
          method: 'POST',
          body: queryArg.additionRequest,
        }),
        invalidatesTags: ['messages'],
      }),
      getEvidenceVerification: build.query<
        GetEvidenceVerificationApiResponse,
        GetEvidenceVerificationApiArg
      >({
        query: (queryArg) => ({ url: `/v2/verify/${queryArg.code}` }),
        providesTags: ['verification'],
      }),
      sandboxTokenizeV1: build.mutation<SandboxTokenizeV1ApiResponse, SandboxTokenizeV1ApiArg>({
        query: (queryArg) => ({
          url: `/sandbox/carrier/payments/v1/tokenize`,
          method: 'POST',
          body: queryArg.tokenizeCardRequest,
        }),
        invalidatesTags: ['sandbox'],
      }),
      sandboxTokenizeV2: build.mutation<SandboxTokenizeV2ApiResponse, SandboxTokenizeV2ApiArg>({
        query: (queryArg) => ({
          url: `/sandbox/carrier/payments/v2/tokenize`,
          method: 'POST',
          body: queryArg.tokenizeBankRequest,
        }),
        invalidatesTags: ['sandbox'],
      }),
      sandboxCreateConfirmationToken: build.mutation<
        SandboxCreateConfirmationTokenApiResponse,
        SandboxCreateConfirmationTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/sandbox/payments/v1/confirmation_tokens`,
          method: 'POST',
          body: queryArg.sandboxCardDetails,
        }),
        invalidatesTags: ['sandbox'],
      }),
      sandboxAuthenticateSetupIntent: build.mutation<
        SandboxAuthenticateSetupIntentApiResponse,
        SandboxAuthenticateSetupIntentApiArg
      >({
        query: (queryArg) => ({
          url: `/sandbox/payments/v1/setup_intents/${queryArg.setupIntentId}/authenticate`,
          method: 'POST',
          body: queryArg.sandboxAuthenticateRequest,
        }),
        invalidatesTags: ['sandbox'],
      }),
      sandboxCreateBankLinkPublicToken: build.mutation<
        SandboxCreateBankLinkPublicTokenApiResponse,
        SandboxCreateBankLinkPublicTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/sandbox/bank-link/v1/public_token`,
          method: 'POST',
          body: queryArg.sandboxBankLinkRequest,
        }),
        invalidatesTags: ['sandbox'],
      }),
      getSandboxClock: build.query<GetSandboxClockApiResponse, GetSandboxClockApiArg>({
        query: () => ({ url: `/sandbox/clock` }),
        providesTags: ['sandbox'],
      }),
      advanceSandboxClock: build.mutation<
        AdvanceSandboxClockApiResponse,
        AdvanceSandboxClockApiArg
      >({
        query: (queryArg) => ({
          url: `/sandbox/clock`,
          method: 'POST',
          body: queryArg.sandboxClockAdvance,
        }),
        invalidatesTags: ['sandbox'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetVersionApiResponse =
  /** status 200 The allowed range and optional texts for the version-error screen. */ VersionInfo;
export type GetVersionApiArg = void;
export type LoginApiResponse = /** status 200 Logged in. */ Session;
export type LoginApiArg = {
  /** When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
  excludeTenant?: boolean;
  loginRequest: LoginRequest;
};
export type RegisterApiResponse =
  /** status 202 A code was mailed to the e-mail; the registration waits for it. */ RegistrationPending;
export type RegisterApiArg = {
  /** When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
  excludeTenant?: boolean;
  registerRequest: RegisterRequest;
};
export type VerifyRegistrationApiResponse = /** status 200 Registered and logged in. */ Session;
export type VerifyRegistrationApiArg = {
  /** When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
  excludeTenant?: boolean;
  registrationVerifyRequest: RegistrationVerifyRequest;
};
export type ResendRegistrationCodeApiResponse =
  /** status 200 A new code was sent. */ TwoFactorEmailSendResult;
export type ResendRegistrationCodeApiArg = {
  registrationResendRequest: RegistrationResendRequest;
};
export type LogoutApiResponse = /** status 200 The token is revoked. */ SuccessResult;
export type LogoutApiArg = void;
export type GetAccountApiResponse = /** status 200 The account. */ Account;
export type GetAccountApiArg = void;
export type SetAccountLanguageApiResponse =
  /** status 200 The account, with its language. */ Account;
export type SetAccountLanguageApiArg = {
  body: {
    language: 'en' | 'es';
  };
};
export type UpdateTenantApiResponse = /** status 200 The updated account. */ Account;
export type UpdateTenantApiArg = {
  updateTenantRequest: UpdateTenantRequest;
};
export type VerifyEmailChangeApiResponse =
  /** status 200 The account with its new e-mail. */ Account;
export type VerifyEmailChangeApiArg = {
  body: {
    code: string;
  };
};
export type UpdatePasswordApiResponse = /** status 200 The password is set. */ PasswordUpdateResult;
export type UpdatePasswordApiArg = {
  passwordUpdateRequest: PasswordUpdateRequest;
};
export type SendAccountCreationCodeApiResponse =
  /** status 200 A code was sent. */ TwoFactorEmailSendResult;
export type SendAccountCreationCodeApiArg = void;
export type JoinRentersAssociationApiResponse =
  /** status 200 The tenant is a member. */ RaaEnrollmentResult;
export type JoinRentersAssociationApiArg = {
  raaEnrollmentRequest: RaaEnrollmentRequest;
};
export type JoinRentersAssociationNewUserApiResponse =
  /** status 200 The membership is recorded. */ RaaNewUserResult;
export type JoinRentersAssociationNewUserApiArg = {
  raaNewUserRequest: RaaNewUserRequest;
};
export type GetEmailExistsApiResponse = /** status 200 The flag. */ EmailExistsResult;
export type GetEmailExistsApiArg = {
  /** The e-mail address to look up. */
  email: string;
};
export type UpdatePaymentMethodApiResponse =
  /** status 200 Outcome of the update. */ PaymentMethodUpdateResult;
export type UpdatePaymentMethodApiArg = {
  /** Public token from the bank-link flow (form 3). */
  plaidToken?: string;
  /** The bank account chosen in the bank-link flow (form 3). */
  plaidSelectedAccountId?: string;
  paymentMethodUpdateRequest: PaymentMethodUpdateRequest;
};
export type RequestDataExportApiResponse =
  /** status 202 The request, being prepared. */ DataExport;
export type RequestDataExportApiArg = void;
export type GetDataExportApiResponse =
  /** status 200 The latest request, if any. */ DataExportStatus;
export type GetDataExportApiArg = void;
export type RequestAccountDeletionApiResponse =
  /** status 202 The code is mailed. */ AccountDeletionRequested;
export type RequestAccountDeletionApiArg = void;
export type ConfirmAccountDeletionApiResponse =
  /** status 200 The account is deleted. */ AccountDeletion;
export type ConfirmAccountDeletionApiArg = {
  body: {
    code: string;
  };
};
export type DownloadDataExportApiResponse = /** status 200 The ZIP file, as an attachment. */ Blob;
export type DownloadDataExportApiArg = {
  token: string;
};
export type GetPlaidLinkTokenApiResponse = /** status 200 The link token. */ PlaidLinkToken;
export type GetPlaidLinkTokenApiArg = {
  /** The e-mail address to look up. */
  email: string;
};
export type GetTenantForTokenApiResponse = /** status 200 The tenant record. */ TenantRecord;
export type GetTenantForTokenApiArg = {
  /** The invitation token from the /onboarding/{token} link. */
  token: string;
};
export type GetTenantForExistingApiResponse = /** status 200 The tenant record. */ TenantRecord;
export type GetTenantForExistingApiArg = void;
export type GetSettingsApiResponse = /** status 200 The settings. */ Settings;
export type GetSettingsApiArg = void;
export type GetLogoUrlApiResponse = /** status 200 The logo URL or null. */ LogoUrl;
export type GetLogoUrlApiArg = void;
export type GetTwoFactorStatusApiResponse = /** status 200 The status. */ TwoFactorStatus;
export type GetTwoFactorStatusApiArg = void;
export type EnableTwoFactorApiResponse =
  /** status 200 The method is chosen. */ TwoFactorEnableResult;
export type EnableTwoFactorApiArg = {
  twoFactorEnableRequest: TwoFactorEnableRequest;
};
export type ConfirmTwoFactorApiResponse =
  /** status 200 Two-factor is enabled with the chosen method. */ TwoFactorConfirmResult;
export type ConfirmTwoFactorApiArg = {
  twoFactorCodeRequest: TwoFactorCodeRequest;
};
export type SendTwoFactorEmailCodeApiResponse =
  /** status 200 A code was sent. */ TwoFactorEmailSendResult;
export type SendTwoFactorEmailCodeApiArg = void;
export type VerifyTwoFactorEmailApiResponse =
  /** status 200 The e-mail address is verified. */ TwoFactorVerifyResult;
export type VerifyTwoFactorEmailApiArg = {
  twoFactorCodeRequest: TwoFactorCodeRequest;
};
export type CompleteTwoFactorChallengeApiResponse =
  /** status 200 The challenge is passed. */ TwoFactorChallengeResult;
export type CompleteTwoFactorChallengeApiArg = {
  twoFactorChallengeRequest: TwoFactorChallengeRequest;
};
export type ValidateAddressApiResponse =
  /** status 200 The validation outcome. */ ValidateAddressResult;
export type ValidateAddressApiArg = {
  validateAddressRequest: ValidateAddressRequest;
};
export type GetAddressSuggestionsApiResponse =
  /** status 200 The suggestions, best first (possibly none). */ AddressSuggestionList;
export type GetAddressSuggestionsApiArg = {
  /** What the visitor has typed so far. */
  q: string;
  /** Most suggestions to answer. */
  limit?: number;
};
export type GetUnderwritingQuestionsApiResponse =
  /** status 200 The questions, or an error. */ UnderwritingQuestionsResult;
export type GetUnderwritingQuestionsApiArg = {
  underwritingQuestionsRequest: UnderwritingQuestionsRequest;
};
export type GetQuoteApiResponse = /** status 200 The quote, a denial, or an error. */ QuoteResult;
export type GetQuoteApiArg = {
  quoteRequest: QuoteRequest;
};
export type SubmitAssurantResponseApiResponse =
  /** status 200 The questionnaires, or the outcome. */ AssurantResponseResult;
export type SubmitAssurantResponseApiArg = {
  assurantResponseRequest: AssurantResponseRequest;
};
export type GetDisclosureApiResponse = /** status 200 The disclosure. */ Disclosure;
export type GetDisclosureApiArg = {
  disclosureRequest: DisclosureRequest;
};
export type IssuePolicyApiResponse =
  /** status 200 The issued policy, or an error. */ IssuePolicyResult;
export type IssuePolicyApiArg = {
  issuePolicyRequest: IssuePolicyRequest;
};
export type GetRenewingPoliciesApiResponse =
  /** status 200 Renewing policies and the pending-transaction flag. */ RenewingPoliciesResult;
export type GetRenewingPoliciesApiArg = {
  /** The e-mail address to look up. */
  email: string;
  /** Street address. */
  address: string;
  city: string;
  state: string;
  zipCode: string;
  unit?: string;
};
export type CompleteOnboardingApiResponse = /** status 200 Recorded. */ OnboardingCompletionResult;
export type CompleteOnboardingApiArg = {
  onboardingCompletionRequest: OnboardingCompletionRequest;
};
export type GetPoliciesApiResponse = /** status 200 The policies. */ PolicyList;
export type GetPoliciesApiArg = {
  /** False (default) answers the active policies; true only the inactive ones. */
  inactiveOnly?: boolean;
};
export type UpdatePolicyApiResponse = /** status 200 The updated policy. */ Policy;
export type UpdatePolicyApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  id: number;
  updatePolicyRequest: UpdatePolicyRequest;
};
export type CancelPolicyApiResponse = /** status 200 The policy is cancelled. */ PolicyChangeResult;
export type CancelPolicyApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  id: number;
  cancelPolicyRequest: CancelPolicyRequest;
};
export type UpdatePolicyAddressApiResponse =
  /** status 200 The policy address is updated. */ PolicyChangeResult;
export type UpdatePolicyAddressApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  id: number;
  updatePolicyAddressRequest: UpdatePolicyAddressRequest;
};
export type PreviewPolicyCancellationApiResponse =
  /** status 200 The amounts. */ CancellationPreview;
export type PreviewPolicyCancellationApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  id: number;
  cancelPolicyRequest: CancelPolicyRequest;
};
export type PreviewPolicyAddressChangeApiResponse =
  /** status 200 The amounts. */ AddressChangePreview;
export type PreviewPolicyAddressChangeApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  id: number;
  updatePolicyAddressRequest: UpdatePolicyAddressRequest;
};
export type GetPolicyEoiApiResponse = /** status 200 The PDF document. */ Blob;
export type GetPolicyEoiApiArg = {
  /** The policy whose document is wanted. */
  policyId: number;
};
export type GetPartnerPoliciesApiResponse = /** status 200 The policies. */ PartnerPolicyList;
export type GetPartnerPoliciesApiArg = {
  /** False (default) answers the active policies; true only the inactive ones. */
  inactiveOnly?: boolean;
};
export type GetPartnerPolicyEoiApiResponse = /** status 200 The PDF document. */ Blob;
export type GetPartnerPolicyEoiApiArg = {
  /** The policy whose document is wanted. */
  policyId: number;
};
export type GetThirdPartyPoliciesApiResponse = /** status 200 The policies. */ ThirdPartyPolicyList;
export type GetThirdPartyPoliciesApiArg = void;
export type GetThirdPartyEmailExistsApiResponse =
  /** status 200 The lookup result. */ ThirdPartyEmailLookup;
export type GetThirdPartyEmailExistsApiArg = {
  /** The e-mail address to look up. */
  email: string;
};
export type ValidateThirdPartyPolicyApiResponse =
  /** status 200 The check result. */ PolicyFileValidation;
export type ValidateThirdPartyPolicyApiArg = {
  validatePolicyFileRequest: ValidatePolicyFileRequest;
};
export type UploadThirdPartyPolicyApiResponse = /** status 200 Upload result. */ UploadResult;
export type UploadThirdPartyPolicyApiArg = {
  thirdPartyUploadRequest: ThirdPartyUploadRequest;
};
export type UploadAccountPolicyApiResponse = /** status 200 Upload result. */ UploadResult;
export type UploadAccountPolicyApiArg = {
  accountUploadRequest: AccountUploadRequest;
};
export type GetManagementCompaniesApiResponse = /** status 200 The names. */ ManagementCompanyList;
export type GetManagementCompaniesApiArg = void;
export type GetThirdPartyPolicyEoiApiResponse = /** status 200 The PDF document. */ Blob;
export type GetThirdPartyPolicyEoiApiArg = {
  /** The policy whose document is wanted. */
  policyId: number;
};
export type GetEnrollmentsApiResponse = /** status 200 The enrollments. */ EnrollmentList;
export type GetEnrollmentsApiArg = void;
export type GetTransactionsApiResponse = /** status 200 The transactions. */ TransactionList;
export type GetTransactionsApiArg = {
  /** Only the last 90 days. */
  recent?: boolean;
};
export type GetClaimsApiResponse = /** status 200 The claims. */ ClaimList;
export type GetClaimsApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  policyId: number;
};
export type SubmitClaimApiResponse =
  /** status 200 The claim is filed, with its number (the confirmation quotes it). The same claim sent again within 10 minutes answers the first one's number. */ ClaimFiled;
export type SubmitClaimApiArg = {
  /** The own-carrier policy (`Policy.policyId`). */
  policyId: number;
  claimSubmission: ClaimSubmission;
};
export type UploadClaimPhotoApiResponse =
  /** status 200 The photo is stored, not yet attached to a claim. */ ClaimPhotoUpload;
export type UploadClaimPhotoApiArg = {
  /** The own-carrier policy the photo is for (`Policy.policyId`). */
  policyId: number;
  body: Blob;
};
export type GetClaimPhotoApiResponse = /** status 200 The image. */ Blob;
export type GetClaimPhotoApiArg = {
  photoId: string;
  size?: 'thumb' | 'full';
};
export type GetCouponsApiResponse = /** status 200 The coupons. */ CouponList;
export type GetCouponsApiArg = void;
export type CreateCouponTokenApiResponse =
  /** status 200 The token and the URL for the QR code. */ CouponToken;
export type CreateCouponTokenApiArg = {
  couponId: number;
};
export type RedeemCouponApiResponse = /** status 200 The redemption. */ CouponRedemption;
export type RedeemCouponApiArg = {
  /** `Coupon.couponId`. */
  id: number;
  /** `CouponToken.token`. */
  token: string;
};
export type SendMessageApiResponse = /** status 200 The message is sent. */ SuccessResult;
export type SendMessageApiArg = {
  sendMessageRequest: SendMessageRequest;
};
export type SendSecondPolicyMessageApiResponse =
  /** status 200 Sent (`success` true) or not. */ SuccessResult;
export type SendSecondPolicyMessageApiArg = {
  secondPolicyMessageRequest: SecondPolicyMessageRequest;
};
export type RequestAdditionApiResponse = /** status 200 The request is sent. */ SuccessResult;
export type RequestAdditionApiArg = {
  additionRequest: AdditionRequest;
};
export type GetEvidenceVerificationApiResponse =
  /** status 200 The live status. */ EvidenceVerification;
export type GetEvidenceVerificationApiArg = {
  code: string;
};
export type SandboxTokenizeV1ApiResponse =
  /** status 200 The token, or the refusal. */ TokenizeResult;
export type SandboxTokenizeV1ApiArg = {
  tokenizeCardRequest: TokenizeCardRequest;
};
export type SandboxTokenizeV2ApiResponse =
  /** status 200 The token, or the refusal. */ TokenizeResult;
export type SandboxTokenizeV2ApiArg = {
  tokenizeBankRequest: TokenizeBankRequest;
};
export type SandboxCreateConfirmationTokenApiResponse =
  /** status 200 The confirmation token, or the refusal. */ SandboxConfirmationTokenResult;
export type SandboxCreateConfirmationTokenApiArg = {
  sandboxCardDetails: SandboxCardDetails;
};
export type SandboxAuthenticateSetupIntentApiResponse =
  /** status 200 The setup intent's status after the challenge. */ SandboxSetupIntent;
export type SandboxAuthenticateSetupIntentApiArg = {
  setupIntentId: string;
  sandboxAuthenticateRequest: SandboxAuthenticateRequest;
};
export type SandboxCreateBankLinkPublicTokenApiResponse =
  /** status 200 The public token. */ SandboxBankLinkResult;
export type SandboxCreateBankLinkPublicTokenApiArg = {
  sandboxBankLinkRequest: SandboxBankLinkRequest;
};
export type GetSandboxClockApiResponse = /** status 200 The app's clock. */ SandboxClock;
export type GetSandboxClockApiArg = void;
export type AdvanceSandboxClockApiResponse =
  /** status 200 The app's clock after the move. */ SandboxClock;
export type AdvanceSandboxClockApiArg = {
  sandboxClockAdvance: SandboxClockAdvance;
};
export type VersionInfo = {
  /** Lowest client API version served. */
  min: number;
  /** Highest client API version served. */
  max: number;
  /** Overrides the version-error heading (default 'Update Required'). */
  heading: string | null;
  /** Overrides the version-error message. */
  message: string | null;
};
export type Error = {
  /** Human-readable; the client shows it. */
  message: string;
  /** Machine-readable reason, for example VALIDATION_ERROR, INVALID_CREDENTIALS, UNAUTHORIZED, TENANT_NOT_FOUND, ACCOUNT_EXISTS, INVALID_CODE, PENDING_TRANSACTION, RENEWAL_LOCKED, NO_ACTIVE_POLICY, STATE_NOT_ALLOWED, NOT_FOUND, PAYLOAD_TOO_LARGE, RATE_LIMITED, CARRIER_UNAVAILABLE, NOT_IMPLEMENTED. */
  code?: string;
};
export type BillingAddress = {
  /** 10 digits. */
  phone: string | null;
  /** Street address. */
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  unit: string | null;
};
export type PropertyManager = {
  /** Name of the company ('unknown' when not known). */
  management_company: string;
  /** Name of the company to list as interested party. */
  interested_party: string | null;
  /** Multi-line mailing address of the interested party. */
  interested_party_mailing_address: string | null;
  interested_party_liability_limit: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  owner_email: string | null;
  /** Logo path; the client prefixes the API base (docs/product.md "Calls"). */
  logo: string | null;
  /** Minimum liability the manager requires (client default 100000 when null). */
  liability_limit: number | null;
  /** Minimum personal property (contents) the manager requires. */
  content_amount: number | null;
  buildingName?: string | null;
  /** When true, onboarding skips the additional insured step. */
  skipRoommates?: boolean;
};
export type LeaseProperty = {
  rental_address: string;
  city: string;
  /** 2-letter code. */
  state: string;
  zip_code: string;
  county: string | null;
  property_name: string | null;
  /** Null for a non-partnered property. */
  property_manager: PropertyManager | null;
};
export type Lease = {
  id: number;
  unit: string | null;
  lease_start: string | null;
  lease_end: string | null;
  property: LeaseProperty;
};
export type Account = {
  accountId: number;
  firstName: string;
  lastName: string;
  /** The login e-mail. */
  email: string;
  billingAddress: BillingAddress;
  leases: Lease[];
  rentersAssociationMember: boolean;
  twoFactorEnabled: boolean;
  twoFactorMethod: ('totp' | 'email' | null) | null;
  /** From this date two-factor is mandatory. */
  twoFactorDeadline: string | null;
  /** Days left until `twoFactorDeadline` (negative once past). */
  twoFactorGracePeriodDays: number | null;
  /** The stored payment method as shown, for example 'Visa ending in 4242'. */
  stripePaymentDescription: string | null;
  /** The language the tenant last used the portal in (docs/i18n.md), which their mails follow; null until a signed-in app has set it (setAccountLanguage). */
  language: ('en' | 'es' | null) | null;
  /** The e-mail of the linked tenant record. */
  tenant_email: string | null;
  /** A new login e-mail waiting for the code mailed to it (updateTenant, verifyEmailChange); absent or null when none is pending. */
  pendingEmail?: string | null;
};
export type Session = {
  /** The session token, sent as the `Token` header from now on. */
  token: string;
  account: Account;
  /** For example 'Authentication successful'. */
  message: string;
};
export type TwoFactorChallengeRequired = {
  message: string;
  code: 'TWO_FACTOR_CHALLENGE';
  challenge: {
    /** Short-lived challenge token; send it as `Token` to `completeTwoFactorChallenge`. */
    token: string;
    method: 'totp' | 'email';
    user_email: string;
  };
};
export type TwoFactorSetupRequired = {
  message: string;
  code: 'TWO_FACTOR_SETUP_REQUIRED';
  setup: {
    /** Set-up token for the two-factor operations; `confirmTwoFactor` with it answers a full session token (`token`) and uses it up. */
    token: string;
    user_email: string;
    /** The date two-factor became mandatory. */
    deadline: string | null;
  };
};
export type LoginRequest = {
  email: string;
  password: string;
  /** Remember Me: a longer-lived session. */
  remember?: boolean;
};
export type RegistrationPending = {
  /** Binds the code to this registration; sent back with the code (`verifyRegistration`) or to ask for a new one. Keep it in memory only. */
  verification_token: string;
  /** Where the code was sent (as typed, lowercased). */
  email: string;
  /** When the code stops working. */
  expires_at: string;
  /** Seconds before a new code may be asked for. */
  seconds_remaining: number;
  /** For example 'Verification code sent to your email!'. */
  message: string;
};
export type RegisterRequest = {
  /** First and last name; the server splits at the first space. */
  fullName: string;
  email: string;
  /** 10 digits, or formatted `(xxx) xxx - xxxx` (16 characters). */
  phone: string;
  /** At least 6 characters at registration (docs/product.md "Limits"). */
  password: string;
};
export type RegistrationVerifyRequest = {
  verification_token: string;
  code: string;
};
export type TwoFactorEmailSendResult = {
  success: boolean;
  /** For example 'Verification code sent to your email!'. */
  message: string;
  /** Seconds before another code may be sent (the client's resend countdown). */
  seconds_remaining: number;
  /** When the code just sent stops working. */
  expires_at?: string;
  /** Same as `seconds_remaining` (kept for clients that read this name). */
  resend_available_in?: number;
};
export type TwoFactorEmailCooldown = {
  message: string;
  code?: string;
  /** Always false. */
  success: boolean;
  /** Seconds before another code may be sent. */
  seconds_remaining: number;
  resend_available_in?: number;
};
export type RegistrationResendRequest = {
  verification_token: string;
};
export type SuccessResult = {
  success: boolean;
  /** Optional human-readable detail. */
  message?: string;
};
export type BillingAddressInput = {
  /** 10 digits, or formatted `(xxx) xxx - xxxx`. */
  phone: string;
  /** Street address, at most 40 characters, without the special characters of docs/product.md "Validation" (_ * @ # $ % & ( ) < > ? / \ { } [ ] | ; : + ` ~ , ^). */
  address: string;
  city: string;
  state: string;
  zip: string;
  unit?: string | null;
};
export type UpdateTenantRequest = {
  firstName: string;
  lastName: string;
  email: string;
  billingAddress: BillingAddressInput;
};
export type TenantRecord = {
  id: number;
  first_name: string;
  last_name: string;
  tenant_email: string;
  tenant_phone: string | null;
  phone: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_zip_code: string | null;
  billing_unit: string | null;
  /** True when this tenant already has a login. */
  user_exists: boolean;
  leases: Lease[];
};
export type PasswordUpdateResult = {
  /** For example 'Password updated'. */
  message: string;
  /** The tenant record the new login belongs to (onboarding account creation). */
  tenant?: TenantRecord | null;
};
export type PasswordUpdateRequest = {
  /** At least 8 characters when changing, 7 at onboarding account creation (docs/product.md "Limits"). */
  newPassword: string;
  /** Required when changing the password; must equal `newPassword`. */
  newConfirmPassword?: string;
  /** Onboarding account creation: the code `sendAccountCreationCode` mailed to the purchase's e-mail. */
  code?: string;
  /** Onboarding account creation: the tenant's invitation token (/onboarding/{token}), proof of the e-mail while unused and unexpired. */
  invitationToken?: string;
};
export type RaaEnrollmentResult = {
  success: boolean;
  message: string;
  account: Account;
};
export type RaaEnrollmentRequest = {
  /** The association's terms were accepted. */
  agreedToTerms: true;
};
export type RaaNewUserResult = {
  success: boolean;
  message: string;
  /** The tenant record now marked as a member (to preload onboarding). */
  tenant?: TenantRecord | null;
};
export type RaaNewUserRequest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
  agreedToTerms: true;
};
export type EmailExistsResult = {
  tenant: {
    /** True when the e-mail already has a login. */
    user_exists: boolean;
  };
};
export type PaymentMethodUpdateResult = {
  success: boolean;
  message?: {
    /** The provider's message when `success` is false. */
    error?: string | null;
  } | null;
  /** `requires_action` when the provider needs a next action; otherwise `succeeded` or null. */
  status?: string | null;
  /** For the provider's next-action handling, with `status` requires_action. */
  client_secret?: string | null;
};
export type PaymentMethodUpdateRequest = {
  stripeConfirmationToken?: string;
  /** True once the provider's next action (3-D Secure) is done. */
  action_taken?: boolean;
  setupIntentId?: string;
};
export type DataExport = {
  id: number;
  state: 'preparing' | 'ready' | 'expired' | 'failed';
  requestedAt: string;
  /** When the file was ready and its link mailed. */
  readyAt: string | null;
  /** When the link stops working (ready and expired only). */
  expiresAt: string | null;
};
export type DataExportStatus = {
  latest: DataExport | null;
};
export type AccountDeletionRequested = {
  /** When the mailed code stops working (15 minutes). */
  codeExpiresAt: string;
};
export type BlockingPolicy = {
  id: number;
  policyNumber: string;
  startDate: string;
  endDate: string;
};
export type RowCount = {
  table: string;
  rows: number;
};
export type AccountDeletion = {
  id: number;
  requestedAt: string;
  /** Null while the request waits for its code. */
  completedAt: string | null;
  /** Rows kept, anonymised, per table (the insurance records). */
  kept: RowCount[];
  /** Rows deleted per table. */
  deleted: RowCount[];
};
export type PlaidLinkToken = {
  linkToken: string;
};
export type SettingsCarrier = {
  provider: 'sandbox';
  underwriter: string;
  startingPrice: {
    /** Dollars a year, standard coverage, cheapest served state. */
    annual: number;
    /** The annual price's twelfth, dollars. */
    monthly: number;
    /** What the splash shows as paid yearly by card: the annual price with the card fee (the same rule as checkout), dollars. */
    cardYearly: number;
    /** cardYearly's twelfth, in cents rounded, as dollars (the splash's 'from ... a month'). */
    cardMonthly: number;
    personalPropertyAmount: number;
    liabilityAmount: number;
    deductible: number;
  };
};
export type SettingsLinks = {
  home: string;
  faq: string;
  blog: string;
  terms: string;
  contact: string;
  forgotPassword: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
};
export type Settings = {
  /** The product's name (BRAND_NAME); the texts say 'the product' for it. */
  brandName: string;
  carrier: SettingsCarrier;
  supportEmail: string;
  supportPhone: string;
  /** Base URL of the carrier tokenization service; the client posts to `{tokenizationUrl}/v1/tokenize` (card) or `/v2/tokenize` (bank). Default the sandbox's `/sandbox/carrier/payments`. */
  tokenizationUrl: string;
  paymentsProvider: 'sandbox' | 'stripe';
  /** The payment provider's public key; null with the sandbox provider. */
  stripePublishableKey: string | null;
  bankLinkProvider: 'sandbox' | 'plaid';
  /** `sandbox` means `getAddressSuggestions` and no map tiles; `google` means Google Places. */
  mapsProvider: 'sandbox' | 'google';
  googleMapsApiKey: string | null;
  /** 2-letter codes of the states where the product is sold. */
  servedStates: string[];
  /** The support proof mailbox (a PO box in Middleton, Wisconsin), multi-line text. */
  defaultInterestedPartyMailingAddress: string;
  /** Days between two-factor being announced and it becoming mandatory. */
  twoFactorGracePeriodDays: number;
  links: SettingsLinks;
};
export type LogoUrl = {
  companyLogoURL: string | null;
};
export type TwoFactorStatus = {
  enabled: boolean;
  method: ('totp' | 'email' | null) | null;
  deadline: string | null;
  /** Days left until `deadline`; negative once past (docs/product.md "Two-factor" banner). */
  grace_period_days: number | null;
};
export type TwoFactorEnableResult = {
  success: boolean;
  /** `data:image/png;base64,...` QR code of the otpauth URI (totp only). */
  qr_code: string | null;
  /** Base32 key for manual entry (totp only). */
  secret: string | null;
  message: string;
};
export type TwoFactorEnableRequest = {
  method: 'totp' | 'email';
};
export type TwoFactorConfirmResult = {
  success: boolean;
  /** Single-use 8-character uppercase backup codes; shown once. */
  backup_codes: string[];
  message: string;
  /** Only when confirmed with a set-up token: the new session token the client logs in with (docs/product.md "States"). The set-up token stops working. */
  token?: string;
};
export type TwoFactorCodeRequest = {
  /** The 6-digit code. */
  code: string;
};
export type TwoFactorVerifyResult = {
  success: boolean;
  message: string;
};
export type TwoFactorChallengeResult = {
  success: boolean;
  /** The session token. */
  token: string;
};
export type TwoFactorChallengeRequest = {
  /** A 6-digit code, or an 8-character backup code (upper case; the server also accepts it typed in lower case). */
  code: string;
};
export type ValidatedAddress = {
  streetAddress: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
};
export type CarrierError = {
  message: string;
  /** For example ADDRESS_BANNED, ADDRESS_INVALID, COMMERCIAL_ADDRESS, STATE_NOT_SERVED, UNABLE_TO_QUOTE, LIABILITY_NOT_QUALIFIED, CARD_DECLINED, PAYMENT_FAILED, LIABILITY_MINIMUM_NOT_OFFERED, CONTENTS_MINIMUM_NOT_OFFERED. */
  code?: string | null;
};
export type ValidateAddressResult = {
  /** The standardized address; null when it could not be validated. */
  validated: ValidatedAddress | null;
  /** The partnered property's manager and building info; null when not partnered. */
  propertyInfo: PropertyManager | null;
  error?: CarrierError | null;
};
export type ValidateAddressRequest = {
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
  /** Optional, from the onboarding address form. */
  firstName?: string;
  /** Optional, from the onboarding address form. */
  lastName?: string;
};
export type AddressSuggestion = {
  id: string;
  /** One-line text to show, for example '123 Main St, Madison, WI 53703'. */
  description: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
};
export type AddressSuggestionList = {
  suggestions: AddressSuggestion[];
};
export type UnderwritingQuestion = {
  /** For example dwellingType, manufacturedMobileHome, mandatoryInsuranceRequirement, losses, numberOfLosses, lossDate, animalInjury, arson, coverageMasonry, leaseEffectiveDate, policyEffectiveDate. */
  questionName: string;
  question: string;
  /** Allowed answers (for example A, D, S, T or Y, N); null for dates and free answers. */
  allowedResponses: string[] | null;
  instructions: string | null;
  helpText: string | null;
};
export type UnderwritingQuestionsResult = {
  questions: UnderwritingQuestion[];
  error?: CarrierError | null;
};
export type AddressInput = {
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
};
export type UnderwritingQuestionsRequest = {
  address: AddressInput;
};
export type PaymentInstallment = {
  date: string;
  amount: number;
};
export type PaymentSchedule = {
  downPaymentAmount: number;
  installmentAmount: number;
  /** Billing fee added to each installment after the down payment. */
  serviceFee: number;
  numberOfPayments: number;
  installments: PaymentInstallment[];
};
export type QuoteTransactionDetails = {
  clientId: string;
  workItemId: string;
  productId: string;
  /** 'Success', or the carrier's reason for not quoting. */
  responseMessage: string;
  denialNotice: string | null;
  policyEffectiveDate: string | null;
  payments: {
    schedules: PaymentSchedule[];
  };
};
export type NameValue = {
  name: string;
  /** The value as text: a number ('100000'), a Y/N flag, or a comma-separated list of numbers for the option lists (personalLiabilityOptions, deductibleOptions). */
  value: string;
};
export type Rule300KLiability = {
  /** `tokenizedURL` to fetch the questionnaire. */
  initialUrlToken: string;
  /** `tokenizedURL` to submit the answers. */
  outcomeUrlToken: string;
  /** The liability amount the questionnaire unlocks (300000). */
  targetValue: number;
};
export type CoveragesCue = {
  /** personalPropertyMin, personalPropertyMax, personalPropertyIncrement, personalLiabilityOptions, deductibleOptions and the has* flags (Y/N). */
  parameters: NameValue[];
  businessRules: {
    rule300KLiability: Rule300KLiability | null;
  };
};
export type AddOnPrice = {
  /** The coverage's re-quote parameter (identityFraud, waterBackup, ...). */
  name: string;
  /** Dollars a year it adds to the premium; negative for a credit. */
  annualAmount: number;
};
export type QuoteResult = {
  transactionDetails?: QuoteTransactionDetails;
  policyHolderDetails?: {
    insured: {
      address: {
        state: string;
      };
    };
  };
  coveragesCue?: CoveragesCue;
  coverageDetails?: {
    /** The quoted coverages (liabilityAmount, personalPropertyAmount, deductible, Y/N flags). */
    parameters: NameValue[];
  };
  /** What each optional coverage offered at the address changes in the annual premium, as the carrier rates it: the quoted coverage with it on minus with it off. */
  addOnPrices?: AddOnPrice[];
  error?: CarrierError | null;
};
export type UnderwritingAnswer = {
  questionName: string;
  /** Y/N, a dwelling code, a count, or a date (YYYY-MM-DD). */
  answer: string;
};
export type YesNo = 'Y' | 'N';
export type CoverageParametersInput = {
  liabilityAmount: number;
  personalPropertyAmount: number;
  deductible: number;
  earthquake?: YesNo;
  identityFraud?: YesNo;
  /** Always N. */
  iuiType?: 'N';
  petDamage?: YesNo;
  /** Always Y. */
  replacementCost?: 'Y';
  waterBackup?: YesNo;
  waterDamageLiability?: YesNo;
  internetCredit?: YesNo;
  lossFreeCredit?: YesNo;
  isMasonryConstruction?: YesNo;
  hurricaneDeductible?: YesNo;
  floodIncluded?: YesNo;
};
export type QuoteRequest = {
  /** Tomorrow or later, not before the lease effective date (docs/product.md "Validation", "Limits"). */
  policyEffectiveDate: string;
  address: AddressInput;
  answers: UnderwritingAnswer[];
  /** Re-quote only; from the first quote's `transactionDetails`. */
  workItemId?: string;
  coverageParameters?: CoverageParametersInput;
};
export type QuestionnaireOption = {
  questionOptionId: number;
  option: string;
  optionValue: string;
  outcomeId: number | null;
  outcome: {
    text: string;
  } | null;
  /** `questionId` shown next when this option is chosen; null ends the questionnaire. */
  nextQuestion: number | null;
};
export type QuestionnaireQuestion = {
  questionId: number;
  question: string;
  helpText: string | null;
  options: QuestionnaireOption[];
};
export type Questionnaire = {
  questionnaireId: number;
  questions: QuestionnaireQuestion[];
};
export type PmsValue = {
  fieldName: string;
  value: string;
};
export type AssurantResponseResult = {
  questionnaires?: Questionnaire[];
  isApproved?: boolean;
  pmsValues?: PmsValue[];
  error?: CarrierError | null;
};
export type QuestionnaireAnswer = {
  QuestionId: number;
  QuestionOptionId: number;
};
export type QuestionnaireAnswers = {
  QuestionnaireId: number;
  Answers: QuestionnaireAnswer[];
};
export type AssurantResponseRequest = {
  tokenizedURL: string;
  data?: QuestionnaireAnswers;
};
export type Disclosure = {
  disclosureType: string;
  state: string;
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  content: string;
  /** Identifies the text version consented to. */
  version: string;
};
export type DisclosureRequest = {
  disclosureType:
    | 'sms'
    | 'ebc'
    | 'fraud'
    | 'cancelationnotice'
    | 'payauthorization'
    | 'legal'
    | 'interestedparty'
    | 'waterbackup';
  state: string;
};
export type IssuePolicyResult = {
  transactionDetails?: {
    /** The carrier's policy number. */
    policyId: string;
    policyEffectiveDate: string;
    policyExpirationDate: string;
    responseMessage: string;
  };
  billingDetails?: {
    amount: number;
    installPaymentAmount: number;
    serviceFee: number;
    numberOfPayments: number;
  };
  policyHolderDetails?: {
    insured: {
      emailAddress: string;
      address: {
        address1: string;
        address2: string | null;
        city: string;
        state: string;
        postalCode: string;
      };
    };
  };
  /** The application PDF, base64. */
  appBytes?: string | null;
  /** One-time onboarding token for account creation (`updatePassword`); null when signed in. */
  token?: string | null;
  error?: CarrierError | null;
};
export type OptionalPersonInput = {
  firstName: string;
  lastName: string;
  email: string;
} | null;
export type IssueProductInput = {
  roommate?: OptionalPersonInput;
  spouse?: OptionalPersonInput;
};
export type IssueTransactionInput = {
  /** The token from the carrier tokenization service. */
  tokenizePayment: string;
  clientId: string;
  workItemId: string;
  productType: string;
};
export type InterestedPartyInput = {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
} | null;
export type IssueRentersInput = {
  hasInterestedParty: YesNo;
  hasStateDisclosure: YesNo;
  interestedParty?: InterestedPartyInput;
};
export type PayeeInfoInput = {
  firstName: string;
  lastName: string;
};
export type PersonInput = {
  firstName: string;
  lastName: string;
  email: string;
};
export type InsuredInput = {
  /** Under 15 characters (docs/product.md "Validation" checkout). */
  firstName: string;
  lastName: string;
  phoneNumber: string;
  emailAddress: string;
  isPaperless: boolean;
  /** Electronic business consent (ebcConsent): unticked until the buyer ticks it (issue 30). isPaperless follows it. */
  agreedToEBC: boolean;
  /** The property or management company name, truncated to 30 (docs/product.md "Limits"). */
  communityName: string;
  /** Text alerts consent (textAlertsConsent): unticked until the buyer ticks it (issue 30). */
  canText: boolean;
  /** Always null; the portal never collects social security numbers. */
  ssn?: string | null;
  /** The insured must be at least 18 (docs/product.md "Limits"). */
  insuredDateOfBirth: string;
  address: AddressInput;
  /** The roommate, if any (at most one). */
  additionalInsured: PersonInput[];
};
export type AuthorizedUserInput = {
  firstName: string;
  lastName: string;
} | null;
export type NamedAddressInput = {
  firstName: string;
  lastName: string;
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
};
export type IssuePolicyHolderInput = {
  payeeInfo: PayeeInfoInput;
  insured: InsuredInput;
  authorizedUser: AuthorizedUserInput;
  mailingAddress: NamedAddressInput;
  billingAddress: NamedAddressInput;
};
export type IssueBillingInput = {
  paymentType: 'cc' | 'bank';
  /** From the chosen payment schedule. */
  numberOfPayments: number;
  /** Amount charged now (the down payment). */
  paymentAmount: number;
  /** Today. */
  billDate: string;
};
export type IssueAssurantInput = {
  transaction: IssueTransactionInput;
  renters: IssueRentersInput;
  policyHolder: IssuePolicyHolderInput;
  billing: IssueBillingInput;
  /** Always Y (answer includes the application PDF as `appBytes`). */
  includeAppFile: 'Y';
  uwAnswers: UnderwritingAnswer[];
};
export type IssuePolicyRequest = {
  product: IssueProductInput;
  assurant: IssueAssurantInput;
};
export type PolicyDate = {
  date: string;
  /** The same date as MM/DD/YYYY. */
  usdate: string;
};
export type RenewingPolicy = {
  policyRenewalDate: PolicyDate;
  /** 'unknown' when not known. */
  management_company: string;
};
export type RenewingPoliciesResult = {
  pending_transaction: boolean;
  renewing_policies: RenewingPolicy[];
};
export type OnboardingCompletionResult = {
  success: boolean;
  /** Whether the management company was told (false for non-partnered or 'unknown'). */
  notified: boolean;
  message: string;
};
export type OnboardingCompletionRequest = {
  email: string;
  workItemId: string;
  /** `transactionDetails.policyId` of the `issuePolicy` answer. */
  policyId: string;
  /** The lease the policy covers, when known. */
  leaseId?: number;
  notifyPropertyManager?: boolean;
};
export type PolicyPerson = {
  firstName: string;
  lastName: string;
  email: string | null;
};
export type PolicyContact = {
  name: string;
  email: string | null;
};
export type InsuredAddress = {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
};
export type CoverageLimit = {
  limit: number;
};
export type PolicyCoverages = {
  liability: CoverageLimit;
  medical: CoverageLimit;
  contents: {
    limit: number;
    deductible: number;
  };
  windHailDeductible: number | null;
  hurricaneDeductible: number | null;
};
export type Endorsement = {
  /** For example SEWER_Sump, QBE_PetDam, BEDBUG, EQUIP (docs/product.md "Limits"). */
  code: string;
  limit: number | null;
};
export type Policy = {
  policyId: number;
  isActive: boolean;
  /** Auto renewal on. */
  renew: boolean;
  /** The renewal date is within 90 days. */
  within90Days: boolean;
  /** Renewal was turned off within 90 days; only support can undo it. */
  renewalLocked: boolean;
  /** Set once the tenant cancelled: the day cover ends, from 12:01 a.m. (the end date too). The policy stays active before that day; it cannot be cancelled, moved or renewed again. */
  cancellationDate?: string | null;
  carrierPolicyNumber: string;
  policyStartDate: PolicyDate;
  policyRenewalDate: PolicyDate | null;
  policyEndDate: PolicyDate;
  tenant: PolicyPerson;
  spouse: PolicyContact | null;
  roommates: PolicyPerson[];
  insuredAddress: InsuredAddress;
  coverages: PolicyCoverages;
  endorsements: Endorsement[];
  product: {
    productName: string;
  };
  /** The tenant's lease this policy was bought for (an id of `Account.leases`); null when it covers an address that is not a partner property. Addition to docs/product.md "Records": the dashboard says whether the policy meets that lease. */
  leaseId?: number | null;
};
export type PolicyList = {
  policies: Policy[];
};
export type UpdatePolicyRequest = {
  renew: boolean;
};
export type PolicyChangeResult = {
  success: boolean;
  message: string;
  policy: Policy;
};
export type CancelPolicyRequest = {
  reason: string;
  /** Today or later; default today. */
  cancellationDate?: string;
  /** The refund in dollars the tenant was shown (`CancellationPreview.refundAmount`); when given and the refund is no longer that amount, the answer is a 409 (AMOUNT_CHANGED) and nothing changes. */
  confirmedRefund?: number;
};
export type UpdatePolicyAddressRequest = {
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
  /** When the move takes effect; default today. */
  effectiveDate?: string;
  /** The difference in dollars the tenant was shown (`AddressChangePreview.termDifference`); when given and no longer the same, the answer is a 409 (AMOUNT_CHANGED) and nothing changes. */
  confirmedDifference?: number;
};
export type CancellationPreview = {
  policyId: number;
  /** The day the cover ends. */
  cancellationDate: string;
  /** Premium paid for this term so far, in dollars (fees excluded). */
  paidAmount: number;
  /** Premium earned from the start to the cancellation date, pro rata by day. */
  earnedAmount: number;
  /** Unearned premium refunded to the payment method, in dollars (never negative). */
  refundAmount: number;
};
export type AddressChangePreview = {
  policyId: number;
  address: InsuredAddress;
  /** The carrier corrected the address as typed (its spelling is the one used). */
  addressChanged?: boolean;
  effectiveDate: string;
  currentAnnualPremium: number;
  newAnnualPremium: number;
  /** Change in premium for the rest of the term from the effective date, in dollars: positive is owed (spread over the remaining payments), negative is refunded. */
  termDifference: number;
};
export type PartnerCoverage = {
  name: string;
  amount?: number | null;
  /** For coverages without an amount (for example 'Included'). */
  value?: string | null;
};
export type PartnerAddress = {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip_code: string;
};
export type PolicyholderDetails = {
  first_name: string;
  last_name: string;
  email: string | null;
  address: PartnerAddress | null;
};
export type PartnerPolicy = {
  id: number;
  carrier_policy_number: string;
  current_term_start_date: string;
  current_term_end_date: string;
  personal_property_amount: number | null;
  liability_amount: number | null;
  medical_payments: number | null;
  deductible: number | null;
  coverages: PartnerCoverage[];
  enabled: boolean;
  pendingChangeEffectiveDate: string | null;
  /** One of `insured_address` and `policyholder_details` is set. */
  insured_address: PartnerAddress | null;
  policyholder_details: PolicyholderDetails | null;
  spouse: PolicyContact | null;
  roommate: PolicyContact | null;
  /** Where 'Manage Policy' continues to on the partner's portal (addition to docs/product.md "Records"). */
  manage_url?: string | null;
};
export type PartnerPolicyList = {
  policies: PartnerPolicy[];
};
export type ThirdPartyPolicySummary = {
  id: number;
  provider: string;
  carrier_policy_number: string;
  start_date: string;
  end_date: string;
  is_complete: boolean;
  liability_coverage: number;
};
export type ThirdPartyPolicy = {
  id: number;
  provider: string;
  carrier_policy_number: string;
  start_date: string;
  end_date: string;
  /** Verified (shown as Approved); otherwise Pending. */
  is_complete: boolean;
  liability_coverage: number;
  /** File name of the stored PDF (download it with `getThirdPartyPolicyEoi`). */
  proof_of_insurance: string | null;
  is_expiring_soon: boolean;
  /** It ends within 30 days and nothing else on file (a newer upload, our policy, a partner carrier's) covers the tenant after it, so the renewed proof is asked for (the same rule as the reminder mail). */
  renewal_due?: boolean;
  /** It ended within the last 30 days and nothing else on file covers the tenant after it: a lapse (told to the tenant and the management company), shown on the dashboard as Lapsed. */
  is_lapsed?: boolean;
  enabled: boolean;
  /** The interested party listed on the policy, as read from it. */
  additional_interest: string | null;
  /** Later uploads for the same lease that start after this one (renewals). */
  upcoming_policies: ThirdPartyPolicySummary[];
  transaction_details: {
    uploaded_at: string;
    /** Uploaded with 'Upload Anyway' after a failed check. */
    override: boolean;
  } | null;
  /** The tenant's lease this proof was uploaded for (an id of `Account.leases`). Addition to docs/product.md "Records". */
  lease_id?: number | null;
  /** Where the proof stands: approved (verified, `is_complete`); pending (waiting for staff); failing (waiting for staff, and the page did not pass every check). */
  review?: 'approved' | 'pending' | 'failing';
};
export type ThirdPartyPolicyList = {
  thirdPartyPolicies: ThirdPartyPolicy[];
};
export type EmailUser = {
  /** True when the login with this e-mail is linked to another tenant record (or none). */
  user_mismatch: boolean;
};
export type ManagerRequirements = {
  management_company: string;
  interested_party: string | null;
  interested_party_mailing_address: string | null;
  liability_limit: number | null;
};
export type LeaseFound = {
  id: number;
  property: {
    /** Null for a non-partnered property. */
    property_manager: ManagerRequirements | null;
  };
};
export type TenantFound = {
  /** Always false (a tenant with a login is only `TenantAccountExists`). */
  user_exists: boolean;
  first_name: string;
  tenant_email: string;
  leases: LeaseFound[];
};
export type TenantAccountExists = {
  user_exists: boolean;
};
export type ThirdPartyEmailLookup = {
  email_user?: EmailUser;
  /** The tenant record (`TenantRecord`) to the tenant themself; to anyone else, what the wizard needs of a tenant without a login (`TenantFound`), or only `{ user_exists: true }` (`TenantAccountExists`) when the tenant has a login. */
  tenant?: TenantRecord | TenantFound | TenantAccountExists;
};
export type ProofCheck = {
  field:
    | 'interestedParty'
    | 'interestedPartyAddress'
    | 'namedInsured'
    | 'policyNumber'
    | 'policyPeriod'
    | 'liability'
    | 'insuredLocation';
  /** pass: found and matching; fail: found and wrong (or required and absent); caution: found but only close (a spelling, an abbreviation, dates a few days off); unknown: not found on the page. */
  verdict: 'pass' | 'fail' | 'caution' | 'unknown';
  /** The value read from the page. */
  found?: string | null;
  /** What it was checked against. */
  expected?: string | null;
  /** One sentence for the tenant (and staff) saying why. */
  reason: string;
};
export type PolicyFileValidation = {
  is_valid: boolean;
  /** The PDF's text layer, offline OCR of its page images, or nothing readable. */
  readBy?: 'text' | 'ocr' | 'none';
  checks?: ProofCheck[];
  /** valid: every required item confirmed, nothing failed, no caution; needsReview: nothing failed but a required item could not be read or is only close (support staff decide); invalid: a check failed. */
  outcome: 'valid' | 'needsReview' | 'invalid';
};
export type ValidatePolicyFileRequest = {
  /** The PDF as a data URL (`data:application/pdf;base64,...`), at most 10 MB of PDF. */
  selectedFile: string;
  selectedFileName: string;
  /** The lease whose management company should be the interested party. */
  leaseId?: number;
  /** The management company name chosen in the wizard (new tenants). */
  propertyManager?: string;
  /** The wizard's tenant (with the fields below: what the declarations page is checked against). A signed-in caller's own record is used instead. */
  tenantEmail?: string;
  firstName?: string;
  lastName?: string;
  carrierName?: string;
  policyNumber?: string;
  startDate?: string;
  endDate?: string;
  liabilityCoverage?: number;
  address?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip_code?: string;
};
export type UploadResult = {
  success: boolean;
  message?: string;
  thirdPartyPolicy?: ThirdPartyPolicy | null;
  /** The `onboarding` token (7 days, used once) of a tenant without a login; null when the tenant already has one. */
  token?: string | null;
  /** The tenant's e-mail (where the receipt and the account creation code go). */
  email?: string;
};
export type ThirdPartyUploadRequest = {
  tenantEmail: string;
  /** The known lease; null for a new tenant (then the address fields and propertyManager are required). */
  leaseId?: number | null;
  selectedFile: string;
  selectedFileName: string;
  /** The tenant chose 'Upload Anyway' after a failed check. */
  override?: boolean;
  startDate: string;
  /** After `startDate` (the wizard proposes start plus one year). */
  endDate: string;
  /** The provider. */
  carrierName: string;
  policyNumber: string;
  liabilityCoverage: number;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  unit?: string;
  /** New users only; creates their login. */
  newPassword?: string;
  firstName?: string;
  lastName?: string;
  /** Management company name chosen from `getManagementCompanies`. */
  propertyManager?: string;
};
export type AccountUploadRequest = {
  leaseId: number;
  selectedFile: string;
  selectedFileName: string;
  override?: boolean;
  startDate: string;
  endDate: string;
  carrierName: string;
  policyNumber: string;
  liabilityCoverage: number;
};
export type ManagementCompanyList = {
  managementCompanies: string[];
};
export type Enrollment = {
  policy_number: string;
  current_term_start_date: string;
  current_term_end_date: string;
  liability_limit: number | null;
  contents_limit: number | null;
  price_per_month: number | null;
};
export type EnrollmentList = {
  enrollments: Enrollment[];
};
export type Transaction = {
  transactionId: number;
  transactionCreationDate: string;
  transactionAmount: number;
  policyId: number | null;
  policyCarrierNumber: string | null;
  transactionMessage: string | null;
  /** SUCCEEDED, or anything else for a failed payment. */
  transactionStatus: string;
  transactionPaymentDescription: string | null;
};
export type NextPayment = {
  policyId: number;
  policyCarrierNumber: string;
  date: string;
  /** Installment plus billing fee (docs/product.md "Limits" next payment), in dollars. */
  amount: number;
  /** Which payment of the plan it is (1 is the down payment). */
  paymentNumber: number;
  numberOfPayments: number;
};
export type PaymentAlert = {
  kind: 'retrying' | 'cancellationPending' | 'cancelled' | 'cardExpiring' | 'noMethod';
  policyId: number;
  policyCarrierNumber: string;
  /** What is owed or due, in dollars, the billing fee included. */
  amount: number;
  dueDate: string;
  nextAttemptDate?: string | null;
  cancellationDate?: string | null;
  /** The last day a payment reinstates the policy with no gap. */
  reinstateBy?: string | null;
  /** The card's or bank's answer to the last try. */
  reason?: string | null;
  cardDescription?: string | null;
  /** The stored card's expiry, MM/YYYY. */
  cardExpires?: string | null;
};
export type TransactionList = {
  transactions: Transaction[];
  /** The next scheduled payment of each own policy in force or starting, from its plan's stored schedule and the term's payments; none for a policy paid in full, cancelled before it, or without a stored schedule. */
  nextPayments?: NextPayment[];
  /** What is wrong with the account's scheduled payments today, most urgent first: a declined payment waiting for its next try (`retrying`), one whose every try was declined and whose policy is cancelled on `cancellationDate` unless it is paid (`cancellationPending`), a policy cancelled for non-payment that paying by `reinstateBy` reinstates (`cancelled`), a stored card that expires before a payment (`cardExpiring`), and a payment due within 30 days with no payment method on file this provider can charge (`noMethod`: a purchase paid where the provider cannot reuse the card). Each is fixed by Update Payment Method, which tries again at once. */
  paymentAlerts?: PaymentAlert[];
};
export type ClaimOutcome = {
  result: 'paid' | 'denied' | 'withdrawn';
  /** Dollars paid to the payee (a paid claim only). */
  amount: number | null;
  /** Why it was denied (always given then), or a note on a payment or withdrawal. */
  reason: string | null;
};
export type Claim = {
  claimId: number;
  claimCreationDate: string;
  /** The latest of `statuses`. */
  claimStatus: string;
  /** The number to quote, e.g. CLM-2026-000123. */
  claimNumber: string;
  type: 'Liability Claim' | 'Property Claim';
  /** The timeline, oldest first. */
  statuses: {
    status: 'Submitted' | 'In review' | 'Closed';
    at: string;
  }[];
  /** Read through getClaimPhoto. */
  photos: {
    id: string;
  }[];
  /** How a closed claim ended; null while open. */
  outcome: ClaimOutcome | null;
};
export type ClaimList = {
  claims: Claim[];
};
export type ClaimFiled = {
  success: boolean;
  claimId: number;
  /** The number to quote, e.g. CLM-2026-000123. */
  claimNumber: string;
};
export type ClaimSubmission = {
  type: 'Liability Claim' | 'Property Claim';
  additional_details?: string;
  phone: string;
  /** Where the loss happened. */
  address: string;
  /** When the loss happened, as the tenant describes it. */
  time: string;
  /** How the loss or damage occurred. */
  description: string;
  /** The property damage or loss. */
  property: string;
  payee: string;
  habitable: boolean;
  vacated: boolean;
  police: boolean;
  /** Photos uploaded with uploadClaimPhoto by this account, not yet part of a claim; at most 10. */
  photoIds?: string[];
};
export type ClaimPhotoUpload = {
  photoId: string;
};
export type Coupon = {
  couponId: number;
  company: string;
  title: string;
  description: string;
  /** True once this member redeemed the coupon (it cannot be redeemed again). */
  redeemed: boolean;
  redeemedAt: string | null;
};
export type CouponList = {
  coupons: Coupon[];
};
export type CouponToken = {
  /** Random, single-purpose, valid until `expiresAt` (an addition to docs/product.md "Records"). */
  token: string;
  /** The redemption URL the QR code carries (the portal's cashier page). */
  url: string;
  expiresAt: string;
};
export type CouponRedemption = {
  /** True when this request redeemed the coupon (the cashier applies the discount); false when the token was already used (already redeemed). */
  valid: boolean;
  couponId: number;
  company: string;
  title: string;
  description: string;
  /** First name and last initial of the member, for the cashier. */
  memberName: string;
  redeemedAt: string;
  /** What the cashier sees: 'Coupon valid. Apply the discount.' or 'This coupon has already been redeemed.' */
  message: string;
};
export type DiagnosticsSnapshot = {
  kind: 'renters-portal-diagnostics';
  meta: {
    persistVersion: number;
    build: {
      apiVersion: number;
      id: string;
    };
    route: string;
    screen: {
      width: number;
      height: number;
      pixelRatio: number;
    };
    takenAt: string;
    userAgent: string;
    from: string;
    /** The dialogs open on the tenant's screen, the one it was sent from included; the replay opens them again. Absent in snapshots of builds before it was recorded. */
    dialogs?: string[];
  };
  store: {
    [key: string]: any;
  };
};
export type SendMessageRequest = {
  email: string;
  /** Reason plus policy title, or 'Upload Error - Account Not Found' plus the company. */
  subject: string;
  /** At least 30 characters (docs/product.md "Validation", "Limits"). */
  msg: string;
  diagnostics?: DiagnosticsSnapshot;
};
export type SecondPolicyMessageRequest = {
  email: string;
  reason:
    'Address Change/Update' | 'Update policy coverages' | "I don't have an active policy" | 'Other';
  /** Optional. */
  message?: string;
  tenantName: string;
};
export type AdditionRequest = {
  kind: 'person' | 'property';
  policyId?: number;
  role?: 'roommate' | 'spouse' | 'authorizedUser';
  message?: string;
  firstName: string;
  lastName: string;
  email?: string;
  unit?: string;
  /** The rental address that could not be found. */
  streetAddress?: string;
  city?: string;
  state?: string;
  zip?: string;
  managementCompanyName?: string;
  managementCompanyAddress?: string;
};
export type EvidenceVerification = {
  /** The policy's coverage status today (the dashboard and the evidence of insurance say the same), counted on the calendar day at the insured address. active: in force; ending: in force and known to end on statusDate (a cancellation dated ahead, or no renewal within 30 days); cancelled: cancelled (see endsOn); lapsed: the term ended without renewal; upcoming: starts on statusDate. */
  status: 'active' | 'cancelled' | 'lapsed' | 'upcoming' | 'ending';
  /** The day the status names: the start of an upcoming policy, the end of an ending one, the day cover ended for a cancelled or lapsed one; null when active. */
  statusDate: string | null;
  /** The status in one sentence, with its dates (MM/DD/YYYY). */
  statusSentence: string;
  productName: string;
  carrierPolicyNumber: string;
  periodStart: string;
  periodEnd: string;
  /** Set when the policy is cancelled or will not renew; the day cover ends. */
  endsOn?: string | null;
  liabilityLimit: number;
  /** The day the document with this code was issued. */
  issuedOn: string;
  /** False when the policy changed after the document was issued (address, period, liability or a cancellation): ask the tenant for a current one. */
  documentCurrent: boolean;
};
export type TokenizeResult = {
  /** 'Success' when a token was issued. */
  responseMessage: string;
  transactionDetails?: {
    /** The payment token for `issuePolicy`. */
    tokenizePayment: string;
  } | null;
  error?: CarrierError | null;
};
export type TokenizeTransaction = {
  clientId: string;
  workItemId: string;
};
export type CardInfo = {
  /** Digits only; 15 for Amex, else 16 (docs/product.md "Validation"); Luhn-checked by the service. */
  cardNumber: string;
  cardCvc: string;
  cardExpYear: string;
  cardExpMonth: string;
  cardType: 'visa' | 'mastercard' | 'amex' | 'discover';
};
export type TokenizeCardRequest = {
  transaction: TokenizeTransaction;
  billing: {
    ccInfo: CardInfo;
  };
};
export type BankInfo = {
  /** 9 digits with the 3-7-1 checksum (checked by the service). */
  routingNumber: string;
  accountNumber: string;
};
export type TokenizeBankRequest = {
  transaction: TokenizeTransaction;
  billing: {
    bankInfo: BankInfo;
  };
};
export type SandboxConfirmationTokenResult = {
  confirmationToken: {
    /** `ctoken_sbx_` + 32 hex digits. */
    id: string;
    brand: string;
    last4: string;
  } | null;
  error: {
    /** INVALID_NUMBER, INVALID_EXPIRY, INVALID_CVC, INCORRECT_CVC. */
    code: string;
    message: string;
    field?: 'number' | 'expiry' | 'cvc' | 'postalCode';
  } | null;
};
export type SandboxCardDetails = {
  /** Card number, digits (spaces allowed). */
  number: string;
  expMonth: string;
  /** Two or four digits. */
  expYear: string;
  cvc: string;
  postalCode?: string;
};
export type SandboxSetupIntent = {
  id: string;
  status: 'requires_action' | 'succeeded' | 'requires_payment_method';
  error?: {
    message: string;
  } | null;
};
export type SandboxAuthenticateRequest = {
  clientSecret: string;
  outcome: 'complete' | 'fail';
};
export type SandboxBankLinkResult = {
  publicToken: string;
};
export type SandboxBankLinkRequest = {
  linkToken: string;
  accountId: string;
};
export type SandboxClock = {
  /** The app's time (the machine's plus the offset), ISO 8601 in UTC. */
  now: string;
  /** How far the app's clock runs ahead of the machine's, in milliseconds. */
  offsetMs: number;
};
export type SandboxClockAdvance = {
  days?: number;
  hours?: number;
};
export const {
  useGetVersionQuery,
  useLoginMutation,
  useRegisterMutation,
  useVerifyRegistrationMutation,
  useResendRegistrationCodeMutation,
  useLogoutMutation,
  useGetAccountQuery,
  useSetAccountLanguageMutation,
  useUpdateTenantMutation,
  useVerifyEmailChangeMutation,
  useUpdatePasswordMutation,
  useSendAccountCreationCodeMutation,
  useJoinRentersAssociationMutation,
  useJoinRentersAssociationNewUserMutation,
  useGetEmailExistsQuery,
  useUpdatePaymentMethodMutation,
  useRequestDataExportMutation,
  useGetDataExportQuery,
  useRequestAccountDeletionMutation,
  useConfirmAccountDeletionMutation,
  useDownloadDataExportQuery,
  useGetPlaidLinkTokenQuery,
  useGetTenantForTokenQuery,
  useGetTenantForExistingQuery,
  useGetSettingsQuery,
  useGetLogoUrlQuery,
  useGetTwoFactorStatusQuery,
  useEnableTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useSendTwoFactorEmailCodeMutation,
  useVerifyTwoFactorEmailMutation,
  useCompleteTwoFactorChallengeMutation,
  useValidateAddressMutation,
  useGetAddressSuggestionsQuery,
  useGetUnderwritingQuestionsMutation,
  useGetQuoteMutation,
  useSubmitAssurantResponseMutation,
  useGetDisclosureMutation,
  useIssuePolicyMutation,
  useGetRenewingPoliciesQuery,
  useCompleteOnboardingMutation,
  useGetPoliciesQuery,
  useUpdatePolicyMutation,
  useCancelPolicyMutation,
  useUpdatePolicyAddressMutation,
  usePreviewPolicyCancellationMutation,
  usePreviewPolicyAddressChangeMutation,
  useGetPolicyEoiQuery,
  useGetPartnerPoliciesQuery,
  useGetPartnerPolicyEoiQuery,
  useGetThirdPartyPoliciesQuery,
  useGetThirdPartyEmailExistsQuery,
  useValidateThirdPartyPolicyMutation,
  useUploadThirdPartyPolicyMutation,
  useUploadAccountPolicyMutation,
  useGetManagementCompaniesQuery,
  useGetThirdPartyPolicyEoiQuery,
  useGetEnrollmentsQuery,
  useGetTransactionsQuery,
  useGetClaimsQuery,
  useSubmitClaimMutation,
  useUploadClaimPhotoMutation,
  useGetClaimPhotoQuery,
  useGetCouponsQuery,
  useCreateCouponTokenMutation,
  useRedeemCouponQuery,
  useSendMessageMutation,
  useSendSecondPolicyMessageMutation,
  useRequestAdditionMutation,
  useGetEvidenceVerificationQuery,
  useSandboxTokenizeV1Mutation,
  useSandboxTokenizeV2Mutation,
  useSandboxCreateConfirmationTokenMutation,
  useSandboxAuthenticateSetupIntentMutation,
  useSandboxCreateBankLinkPublicTokenMutation,
  useGetSandboxClockQuery,
  useAdvanceSandboxClockMutation,
} = injectedRtkApi;
