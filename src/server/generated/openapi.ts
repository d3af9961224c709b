/* eslint-disable */
// Generated from openapi.yaml by `npm run codegen`. Do not edit.
export interface paths {
  '/version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Allowed client API versions
     * @description docs/product.md "Calls", "Version check". The client (API version 6) shows only the version-error screen when its version is outside `min`..`max`; `heading` and `message` override the screen's defaults when not null. Unversioned path.
     */
    get: operations['getVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The process is serving
     * @description docs/operations.md "Health". 200 while the process answers HTTP, without touching the database: a supervisor restarts the process when this fails. Unversioned path.
     */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The replica can take traffic
     * @description docs/operations.md "Health". 200 when the database answers, has every migration this build ships (a newer build's too is fine: the middle of a rolling restart), and the jobs worker is running (or off by configuration); otherwise 503 with the check that failed, so a load balancer sends traffic elsewhere. Unversioned path.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics
     * @description docs/operations.md "Metrics". The process's series in Prometheus's text format: requests and their durations per operation, jobs, mail waiting, purchases recovered, charges failed. Only with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN configured every request is refused. Unversioned path.
     */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with e-mail and password
     * @description docs/product.md "Log in and sign up", "States" (session), "Calls"; answers of "Messages". `remember` asks for a longer-lived session. When two-factor is enabled the answer is 403 TWO_FACTOR_CHALLENGE (the client completes it with `completeTwoFactorChallenge`, whose `token` is the session token); when two-factor became mandatory and is not set up, 403 TWO_FACTOR_SETUP_REQUIRED. Wrong credentials are a 401 whose message the client shows (fallback 'Authentication error!'). Rate limited.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a login for a tenant of a managed property
     * @description docs/product.md "Log in and sign up", "Who may do what", "Calls"; answers of "Messages". Only e-mails of tenant records of partner properties may register: another e-mail is a 404 (code TENANT_NOT_FOUND; the client shows 'Your email address was not found in our database! ...'); an e-mail that already has a login is a 409 (code ACCOUNT_EXISTS). `phone` is accepted as 10 digits or formatted `(xxx) xxx - xxxx`. Nobody reaches a tenant record by knowing an e-mail: nothing is created yet. The answer is a 202 with a `verification_token`, and a 6-digit code is mailed to the e-mail; the login is created, linked to the tenant record and signed in only by `verifyRegistration` with that token and code (10 minutes, 5 wrong codes void it). Rate limited per client address and per e-mail.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/register/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish a registration with the code mailed to its e-mail
     * @description docs/product.md "Log in and sign up", "Who may do what"; docs/security.md (a login reaches a tenant record only after its e-mail is proven). With the `verification_token` answered by `register` and the 6-digit code mailed to the e-mail, the login is created with the password chosen at registration, linked to the tenant record, and signed in (the same answer `register` gave before e-mail proof). A wrong code is a 400 (code INVALID_CODE, 'Invalid verification code'); an expired one a 400 (code CODE_EXPIRED); an unknown, used or voided token a 404 (code REGISTRATION_NOT_FOUND); the fifth wrong code voids the registration (429). An e-mail that got a login meanwhile is a 409 (code ACCOUNT_EXISTS).
     */
    post: operations['verifyRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/register/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a new code for a waiting registration
     * @description A new 6-digit code for the registration of `verification_token` (the previous one stops working). Not sooner than 60 seconds after the last code and at most 5 codes a registration: otherwise a 429 whose body carries `seconds_remaining`. An unknown, used or expired registration is a 404 (code REGISTRATION_NOT_FOUND).
     */
    post: operations['resendRegistrationCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out (revoke the session token)
     * @description Log-out revokes (docs/security.md): it revokes the token sent in the `Token` header; the client then clears its stored session (docs/product.md "States").
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in tenant's account
     * @description docs/product.md "Records" (Account), "Calls"; answers of "Messages".
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * The language the tenant uses the portal in
     * @description docs/i18n.md: the signed-in app sends the language the tenant uses it in, chosen with the language switch or their browser's, so mails to them follow it. Answers the account.
     */
    put: operations['setAccountLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/tenant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update personal information and billing address
     * @description docs/product.md "Account pages" personal-information, "Validation" account form, "Calls"; answers of "Messages". The server re-checks the account form rules: street at most 40 characters without the special characters of docs/product.md "Validation", a 2-letter state, a 5-digit zip. AK, HI, MA and DC are refused (400, code STATE_NOT_ALLOWED) unless the tenant has a partner-carrier policy. An e-mail used by another login is a 409 (code EMAIL_IN_USE). A changed e-mail does not take effect yet: a 6-digit code is mailed to the new address (valid 10 minutes, once) and the answer carries the account with the e-mail unchanged and `pendingEmail` set; `verifyEmailChange` applies it. E-mail changes are rate limited per account (5 an hour: 429). Answers the updated account ('Account updated successfully!').
     */
    put: operations['updateTenant'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/tenant/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a pending e-mail change with the code mailed to the new address
     * @description docs/product.md "Account pages" personal-information (design: a changed e-mail is proven before it is used). `code` is the 6-digit code `updateTenant` mailed to `pendingEmail`. A wrong, expired or used code is a 400 with code INVALID_CODE; wrong codes are rate limited per account (429). If another login took the address meanwhile it is a 409 (EMAIL_IN_USE). Answers the account with the new e-mail.
     */
    post: operations['verifyEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password, or set it after an onboarding purchase
     * @description docs/product.md "Account pages", "Onboarding flow" account creation, "Validation", "Calls"; answers of "Messages". Two uses. (1) Change password with a session token: `newPassword` and `newConfirmPassword`, which must match, at least 8 characters (docs/product.md "Limits"). (2) Onboarding account creation: the `Token` header carries the `token` answered by `issuePolicy`; `newPassword` (at least 7 characters) is sent and the login is created for the buyer, but only once the buyer proves the e-mail of the purchase: with `code`, the 6-digit code `sendAccountCreationCode` mailed to it, or with `invitationToken`, the unused and unexpired invitation of the tenant with that e-mail (it is used up). Without a proof it is a 400 with code EMAIL_NOT_VERIFIED; a wrong or expired code a 400 with code INVALID_CODE; an invitation that is not this tenant's live one a 400 with code INVITATION_INVALID (the client then asks for the mailed code). Failures are a 400 whose message the client shows (fallback 'Failed to update password'). Rate limited.
     */
    post: operations['updatePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/password/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the code that proves the buyer's e-mail before the login is created
     * @description docs/product.md "Onboarding flow" account creation; docs/security.md. With the `onboarding` token of a purchase made without a login, mails a 6-digit code (10 minutes) to the purchase's e-mail; `updatePassword` creates the login only with it (or with the tenant's unused invitation). Not sooner than 60 seconds after the last code and at most 5 an hour: a 429 whose body carries `seconds_remaining`.
     */
    post: operations['sendAccountCreationCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/raa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join the renters association (signed-in tenant)
     * @description docs/product.md "Calls" "POST /account/raa (token)", "What the portal does", "Screens and routes", "Who may do what". The signed-in tenant accepts the association's terms and becomes a member (`rentersAssociationMember` true, which unlocks coupons). Joining twice is harmless (answers the current state).
     */
    post: operations['joinRentersAssociation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/raaNewUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join the renters association from the /raa flow (new or anonymous visitor)
     * @description docs/product.md "Calls" "POST /account/raaNewUser", "Screens and routes" (/raa). A visitor gives name, e-mail, phone and rental address and accepts the terms; the server records the membership against the matching tenant record (creating one when none exists). An e-mail that already has a login is a 409 (code ACCOUNT_EXISTS: the client asks the visitor to log in and use `joinRentersAssociation`). Rate limited.
     */
    post: operations['joinRentersAssociationNewUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/emailExists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether an e-mail already has a login
     * @description docs/product.md "Calls", "Messages" ("An account with this email already exists. Please log in to continue."). Answers ONLY the flag `tenant.user_exists`, so an anonymous caller never learns tenant data. Rate limited (e-mail enumeration).
     */
    get: operations['getEmailExists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/tenant/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the stored payment method (card, or bank account via the bank-link service)
     * @description docs/product.md "Account pages" update-payment-method, "Calls"; answers of "Messages". Three forms: (1) body `{ stripeConfirmationToken }` from the card form (the sandbox provider's form issues the same kind of token); (2) after the provider's next action (3-D Secure), body `{ action_taken: true, setupIntentId }`; (3) bank account: query `plaidToken` and `plaidSelectedAccountId` with an empty body `{}`. Answers `success`; when the provider needs a next action, `status: requires_action` and `client_secret`; on failure `success: false` and `message.error` (client fallback 'Payment failed'). Only for tenants with an active policy (else 409, code NO_ACTIVE_POLICY).
     */
    put: operations['updatePaymentMethod'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/data-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in tenant's latest request for a copy of their data
     * @description docs/privacy.md "Your rights": `latest` is null when there is none (or its link expired and the retention job deleted it); else its state: preparing, ready (with the link's end), expired, or failed (ask again).
     */
    get: operations['getDataExport'];
    put?: never;
    /**
     * Ask for a copy of every record of the signed-in tenant
     * @description docs/privacy.md "Your rights". Answers 202 with the request: the data-export job prepares a ZIP of every record of the tenant (as JSON, one file per table) with their documents (uploaded proofs, claim photos, mail attachments), then mails a link valid 7 days. While one is being prepared, a new request answers that one (a burst makes one). Rate limited per account (10 an hour).
     */
    post: operations['requestDataExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to delete the signed-in tenant's account; mails a 6-digit code
     * @description docs/privacy.md "Your rights". Mails a 6-digit code valid 15 minutes to the login e-mail (stored hashed; a new request replaces the code of the one before) and answers 202 with when it ends. Refused with 409 while the tenant holds one of our policies that is active or starts later (code ACTIVE_POLICIES, the policies listed: cancel them first) or while a purchase is being processed (code PURCHASE_IN_PROGRESS). Partner carriers' and uploaded policies do not block: they are kept as records. Codes mailed are rate limited per account (5 an hour).
     */
    post: operations['requestAccountDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/deletion/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the signed-in tenant's account with the mailed code
     * @description docs/privacy.md "Your rights". A wrong, expired or used code is a 400 (code INVALID_CODE); wrong codes are rate limited per account (429). The policy rule is checked again (409 as for the request); then, in one transaction, the login and personal details are erased or anonymised, the insurance records kept anonymised, and every session ends (this token answers 401 afterwards). Answers what was kept and deleted, per table.
     */
    post: operations['confirmAccountDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/data-export/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a copy of a tenant's data (the mailed link)
     * @description docs/privacy.md "Your rights": the link mailed when the file is ready. The token (256 random bits, stored hashed) is the only key: the link works in any browser for 7 days after the mail. Unknown or expired: 404 (code DATA_EXPORT_NOT_FOUND). Rate limited per client address (30 in 10 minutes).
     */
    get: operations['downloadDataExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/util/plaid/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A link token for the bank-link flow
     * @description docs/product.md "Calls" GET /util/plaid/link?email. Answers the `linkToken` that opens the bank-link service's flow (the sandbox link flow by default, Plaid Link when configured). `email` must be the signed-in tenant's.
     */
    get: operations['getPlaidLinkToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/tenantForToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant record an invitation token points to
     * @description docs/product.md "Screens and routes" (/onboarding/{token}), "Who may do what", "Calls". Preloads onboarding with the invited tenant's information, leases and billing address. Unknown or expired tokens are a 404. Rate limited.
     */
    get: operations['getTenantForToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/tenantForExisting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in tenant's tenant record
     * @description docs/product.md "Who may do what", "Calls" (stored token). Same shape as `getTenantForToken`.
     */
    get: operations['getTenantForExisting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/util/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public client settings
     * @description docs/product.md "Calls" GET /util/settings, "What the portal does", "Limits". Support contacts, which provider serves payments, bank linking and maps (sandbox by default) with their public keys, the carrier tokenization base URL, served states, the default interested-party mailing address, the two-factor grace period and the external links of the page shell. Also where the payment provider's public key comes from (docs/product.md "Calls" "not shown").
     */
    get: operations['getSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/logoURL': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Logo of the signed-in tenant's partnered community
     * @description docs/product.md "Calls" GET /logoURL, "Dashboard". `companyLogoURL` is the property manager's logo (the API base plus the logo path, docs/product.md "Calls"), or null for a non-partnered property or no logo.
     */
    get: operations['getLogoUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/2fa/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Two-factor status
     * @description docs/product.md "Records" (two-factor status), "Two-factor" (panel and banner). `deadline` is the date two-factor becomes mandatory; `grace_period_days` the days left (negative once past).
     */
    get: operations['getTwoFactorStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/2fa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a two-factor method (start set-up or switch)
     * @description docs/product.md "Two-factor" steps 1-2, "Records" (enable response); answers of "Messages" ('Failed to set 2FA method'). `totp`: answers `qr_code` (a data URL of the QR image) and `secret` (the manual key); the method becomes active on `confirmTwoFactor`. `email`: the server sends a code (as `sendTwoFactorEmailCode` does) and answers `qr_code` and `secret` null; the method becomes active on `confirmTwoFactor`, except when two-factor is already enabled, where the switch to e-mail takes effect at once (the wizard jumps to its last step). Accepts the set-up token of a 403 TWO_FACTOR_SETUP_REQUIRED. Rate limited.
     */
    post: operations['enableTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/2fa/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the chosen method with a code and receive backup codes
     * @description docs/product.md "Two-factor" step 2 to 3, "Records" (confirm response), "Limits" (6-digit codes, 8-character backup codes); answers of docs/product.md "Messages". Answers ten single-use backup codes (stored hashed by the server). A wrong or expired code is a 400 (code INVALID_CODE, message 'Invalid verification code'), never a 401. With a set-up token, success also answers `token`, a new full session token the client logs in with (docs/product.md "States"); the set-up token is used up. Rate limited.
     */
    post: operations['confirmTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/2fa/email/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a 6-digit code by e-mail
     * @description docs/product.md "Two-factor" (verify e-mail step, challenge dialog auto-send), docs/product.md "Records" (send-email response), "States" (resend countdown); answers of docs/product.md "Messages" ('Failed to send email code'). Works with a session, challenge or set-up token. Sending again before the resend delay is a 429 whose body carries `seconds_remaining`, which the client uses as its countdown.
     */
    post: operations['sendTwoFactorEmailCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/2fa/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify the e-mail address with a code
     * @description docs/product.md "Two-factor" step 0 (verify e-mail, only in required set-up), docs/product.md "Messages" ('Email verified successfully!'). A wrong or expired code is a 400 (code INVALID_CODE). Rate limited.
     */
    post: operations['verifyTwoFactorEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/2fa/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer a two-factor challenge
     * @description docs/product.md "States" (two-factor gating), "Two-factor" (challenge dialog), "Messages". The `Token` header carries the `challenge.token` of the 403 TWO_FACTOR_CHALLENGE. `code` is the 6-digit authenticator or e-mail code, or an unused 8-character backup code (used once). Answers the session token: after log-in the client logs in with it; otherwise it retries the held requests with it. A wrong code is a 400 (code INVALID_CODE); an expired challenge is a 401 ('There was an error verifying your 2FA code. Please try logging in again.'). Rate limited.
     */
    post: operations['completeTwoFactorChallenge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/util/validateAddress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Validate an address and find its partnered property
     * @description docs/product.md "States" (address validation outcomes), "Validation", "Calls", "Messages". Answers the standardized address (`validated`, with coordinates) and `propertyInfo` (the partnered property manager with building info, or null for a non-partnered address). The client compares `validated` case-insensitively with what was entered and offers a recommendation when they differ. Refusals come as `error` with `code` ADDRESS_BANNED, ADDRESS_INVALID or COMMERCIAL_ADDRESS; whether the state is served is the client's check against `Settings.servedStates` (the interested-party form skips it).
     */
    post: operations['validateAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/util/addressSuggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Address autocomplete from the server's own address data
     * @description Address autocomplete served from the server's own address data when the maps provider is the sandbox (docs/architecture.md). Answers up to `limit` suggestions whose text starts with or contains `q`; picking one fills street, city, state, zip and the map position (docs/product.md "Onboarding flow" address step, "Upload wizard" address entry).
     */
    get: operations['getAddressSuggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/underwritingQuestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The carrier's underwriting questions for an address
     * @description docs/product.md "Onboarding flow" underwriting step, "Records" (underwriting question), "States" (progressive questions), "Calls". Answers the questions applicable in the address's state, or `error` (for example code STATE_NOT_SERVED). The client orders and reveals them by the docs/product.md "States" rules.
     */
    post: operations['getUnderwritingQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quote (or re-quote) a policy
     * @description docs/product.md "Onboarding flow" quote step, "Records" (quote, payment schedule, re-quote parameters), docs/product.md "States" (re-quote debounce; the client aborts an in-flight quote), docs/product.md "Calls", "Messages". A first quote sends `policyEffectiveDate`, `address` and `answers`; a re-quote adds the `workItemId` of the first answer and `coverageParameters`. A carrier refusal answers 200 with `transactionDetails.responseMessage` other than 'Success' and a `denialNotice`, or with `error` (the client shows 'Sorry, we're unable to provide a quote at this time.'). The lease's requirements at a partner property (one rule in src/domain/quote/requirements.ts): a first quote proposes the smallest offered liability at or above the manager's minimum, belongings at or above its minimum, and the state's forced coverages on (water damage liability in NC when the cue offers it); when the carrier offers nothing that meets a minimum it answers 200 with `error` code LIABILITY_MINIMUM_NOT_OFFERED or CONTENTS_MINIMUM_NOT_OFFERED. A re-quote below a minimum or with a forced coverage off (or not sent) is a 400, never priced, with the message and code LIABILITY_BELOW_MINIMUM ('This property requires at least $200,000 of liability coverage.'), CONTENTS_BELOW_MINIMUM or REQUIRED_COVERAGE_OFF. A re-quote at 300000 or more before the questionnaire approved it answers 200 with `error` code LIABILITY_NOT_QUALIFIED.
     */
    post: operations['getQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/assurantResponse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The carrier's 300K liability questionnaire (fetch, or submit answers)
     * @description docs/product.md "Records" (carrier questionnaire), "States" (choosing 300000 liability), "Calls", "Messages" ('Questionnaire not found', 'Based on your answers, ...'). Two uses. Fetch: only `tokenizedURL` (the quote's `coveragesCue.businessRules.rule300KLiability.initialUrlToken`) answers `questionnaires`. Outcome: `tokenizedURL` (the `outcomeUrlToken`) and `data` answer `isApproved` and `pmsValues`. An unknown token is a 404 ('Questionnaire not found').
     */
    post: operations['submitAssurantResponse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/getDisclosure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A disclosure text by type and state
     * @description docs/product.md "Onboarding flow" (disclosure popups), "Calls", "Messages" ('Failed to load disclosure. Please try again.', 'No disclosure content available.'), docs/product.md "Limits" (water backup disclosure in IL). It answers the disclosure's `title`, its `content` as plain text (paragraphs separated by a blank line; the client never renders it as HTML) and a `version` the server records with the buyer's consent. No text for the type and state is a 404.
     */
    post: operations['getDisclosure'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/issuePolicy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Purchase (issue) the quoted policy
     * @description docs/product.md "Onboarding flow" review step, "Records" (issued policy response), "States" (purchase once), "Calls", "Messages", "Limits" (duplicate-transaction pause 24 hours). Idempotent: the server keys the purchase on `assurant.transaction.workItemId` and `tokenizePayment`, so a retried or double-pressed purchase charges once and answers the same result (simultaneous requests wait for the first). The request must buy the quote as quoted (product, underwriting answers, a quoted plan's `numberOfPayments` and its down payment as `paymentAmount`, the quoted address, `billDate` today) and pass the docs/product.md "Validation" checkout rules, else 400 VALIDATION_ERROR; a signed-in tenant buys with the account's e-mail. Charged now: the down payment plus the docs/product.md "Limits" payment fee (card 5%, bank $1.50). 409 codes: ACCOUNT_EXISTS (the e-mail has a login: log in first), ACTIVE_POLICY (an active auto-renewing policy of the e-mail at this address), PENDING_TRANSACTION (another purchase of the e-mail within 24 hours, or one still processing), ALREADY_PURCHASED (this quote was bought with another payment token). A refusal answers 200 with `error` (client fallback 'An unknown error occurred.'): QUOTE_NOT_FOUND (unknown, expired or another client's quote, or its start date has passed), PAYMENT_DECLINED (a new payment token may try again), PAYMENT_TOKEN_INVALID (unknown, another quote's, or older than an hour), PAYMENT_METHOD_MISMATCH; the same token answers the same refusal again. 502 CARRIER_UNAVAILABLE. For a buyer without a login, `token` is the one-time onboarding token (7 days) for `updatePassword` (account creation), fresh on every answer until the password is set; it is null for a signed-in tenant. The management company of a partner property is mailed the evidence of insurance; the buyer the application. Rate limited (30 per client address in 10 minutes). Never sold below the lease: a quote whose coverage is below the partner property's minimums as they are now, or with a forced coverage off, is a 400 with the message and code LIABILITY_BELOW_MINIMUM, CONTENTS_BELOW_MINIMUM or REQUIRED_COVERAGE_OFF; liability of 300000 or more the questionnaire did not approve is a 400 LIABILITY_NOT_QUALIFIED. Nothing is charged.
     */
    post: operations['issuePolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/renewingPolicies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Policies already renewing for an e-mail and address, and pending transactions
     * @description docs/product.md "Onboarding flow" (active policy error step), "Second-policy page" (second-policy page), "Records" (renewing-policies request), docs/product.md "Calls", "Messages" (pending transaction). Both the e-mail and the full address are needed; only policies matching both are answered, each with only what the page shows (its renewal date and management company, `RenewingPolicy`). `pending_transaction` is true when a purchase for the e-mail is within the 24-hour pause. Rate limited per client address together with the other anonymous lookups (emailExists, thirdPartyPolicy/emailExists, tenantForToken).
     */
    get: operations['getRenewingPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/product/1/pricing/onboardingCompletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a completed onboarding purchase and notify the management company
     * @description docs/product.md "Calls" POST /product/1/pricing/onboardingCompletion (product 1 is the product's own carrier product; the path is literal), docs/product.md "What the portal does" (notify the management company that the tenant is insured). After the thank-you step the client reports the issued policy; the server checks it against the issued purchase, links it to the tenant's lease and, unless `notifyPropertyManager` is false, tells the management company. Calling it again for the same policy is harmless. 404 POLICY_NOT_FOUND unless `email`, `workItemId` and `policyId` are those of an issued purchase (and of the signed-in tenant, when signed in); 404 LEASE_NOT_FOUND for a lease of another tenant. `notified` is whether the company has been told (at purchase or now); the company is told once. Rate limited (30 per client address in 10 minutes).
     */
    post: operations['completeOnboarding'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant's own-carrier policies
     * @description docs/product.md "Records" (own-carrier policy), "Dashboard", "Account pages", "Calls". `inactiveOnly=false` (default) answers the active policies; `inactiveOnly=true` only the inactive (expired or cancelled) ones, which the client keeps as a separate list (docs/product.md "Screens and routes", "Records" policy lists).
     */
    get: operations['getPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/policy/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Turn auto renewal on or off
     * @description docs/product.md "Dashboard" (auto-renewal toggle), "States" (auto renewal), "Calls", "Limits" (90-day lock window); answers of docs/product.md "Messages" ('Policy updated successfully!'). Turning renewal off ends the policy at its renewal date and stops billing. When the policy is within 90 days of renewal and renewal is locked, a change is a 409 (code RENEWAL_LOCKED). Another tenant's policy is a 404.
     */
    put: operations['updatePolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/policy/cancel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Cancel an own-carrier policy
     * @description docs/product.md "Calls" PUT /policy/cancel/{id}, "Messages" ('Your policy has been cancelled!'). The tenant gives a reason and optionally a cancellation date (today or later; default today, never before the policy start); the server cancels with the carrier and answers the updated policy. An already cancelled or expired policy is a 409; another tenant's policy a 404.
     */
    put: operations['cancelPolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/policy/update-address/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move an own-carrier policy to a new insured address
     * @description docs/product.md "Calls" PUT /policy/update-address/{id}, "Messages" ('Your policy address has been updated'), docs/product.md "Validation" (street rules). The new insured address (street at most 40 characters, served state) and the date the move takes effect (default today). The carrier may refuse the address (400 with its message, for example code ADDRESS_BANNED). A move to the address the policy already insures changes nothing and is a 409 (code ALREADY_AT_ADDRESS), also for identical moves sent at once after the first. At most 10 moves an hour per account (429 with Retry-After). Answers the updated policy. A policy below the minimums of the new address's partner property is not moved there: 400 with the message and code LIABILITY_BELOW_MINIMUM or CONTENTS_BELOW_MINIMUM, or REQUIRED_COVERAGE_OFF when its quote lacked a coverage the new lease forces.
     */
    put: operations['updatePolicyAddress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/policy/cancel/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What a cancellation would refund, before the tenant confirms
     * @description The refund of unearned premium, computed and shown before confirming. Takes the same body as `cancelPolicy` and changes nothing: answers the cancellation date, the premium paid so far, the premium earned up to that date (pro rata by day) and the refund of the unearned premium. `cancelPolicy` with `confirmedRefund` set to the previewed refund cancels only while that amount still holds.
     */
    post: operations['previewPolicyCancellation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/policy/update-address/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The new address as the carrier reads it and the price difference, before confirming
     * @description The policy re-rated from the effective date, the price difference shown before confirming. Takes the same body as `updatePolicyAddress` and changes nothing: the carrier validates the address (banned, invalid or a recommended spelling, as in docs/product.md "States" address validation), the policy is re-rated at the new address with its coverages unchanged, and the answer gives the annual premium before and after and the difference for the rest of the term from the effective date. `updatePolicyAddress` with `confirmedDifference` set to the previewed difference moves the policy only while that amount still holds. The address the policy already insures is a 409 (code ALREADY_AT_ADDRESS). A policy below the new lease's requirements: 400 LIABILITY_BELOW_MINIMUM, CONTENTS_BELOW_MINIMUM or REQUIRED_COVERAGE_OFF, as the move.
     */
    post: operations['previewPolicyAddressChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/eoi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Evidence of insurance PDF (own-carrier policy)
     * @description docs/product.md "Calls" GET /eoi?policy_id=, "Messages" ('Failed to download Evidence of Insurance. Please try again.'). Answers the PDF as a download. Another tenant's policy is a 404. Every download issues a new document with its own verification code, so issuing is rate limited per account.
     */
    get: operations['getPolicyEoi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/assurant/policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant's partner-carrier policies
     * @description docs/product.md "Records" (partner-carrier policy), "Dashboard", "Calls". `inactiveOnly` as for `getPolicies`: false (default) answers the active ones, true only the inactive ones.
     */
    get: operations['getPartnerPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/assurant/eoi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Evidence of insurance PDF (partner-carrier policy)
     * @description docs/product.md "Calls" GET /assurant/eoi?policy_id=, "Messages". As `getPolicyEoi`, for a partner-carrier policy `id`.
     */
    get: operations['getPartnerPolicyEoi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/third-party-policies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant's uploaded third-party policies
     * @description docs/product.md "Records" (third-party policy), "States" (status Approved if `is_complete`, else Pending; grouping by provider and policy number), docs/product.md "Calls".
     */
    get: operations['getThirdPartyPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/thirdPartyPolicy/emailExists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find the resident account for the upload wizard
     * @description docs/product.md "Upload wizard" step 1, "Records" (email lookup response), "States" (email lookup outcomes), "Calls". Answers `email_user` (a login with this e-mail, with `user_mismatch` true when that login is not linked to the tenant record of the same e-mail) and `tenant`. To keep tenant data private, the full tenant record is answered only to the tenant themself (signed in); anyone else gets, for a tenant without a login yet, only what the wizard's screens need (`TenantFound`: first name, lease ids and their managers' requirements), and for a tenant with a login only `{ user_exists: true }`, which still leads the wizard to 'log in'. Both keys are left out when nothing is found. Rate limited.
     */
    get: operations['getThirdPartyEmailExists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/thirdPartyPolicy/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check an uploaded policy PDF for the interested party
     * @description docs/product.md "Upload wizard" step 2, "Validation" (upload wizard), "Calls", "Messages" ('Error validating policy. ...'). The server reads the PDF (checked by content, not name: its text layer, or offline OCR of a scanned page) and checks it field by field (docs/verification.md): interested party (the lease's management company, or its interested-party name) and its mailing address (the company's, by default the support proof mailbox), named insured, policy number and period against what the tenant typed, liability against the manager's minimum (default 100,000), insured location against the lease address. `is_valid` is true only when the page confirms each item the lease requires (interested party and its mailing address, named insured, policy period, liability at or above the minimum) and no check fails: `outcome` is then `valid`; a failing check makes it `invalid` (the client offers 'Upload Anyway'); a required item not found or only close, or any caution, makes it `needsReview` (support staff check it; never approved automatically). `checks` gives each verdict with the value read and the reason. A typed `liabilityCoverage` below the manager's minimum is a 400 (code LIABILITY_BELOW_MINIMUM, the message names the minimum), here and at upload. `leaseId` or `propertyManager` (additions to the documented payload) name the management company; the other additions are what the tenant typed. A file that is not a PDF, or is encrypted, carries JavaScript or embedded files, is a 400. A `leaseId` that is not the caller's (or the `tenantEmail` tenant's) is a 404. Rate limited.
     */
    post: operations['validateThirdPartyPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/thirdPartyPolicy/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a third-party policy from the upload wizard
     * @description docs/product.md "Upload wizard" step 3, "Records" (upload payload), "States" (upload wizard), "Calls", "Messages". JSON with the PDF as a data URL (no multipart). Used by new tenants (anonymous: identity and rental fields, and a `newPassword` of at least 7 characters to create their login) and by the wizard for a known tenant (`leaseId`). An e-mail that already has a login while the caller is not signed in as it is a 409 (code ACCOUNT_EXISTS: 'A user already exists with this email. Please login to your account.'). `override` records that the tenant chose 'Upload Anyway'. The file is stored by generated id. After success a new user logs in with the e-mail and chosen password once the e-mail is proven (`UploadResult.token`). A `leaseId` that is not the tenant's is a 404, and nothing is stored on any refusal. Rate limited.
     */
    post: operations['uploadThirdPartyPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/account/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a third-party policy for the signed-in tenant
     * @description docs/product.md "Calls" POST /account/upload ("payload not shown", "upload result"), docs/product.md "Upload wizard" (/tenant/upload). This design: the signed-in tenant uploads proof of insurance for one of their own leases; identity comes from the token, so the payload is the policy form (docs/product.md "Records" upload form) plus `leaseId` and `override`. JSON with the PDF as a data URL. A lease that is not the tenant's is a 404. Answers the stored third-party policy. Rate limited.
     */
    post: operations['uploadAccountPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/propertyManagers/tppList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Management company names for the upload wizard
     * @description docs/product.md "Upload wizard" rental step ('Management Company is required', chosen from the loaded list), docs/product.md "Calls" GET /propertyManagers/tppList. Answers the partner management companies' names, sorted.
     */
    get: operations['getManagementCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/third-party/eoi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The uploaded proof of insurance PDF (third-party policy)
     * @description docs/product.md "Calls" GET /third-party/eoi?policy_id=, "Messages". As `getPolicyEoi`, for a third-party policy `id`.
     */
    get: operations['getThirdPartyPolicyEoi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/enrollments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant's enrollments
     * @description docs/product.md "Records" (enrollment), "Dashboard" ('Your Policies and Memberships'), "Calls".
     */
    get: operations['getEnrollments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/transaction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payment history
     * @description docs/product.md "Transactions and coupons", "Records" (transaction), "Calls". Newest first. `recent=true` limits the answer to the last 90 days; `recent=false` (default) answers the whole history.
     */
    get: operations['getTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/claim/{policyId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        policyId: number;
      };
      cookie?: never;
    };
    /**
     * Claims of a policy
     * @description docs/product.md "Account pages" claim-history, "Account pages", "Records" (claim read), "Calls". Newest first. Another tenant's policy is a 404.
     */
    get: operations['getClaims'];
    put?: never;
    /**
     * File a claim against a policy
     * @description docs/product.md "Account pages", "Records" (claim submitted), "Validation" (claim form), "Calls", "Messages" ('Your claim has been submitted!'), docs/product.md "Limits" (claim text fields at most 255). habitable, vacated and police arrive as booleans (the form's Yes/No). Only an active policy of the tenant (else 404, or 409 for an inactive one).
     */
    post: operations['submitClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/claim/{policyId}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy the photo is for (`Policy.policyId`). */
        policyId: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one photo of the damage for a claim to come
     * @description One JPEG or PNG per request as the raw body (at most 10 MB), so no claim ever carries megabytes of JSON. The type is checked by content (magic bytes and a real decode); the image is re-encoded without its metadata (EXIF, location) at most 2048 px on its longer side, with a thumbnail. HEIC is refused (no HEVC decoder ships with the image library): code UNSUPPORTED_IMAGE. Only for the tenant's active policy (404, 409). The answer's photoId is then listed in the claim's photoIds. Rate limited per account.
     */
    post: operations['uploadClaimPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/claim-photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        photoId: string;
      };
      cookie?: never;
    };
    /**
     * One claim photo, to its owner only
     * @description The re-encoded photo or its thumbnail. Another account's photo is a 404.
     */
    get: operations['getClaimPhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Renters association coupons
     * @description docs/product.md "Transactions and coupons", "Records" (coupon), "Who may do what" (coupons need association membership), "Calls". A tenant who is not a member gets an empty list (200: the menu hides the page, and an empty answer tells nothing). Each coupon says whether this member already redeemed it.
     */
    get: operations['getCoupons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/coupons/{couponId}/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mint the single-purpose token of a coupon's QR code
     * @description docs/product.md "Transactions and coupons" 'Redeem Coupon' (design: the QR code never carries the session token). Answers a random token valid 10 minutes for one redemption of this coupon by this member, and the redemption URL to encode (the public cashier page /coupons/redeem?id=&token= of the portal, which asks `redeemCoupon`). Only the token's sha-256 is stored. Not a member or an unknown coupon: 404; a coupon this member already redeemed: 409 (ALREADY_REDEEMED).
     */
    post: operations['createCouponToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/coupons/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Redeem a coupon (the URL inside the QR code)
     * @description docs/product.md "Transactions and coupons", "Calls" GET /coupons/redeem?id&token ("encoded into a QR code"). Asked by the public cashier page the QR code opens. `token` is the short-lived, single-purpose token from `createCouponToken`, never the session token (a QR code on a screen is easy to photograph). The first use records the redemption and answers `valid: true`; any later use of the token (a second scan, a burst of scans) answers `valid: false` ('already redeemed'): one redemption is recorded whatever the timing. An unknown coupon, or a token unknown, of another coupon or expired before use, is a 404. Rate limited per client address.
     */
    get: operations['redeemCoupon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/send-message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to support
     * @description docs/product.md "Dashboard" (Send a Message modal), "Upload wizard" (contact us; 'Upload Error - Account Not Found'), docs/product.md "Records" (message), "Validation" (message at least 30 characters), "Calls", "Messages" ('Your message has been sent!'). Works for anonymous visitors of the upload wizard too. Rate limited.
     */
    post: operations['sendMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/second-policy-message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Contact form of the second-policy page
     * @description docs/product.md "Second-policy page", "Records" (second-policy message), "Validation" (second-policy form: message optional), docs/product.md "Calls", "Messages" ('Uh oh!  Something went wrong on our end. ...' on failure). Rate limited.
     */
    post: operations['sendSecondPolicyMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/requestAddition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask support to add a person to a policy, or a property that was not found
     * @description docs/product.md "Calls" POST /requestAddition ("payload not shown"). This design has two kinds (see `AdditionRequest`): a signed-in tenant asks to add a roommate, spouse or authorized user to their own policy (docs/product.md "Who may do what"; another tenant's policy is a 404), or the upload wizard's 'Can't find your address? Click Here' dialog (docs/product.md "Upload wizard") asks support to add a property and its management company. The request is stored and mailed to support, who make the change. Answers `success`. A person request without a sign-in is a 401, for an inactive policy or a second roommate a 409. Rate limited.
     */
    post: operations['requestAddition'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/verify/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live status of the policy behind an evidence of insurance
     * @description The public page /verify/{code}. Anyone holding an EOI, or scanning its QR code, learns whether that policy is active, cancelled, lapsed or not yet in force now, its period and liability, and whether the document still matches the policy (a move or a cancellation after it was issued makes it stale). Nothing else about the tenant. Codes are random (about 60 bits); unknown codes are a 404; rate limited per client address.
     */
    get: operations['getEvidenceVerification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/carrier/payments/v1/tokenize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sandbox carrier tokenization, card (v1)
     * @description docs/product.md "Calls" "Other calls" (payment tokenization; v1 when the billing data has card info), docs/product.md "Messages" (payment errors), docs/carrier-sandbox.md (the sandbox carrier's tokenization service under its own path). Called directly by the browser at `Settings.tokenizationUrl` + `/v1/tokenize`. Answers `responseMessage` 'Success' and `transactionDetails.tokenizePayment`, which the client passes to `issuePolicy`; a declined or invalid card answers 200 with another `responseMessage` and `error`: 'Invalid card' (INVALID_CARD, the docs/product.md "Validation" card message, or a `cardType` that is not the number's brand), 'Declined' (INCORRECT_CVC for the scripted test card; QUOTE_NOT_FOUND when `workItemId` is not a live quote of `clientId`). The token is valid for one hour, for this quote only. Test cards and scripted outcomes: docs/carrier-sandbox.md. Card data is never stored or logged (only brand and last four digits). Rate limited (60 per client address in 10 minutes).
     */
    post: operations['sandboxTokenizeV1'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/carrier/payments/v2/tokenize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sandbox carrier tokenization, bank account (v2)
     * @description docs/product.md "Calls" "Other calls" (v2 when the billing data has no card info, i.e. bank info), docs/product.md "Validation" (bank rules), docs/carrier-sandbox.md. As `sandboxTokenizeV1`, for `billing.bankInfo`; a refusal is 'Invalid bank account' (INVALID_BANK_ACCOUNT, the docs/product.md "Validation" routing or account message) or 'Declined' (QUOTE_NOT_FOUND). Rate limited.
     */
    post: operations['sandboxTokenizeV2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/payments/v1/confirmation_tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sandbox payments provider, card details to a confirmation token
     * @description docs/architecture.md (stored payment method: the sandbox provider with its own card form). The update-payment-method card form posts the card here directly (never to our API, without the Token header), as Stripe Elements posts to Stripe; `updatePaymentMethod` then receives the token alone. The card is checked with the docs/product.md "Validation" card rules (brand, length, Luhn, CVV, expiry); a refusal answers 200 with `error` (`field` names the input to fix). Only brand, last four digits, expiry and the scripted outcome are kept; the number and CVC are never stored or logged. A token works once, for 15 minutes. Test cards: docs/payments-sandbox.md. Rate limited (60 per client address in 10 minutes).
     */
    post: operations['sandboxCreateConfirmationToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/payments/v1/setup_intents/{setupIntentId}/authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sandbox payments provider, the 3-D Secure step of a setup intent
     * @description The sandbox's stand-in for the card issuer's 3-D Secure challenge: the client's next-action dialog posts the setup intent's `clientSecret` (from `updatePaymentMethod`'s requires_action answer) with the tenant's choice. `complete` makes the intent succeeded, `fail` makes it requires_payment_method with the provider's message; the client then calls `updatePaymentMethod` with `{ action_taken: true, setupIntentId }`, which saves the card only if the intent succeeded. An unknown intent or a wrong secret is a 404; an intent already decided answers its status unchanged. Rate limited.
     */
    post: operations['sandboxAuthenticateSetupIntent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/bank-link/v1/public_token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sandbox bank-link flow, the chosen account to a public token
     * @description docs/architecture.md (bank linking: the sandbox link flow). The sandbox link dialog, opened with a `linkToken` from `getPlaidLinkToken`, posts the account the tenant picked (one of the sandbox bank's accounts, docs/payments-sandbox.md) and receives the public token that `updatePaymentMethod` exchanges (`plaidToken`, `plaidSelectedAccountId`), as Plaid Link's onSuccess gives it. An unknown or expired link token, or an account the sandbox bank does not have, is a 404. A public token works once, for 30 minutes.
     */
    post: operations['sandboxCreateBankLinkPublicToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/clock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sandbox clock, the app's date and how far it runs ahead
     * @description The sandbox clock (docs/jobs.md "The sandbox clock", src/server/clock.ts). In sandbox mode (PAYMENTS_PROVIDER sandbox, the default) the app's clock, the one every handler and job reads, runs ahead of the machine's by an offset that only moves forward. Answers the app's `now` and the `offsetMs`. A staff member's call, as moving it is (the clock's controls belong to the staff console). With a real payments provider (PAYMENTS_PROVIDER=stripe) there is no sandbox clock: 404.
     */
    get: operations['getSandboxClock'];
    put?: never;
    /**
     * Sandbox clock, moved forward for the whole app
     * @description The sandbox clock (docs/jobs.md "The sandbox clock"), as Stripe's test clocks: moves the app's clock forward by `days` and `hours` (together more than zero and at most two years; never back), for every replica (each reads it again within a second), then runs the jobs now due (renewals, refunds, billing and the rest of the policy jobs) before answering. Sessions, codes and rate limits read the same clock, so a long jump signs people out (a session of 30 days ends after a jump of 30 days) and an e-mailed code in flight expires; authenticator codes follow the machine's clock and keep working. It changes every tenant's time, so only a signed-in staff member may move it (recorded in the staff actions); `npm run clock` does the same from a shell. With a real payments provider (PAYMENTS_PROVIDER=stripe): 404.
     */
    post: operations['advanceSandboxClock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A staff member logs in (password and authenticator code)
     * @description E-mail, password and the 6-digit code of the member's authenticator app, all at once (two-factor is required for staff; a code already used is refused). Any mismatch answers the same 401 INVALID_CREDENTIALS, so the answer does not tell which part was wrong or whether the address is staff. Rate limited per client address; every attempt is recorded in the staff actions.
     */
    post: operations['staffLogIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in staff member */
    get: operations['getStaffMember'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the staff session */
    post: operations['staffLogOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/proofs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The review queue of uploaded proofs
     * @description Uploaded proofs of another carrier's policy with their checks. `pending` (the default) lists the oldest first, as a queue; `approved` and `rejected` the newest first. At most 200.
     */
    get: operations['listStaffProofs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/proofs/{policyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One uploaded proof with its checks, tenant and lease */
    get: operations['getStaffProof'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/proofs/{policyId}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The uploaded PDF, for review beside its checks
     * @description Each opening is recorded in the staff actions (a tenant's document was read).
     */
    get: operations['getStaffProofDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/proofs/{policyId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approves a pending proof
     * @description The policy becomes Approved (is_complete); the tenant is mailed the outcome and the management company the proof with a notice, through the durable mail path, in the same transaction. 409 ALREADY_REVIEWED when it is no longer pending (a second click, or another member was first): nothing changes and no mail is sent again.
     */
    post: operations['approveStaffProof'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/proofs/{policyId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rejects a pending proof with a reason the tenant reads
     * @description The uploaded policy stops counting as insurance (enabled false: it leaves the tenant's active policies) and the tenant is mailed the reason with the way to upload a new proof. The manager is not told. 409 ALREADY_REVIEWED when it is no longer pending.
     */
    post: operations['rejectStaffProof'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/data-exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tenants' requests for a copy of their data, newest first
     * @description docs/staff.md "Data requests": who asked, when, the state and when the link ends. At most 200. The file is deleted when its link expires, the request 90 days later (docs/privacy.md).
     */
    get: operations['listStaffDataExports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/account-deletions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tenants' account deletions, newest first
     * @description docs/staff.md "Account deletions": when each was asked for and completed, the tenant's id, and the rows kept (anonymised) and deleted per table. No personal data. At most 200.
     */
    get: operations['listStaffAccountDeletions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/snapshots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Diagnostics snapshots tenants sent with their messages, newest first
     * @description At most 100.
     */
    get: operations['listStaffSnapshots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/staff/snapshots/{snapshotId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One diagnostics snapshot with its message, for the replay
     * @description Each opening is recorded in the staff actions (a tenant's answers were read).
     */
    get: operations['getStaffSnapshot'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Liveness: {
      /** @enum {boolean} */
      live: true;
    };
    /** @description What the readiness probe checked; `message` and `code` say what failed. */
    Readiness: {
      ready: boolean;
      message?: string;
      /** @enum {string} */
      code?: 'NOT_READY';
      checks: {
        /**
         * @description A statement answered within the probe's time.
         * @enum {string}
         */
        database: 'ok' | 'failed';
        /**
         * @description The database's last migration against this build's: behind (not migrated yet: unready), ahead (a newer build migrated it: still ready), unknown (not read: the database failed).
         * @enum {string}
         */
        migrations: 'ok' | 'behind' | 'ahead' | 'unknown';
        /**
         * @description The jobs loop ran a round lately (stalled: it has not for a while); off when this process runs no jobs.
         * @enum {string}
         */
        worker: 'ok' | 'stalled' | 'off';
      };
    };
    /** @description The one error body of the API (docs/product.md "Messages"). */
    Error: {
      /** @description Human-readable; the client shows it. */
      message: string;
      /** @description Machine-readable reason, for example VALIDATION_ERROR, INVALID_CREDENTIALS, UNAUTHORIZED, TENANT_NOT_FOUND, ACCOUNT_EXISTS, INVALID_CODE, PENDING_TRANSACTION, RENEWAL_LOCKED, NO_ACTIVE_POLICY, STATE_NOT_ALLOWED, NOT_FOUND, PAYLOAD_TOO_LARGE, RATE_LIMITED, CARRIER_UNAVAILABLE, NOT_IMPLEMENTED. */
      code?: string;
    };
    /** @description 403 body asking for a two-factor code (docs/product.md "Records" challenge data, "States"). */
    TwoFactorChallengeRequired: {
      message: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      code: 'TWO_FACTOR_CHALLENGE';
      challenge: {
        /** @description Short-lived challenge token; send it as `Token` to `completeTwoFactorChallenge`. */
        token: string;
        /** @enum {string} */
        method: 'totp' | 'email';
        user_email: string;
      };
    };
    /** @description 403 body saying two-factor must be set up first (docs/product.md "States", "Who may do what"). */
    TwoFactorSetupRequired: {
      message: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      code: 'TWO_FACTOR_SETUP_REQUIRED';
      setup: {
        /** @description Set-up token for the two-factor operations; `confirmTwoFactor` with it answers a full session token (`token`) and uses it up. */
        token: string;
        user_email: string;
        /**
         * Format: date
         * @description The date two-factor became mandatory.
         */
        deadline: string | null;
      };
    };
    /** @description Outcome of an action whose answer is only "ok" (or "failure"). */
    SuccessResult: {
      success: boolean;
      /** @description Optional human-readable detail. */
      message?: string;
    };
    VersionInfo: {
      /** @description Lowest client API version served. */
      min: number;
      /** @description Highest client API version served. */
      max: number;
      /** @description Overrides the version-error heading (default 'Update Required'). */
      heading: string | null;
      /** @description Overrides the version-error message. */
      message: string | null;
    };
    Settings: {
      /** @description The product's name (BRAND_NAME); the texts say 'the product' for it. */
      brandName: string;
      carrier: components['schemas']['SettingsCarrier'];
      supportEmail: string;
      supportPhone: string;
      /** @description Base URL of the carrier tokenization service; the client posts to `{tokenizationUrl}/v1/tokenize` (card) or `/v2/tokenize` (bank). Default the sandbox's `/sandbox/carrier/payments`. */
      tokenizationUrl: string;
      /** @enum {string} */
      paymentsProvider: 'sandbox' | 'stripe';
      /** @description The payment provider's public key; null with the sandbox provider. */
      stripePublishableKey: string | null;
      /** @enum {string} */
      bankLinkProvider: 'sandbox' | 'plaid';
      /**
       * @description `sandbox` means `getAddressSuggestions` and no map tiles; `google` means Google Places.
       * @enum {string}
       */
      mapsProvider: 'sandbox' | 'google';
      googleMapsApiKey: string | null;
      /** @description 2-letter codes of the states where the product is sold. */
      servedStates: string[];
      /** @description The support proof mailbox (a PO box in Middleton, Wisconsin), multi-line text. */
      defaultInterestedPartyMailingAddress: string;
      /** @description Days between two-factor being announced and it becoming mandatory. */
      twoFactorGracePeriodDays: number;
      links: components['schemas']['SettingsLinks'];
    };
    /** @description Who underwrites the policies and the lowest standard price from the carrier's rating tables (the splash's 'from ... a month'). `provider` sandbox means the built-in test carrier (the onboarding's testing auto-fill helper shows only then). */
    SettingsCarrier: {
      /** @enum {string} */
      provider: 'sandbox';
      underwriter: string;
      startingPrice: {
        /** @description Dollars a year, standard coverage, cheapest served state. */
        annual: number;
        /** @description The annual price's twelfth, dollars. */
        monthly: number;
        /** @description What the splash shows as paid yearly by card: the annual price with the card fee (the same rule as checkout), dollars. */
        cardYearly: number;
        /** @description cardYearly's twelfth, in cents rounded, as dollars (the splash's 'from ... a month'). */
        cardMonthly: number;
        personalPropertyAmount: number;
        liabilityAmount: number;
        deductible: number;
      };
    };
    /** @description External links of the page shell (docs/product.md "What the portal does", "Screens and routes", "Log in and sign up"). */
    SettingsLinks: {
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
    LogoUrl: {
      companyLogoURL: string | null;
    };
    LoginRequest: {
      /** Format: email */
      email: string;
      password: string;
      /**
       * @description Remember Me: a longer-lived session.
       * @default false
       */
      remember: boolean;
    };
    RegisterRequest: {
      /** @description First and last name; the server splits at the first space. */
      fullName: string;
      /** Format: email */
      email: string;
      /** @description 10 digits, or formatted `(xxx) xxx - xxxx` (16 characters). */
      phone: string;
      /** @description At least 6 characters at registration (docs/product.md "Limits"). */
      password: string;
    };
    /** @description A registration waiting for the code mailed to its e-mail. */
    RegistrationPending: {
      /** @description Binds the code to this registration; sent back with the code (`verifyRegistration`) or to ask for a new one. Keep it in memory only. */
      verification_token: string;
      /** @description Where the code was sent (as typed, lowercased). */
      email: string;
      /**
       * Format: date-time
       * @description When the code stops working.
       */
      expires_at: string;
      /** @description Seconds before a new code may be asked for. */
      seconds_remaining: number;
      /** @description For example 'Verification code sent to your email!'. */
      message: string;
    };
    RegistrationVerifyRequest: {
      verification_token: string;
      code: string;
    };
    RegistrationResendRequest: {
      verification_token: string;
    };
    /** @description What the client stores as the session (docs/product.md "Records", "States"). */
    Session: {
      /** @description The session token, sent as the `Token` header from now on. */
      token: string;
      account: components['schemas']['Account'];
      /** @description For example 'Authentication successful'. */
      message: string;
    };
    BillingAddress: {
      /** @description 10 digits. */
      phone: string | null;
      /** @description Street address. */
      address: string | null;
      city: string | null;
      state: string | null;
      zip: string | null;
      unit: string | null;
    };
    /** @description The signed-in tenant (docs/product.md "Records" Account). */
    Account: {
      accountId: number;
      firstName: string;
      lastName: string;
      /** @description The login e-mail. */
      email: string;
      billingAddress: components['schemas']['BillingAddress'];
      leases: components['schemas']['Lease'][];
      rentersAssociationMember: boolean;
      twoFactorEnabled: boolean;
      /** @enum {string|null} */
      twoFactorMethod: 'totp' | 'email' | null;
      /**
       * Format: date
       * @description From this date two-factor is mandatory.
       */
      twoFactorDeadline: string | null;
      /** @description Days left until `twoFactorDeadline` (negative once past). */
      twoFactorGracePeriodDays: number | null;
      /** @description The stored payment method as shown, for example 'Visa ending in 4242'. */
      stripePaymentDescription: string | null;
      /**
       * @description The language the tenant last used the portal in (docs/i18n.md), which their mails follow; null until a signed-in app has set it (setAccountLanguage).
       * @enum {string|null}
       */
      language: 'en' | 'es' | null;
      /** @description The e-mail of the linked tenant record. */
      tenant_email: string | null;
      /** @description A new login e-mail waiting for the code mailed to it (updateTenant, verifyEmailChange); absent or null when none is pending. */
      pendingEmail?: string | null;
    };
    BillingAddressInput: {
      /** @description 10 digits, or formatted `(xxx) xxx - xxxx`. */
      phone: string;
      /** @description Street address, at most 40 characters, without the special characters of docs/product.md "Validation" (_ * @ # $ % & ( ) < > ? / \ { } [ ] | ; : + ` ~ , ^). */
      address: string;
      city: string;
      state: string;
      zip: string;
      unit?: string | null;
    };
    UpdateTenantRequest: {
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      billingAddress: components['schemas']['BillingAddressInput'];
    };
    PasswordUpdateRequest: {
      /** @description At least 8 characters when changing, 7 at onboarding account creation (docs/product.md "Limits"). */
      newPassword: string;
      /** @description Required when changing the password; must equal `newPassword`. */
      newConfirmPassword?: string;
      /** @description Onboarding account creation: the code `sendAccountCreationCode` mailed to the purchase's e-mail. */
      code?: string;
      /** @description Onboarding account creation: the tenant's invitation token (/onboarding/{token}), proof of the e-mail while unused and unexpired. */
      invitationToken?: string;
    };
    PasswordUpdateResult: {
      /** @description For example 'Password updated'. */
      message: string;
      /** @description The tenant record the new login belongs to (onboarding account creation). */
      tenant?: components['schemas']['TenantRecord'] | null;
    };
    RaaEnrollmentRequest: {
      /**
       * @description The association's terms were accepted.
       * @enum {boolean}
       */
      agreedToTerms: true;
    };
    RaaEnrollmentResult: {
      success: boolean;
      message: string;
      account: components['schemas']['Account'];
    };
    RaaNewUserRequest: {
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: string;
      streetAddress: string;
      unit?: string;
      city: string;
      state: string;
      zip: string;
      /** @enum {boolean} */
      agreedToTerms: true;
    };
    RaaNewUserResult: {
      success: boolean;
      message: string;
      /** @description The tenant record now marked as a member (to preload onboarding). */
      tenant?: components['schemas']['TenantRecord'] | null;
    };
    EmailExistsResult: {
      tenant: {
        /** @description True when the e-mail already has a login. */
        user_exists: boolean;
      };
    };
    /** @description Exactly one form: `{ stripeConfirmationToken }`, or `{ action_taken, setupIntentId }`, or `{}` with the bank-link query parameters. */
    PaymentMethodUpdateRequest: {
      stripeConfirmationToken?: string;
      /** @description True once the provider's next action (3-D Secure) is done. */
      action_taken?: boolean;
      setupIntentId?: string;
    };
    PaymentMethodUpdateResult: {
      success: boolean;
      message?: {
        /** @description The provider's message when `success` is false. */
        error?: string | null;
      } | null;
      /** @description `requires_action` when the provider needs a next action; otherwise `succeeded` or null. */
      status?: string | null;
      /** @description For the provider's next-action handling, with `status` requires_action. */
      client_secret?: string | null;
    };
    PlaidLinkToken: {
      linkToken: string;
    };
    /** @description The property management company of a partnered property (docs/product.md "Records"), with the building info (`buildingName`, `skipRoommates`) of the property it is answered for. */
    PropertyManager: {
      /** @description Name of the company ('unknown' when not known). */
      management_company: string;
      /** @description Name of the company to list as interested party. */
      interested_party: string | null;
      /** @description Multi-line mailing address of the interested party. */
      interested_party_mailing_address: string | null;
      interested_party_liability_limit: number | null;
      address: string | null;
      city: string | null;
      state: string | null;
      zip: string | null;
      owner_email: string | null;
      /** @description Logo path; the client prefixes the API base (docs/product.md "Calls"). */
      logo: string | null;
      /** @description Minimum liability the manager requires (client default 100000 when null). */
      liability_limit: number | null;
      /** @description Minimum personal property (contents) the manager requires. */
      content_amount: number | null;
      buildingName?: string | null;
      /** @description When true, onboarding skips the additional insured step. */
      skipRoommates?: boolean;
    };
    LeaseProperty: {
      rental_address: string;
      city: string;
      /** @description 2-letter code. */
      state: string;
      zip_code: string;
      county: string | null;
      property_name: string | null;
      /** @description Null for a non-partnered property. */
      property_manager: components['schemas']['PropertyManager'] | null;
    };
    Lease: {
      id: number;
      unit: string | null;
      /** Format: date */
      lease_start: string | null;
      /** Format: date */
      lease_end: string | null;
      property: components['schemas']['LeaseProperty'];
    };
    /** @description A tenant as known from the management company's records (docs/product.md "Records" tenant record). */
    TenantRecord: {
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
      /** @description True when this tenant already has a login. */
      user_exists: boolean;
      leases: components['schemas']['Lease'][];
    };
    /** @description What the upload wizard's lookup answers about a tenant who has no login yet to anyone but that tenant (docs/product.md "Upload wizard" steps 1 to 3, "States", "Validation"): the first name of 'Hey {name}', the e-mail as typed, and per lease only its id and its management company's requirements. The id is what the proof's check and upload name the lease by; it is refused (404) with any other e-mail, and the upload takes the name and address from the record, not from the caller. No last name, phone, billing or lease address, unit, dates or tenant id. */
    TenantFound: {
      /** @description Always false (a tenant with a login is only `TenantAccountExists`). */
      user_exists: boolean;
      first_name: string;
      tenant_email: string;
      leases: components['schemas']['LeaseFound'][];
    };
    /** @description A lease of `TenantFound`, by id, with what the docs/product.md "Validation" confirmations need. */
    LeaseFound: {
      id: number;
      property: {
        /** @description Null for a non-partnered property. */
        property_manager: components['schemas']['ManagerRequirements'] | null;
      };
    };
    /** @description A management company's name and what it requires of a proof (docs/product.md "Validation"): the interested party to list, its mailing address and the minimum liability. */
    ManagerRequirements: {
      management_company: string;
      interested_party: string | null;
      interested_party_mailing_address: string | null;
      liability_limit: number | null;
    };
    /** @description What the upload wizard's lookup answers about a tenant who already has a login, to a caller who is not that tenant: only the flag. */
    TenantAccountExists: {
      user_exists: boolean;
    };
    EmailUser: {
      /** @description True when the login with this e-mail is linked to another tenant record (or none). */
      user_mismatch: boolean;
    };
    ThirdPartyEmailLookup: {
      email_user?: components['schemas']['EmailUser'];
      /** @description The tenant record (`TenantRecord`) to the tenant themself; to anyone else, what the wizard needs of a tenant without a login (`TenantFound`), or only `{ user_exists: true }` (`TenantAccountExists`) when the tenant has a login. */
      tenant?:
        | components['schemas']['TenantRecord']
        | components['schemas']['TenantFound']
        | components['schemas']['TenantAccountExists'];
    };
    TwoFactorStatus: {
      enabled: boolean;
      /** @enum {string|null} */
      method: 'totp' | 'email' | null;
      /** Format: date */
      deadline: string | null;
      /** @description Days left until `deadline`; negative once past (docs/product.md "Two-factor" banner). */
      grace_period_days: number | null;
    };
    TwoFactorEnableRequest: {
      /** @enum {string} */
      method: 'totp' | 'email';
    };
    TwoFactorEnableResult: {
      success: boolean;
      /** @description `data:image/png;base64,...` QR code of the otpauth URI (totp only). */
      qr_code: string | null;
      /** @description Base32 key for manual entry (totp only). */
      secret: string | null;
      message: string;
    };
    TwoFactorCodeRequest: {
      /** @description The 6-digit code. */
      code: string;
    };
    TwoFactorConfirmResult: {
      success: boolean;
      /** @description Single-use 8-character uppercase backup codes; shown once. */
      backup_codes: string[];
      message: string;
      /** @description Only when confirmed with a set-up token: the new session token the client logs in with (docs/product.md "States"). The set-up token stops working. */
      token?: string;
    };
    TwoFactorEmailSendResult: {
      success: boolean;
      /** @description For example 'Verification code sent to your email!'. */
      message: string;
      /** @description Seconds before another code may be sent (the client's resend countdown). */
      seconds_remaining: number;
      /**
       * Format: date-time
       * @description When the code just sent stops working.
       */
      expires_at?: string;
      /** @description Same as `seconds_remaining` (kept for clients that read this name). */
      resend_available_in?: number;
    };
    /** @description 429 body of `sendTwoFactorEmailCode` (an `Error` plus the countdown). */
    TwoFactorEmailCooldown: {
      message: string;
      code?: string;
      /** @description Always false. */
      success: boolean;
      /** @description Seconds before another code may be sent. */
      seconds_remaining: number;
      resend_available_in?: number;
    };
    TwoFactorVerifyResult: {
      success: boolean;
      message: string;
    };
    TwoFactorChallengeRequest: {
      /** @description A 6-digit code, or an 8-character backup code (upper case; the server also accepts it typed in lower case). */
      code: string;
    };
    TwoFactorChallengeResult: {
      success: boolean;
      /** @description The session token. */
      token: string;
    };
    /** @description An address as entered (docs/product.md "Records" Address). */
    AddressInput: {
      streetAddress: string;
      unit?: string;
      city: string;
      state: string;
      zip: string;
    };
    ValidateAddressRequest: {
      streetAddress: string;
      unit?: string;
      city: string;
      state: string;
      zip: string;
      /** @description Optional, from the onboarding address form. */
      firstName?: string;
      /** @description Optional, from the onboarding address form. */
      lastName?: string;
    };
    ValidatedAddress: {
      streetAddress: string;
      unit: string | null;
      city: string;
      state: string;
      zip: string;
      latitude: number | null;
      longitude: number | null;
    };
    /** @description A business refusal answered with 200 (carrier style, docs/product.md "Calls" "or error"). */
    CarrierError: {
      message: string;
      /** @description For example ADDRESS_BANNED, ADDRESS_INVALID, COMMERCIAL_ADDRESS, STATE_NOT_SERVED, UNABLE_TO_QUOTE, LIABILITY_NOT_QUALIFIED, CARD_DECLINED, PAYMENT_FAILED, LIABILITY_MINIMUM_NOT_OFFERED, CONTENTS_MINIMUM_NOT_OFFERED. */
      code?: string | null;
    };
    ValidateAddressResult: {
      /** @description The standardized address; null when it could not be validated. */
      validated: components['schemas']['ValidatedAddress'] | null;
      /** @description The partnered property's manager and building info; null when not partnered. */
      propertyInfo: components['schemas']['PropertyManager'] | null;
      error?: components['schemas']['CarrierError'] | null;
    };
    AddressSuggestion: {
      id: string;
      /** @description One-line text to show, for example '123 Main St, Madison, WI 53703'. */
      description: string;
      streetAddress: string;
      city: string;
      state: string;
      zip: string;
      latitude: number;
      longitude: number;
    };
    AddressSuggestionList: {
      suggestions: components['schemas']['AddressSuggestion'][];
    };
    UnderwritingQuestionsRequest: {
      address: components['schemas']['AddressInput'];
    };
    UnderwritingQuestion: {
      /** @description For example dwellingType, manufacturedMobileHome, mandatoryInsuranceRequirement, losses, numberOfLosses, lossDate, animalInjury, arson, coverageMasonry, leaseEffectiveDate, policyEffectiveDate. */
      questionName: string;
      question: string;
      /** @description Allowed answers (for example A, D, S, T or Y, N); null for dates and free answers. */
      allowedResponses: string[] | null;
      instructions: string | null;
      helpText: string | null;
    };
    UnderwritingQuestionsResult: {
      questions: components['schemas']['UnderwritingQuestion'][];
      error?: components['schemas']['CarrierError'] | null;
    };
    UnderwritingAnswer: {
      questionName: string;
      /** @description Y/N, a dwelling code, a count, or a date (YYYY-MM-DD). */
      answer: string;
    };
    /** @description Re-quote parameters (docs/product.md "Records"); Y/N flags of the optional coverages. */
    CoverageParametersInput: {
      liabilityAmount: number;
      personalPropertyAmount: number;
      deductible: number;
      earthquake?: components['schemas']['YesNo'];
      identityFraud?: components['schemas']['YesNo'];
      /**
       * @description Always N.
       * @enum {string}
       */
      iuiType?: 'N';
      petDamage?: components['schemas']['YesNo'];
      /**
       * @description Always Y.
       * @enum {string}
       */
      replacementCost?: 'Y';
      waterBackup?: components['schemas']['YesNo'];
      waterDamageLiability?: components['schemas']['YesNo'];
      internetCredit?: components['schemas']['YesNo'];
      lossFreeCredit?: components['schemas']['YesNo'];
      isMasonryConstruction?: components['schemas']['YesNo'];
      hurricaneDeductible?: components['schemas']['YesNo'];
      floodIncluded?: components['schemas']['YesNo'];
    };
    /** @enum {string} */
    YesNo: 'Y' | 'N';
    QuoteRequest: {
      /**
       * Format: date
       * @description Tomorrow or later, not before the lease effective date (docs/product.md "Validation", "Limits").
       */
      policyEffectiveDate: string;
      address: components['schemas']['AddressInput'];
      answers: components['schemas']['UnderwritingAnswer'][];
      /** @description Re-quote only; from the first quote's `transactionDetails`. */
      workItemId?: string;
      coverageParameters?: components['schemas']['CoverageParametersInput'];
    };
    NameValue: {
      name: string;
      /** @description The value as text: a number ('100000'), a Y/N flag, or a comma-separated list of numbers for the option lists (personalLiabilityOptions, deductibleOptions). */
      value: string;
    };
    PaymentInstallment: {
      /** Format: date */
      date: string;
      amount: number;
    };
    /** @description A payment plan (index 0 Annual, 1 4-Pay, 2 Monthly; docs/product.md "Limits"). */
    PaymentSchedule: {
      downPaymentAmount: number;
      installmentAmount: number;
      /** @description Billing fee added to each installment after the down payment. */
      serviceFee: number;
      numberOfPayments: number;
      installments: components['schemas']['PaymentInstallment'][];
    };
    QuoteTransactionDetails: {
      clientId: string;
      workItemId: string;
      productId: string;
      /** @description 'Success', or the carrier's reason for not quoting. */
      responseMessage: string;
      denialNotice: string | null;
      /** Format: date */
      policyEffectiveDate: string | null;
      payments: {
        schedules: components['schemas']['PaymentSchedule'][];
      };
    };
    Rule300KLiability: {
      /** @description `tokenizedURL` to fetch the questionnaire. */
      initialUrlToken: string;
      /** @description `tokenizedURL` to submit the answers. */
      outcomeUrlToken: string;
      /** @description The liability amount the questionnaire unlocks (300000). */
      targetValue: number;
    };
    CoveragesCue: {
      /** @description personalPropertyMin, personalPropertyMax, personalPropertyIncrement, personalLiabilityOptions, deductibleOptions and the has* flags (Y/N). */
      parameters: components['schemas']['NameValue'][];
      businessRules: {
        rule300KLiability: components['schemas']['Rule300KLiability'] | null;
      };
    };
    /** @description Either a quote (`transactionDetails` with the rest) or `error`. */
    QuoteResult: {
      transactionDetails?: components['schemas']['QuoteTransactionDetails'];
      policyHolderDetails?: {
        insured: {
          address: {
            state: string;
          };
        };
      };
      coveragesCue?: components['schemas']['CoveragesCue'];
      coverageDetails?: {
        /** @description The quoted coverages (liabilityAmount, personalPropertyAmount, deductible, Y/N flags). */
        parameters: components['schemas']['NameValue'][];
      };
      /** @description What each optional coverage offered at the address changes in the annual premium, as the carrier rates it: the quoted coverage with it on minus with it off. */
      addOnPrices?: components['schemas']['AddOnPrice'][];
      error?: components['schemas']['CarrierError'] | null;
    };
    AddOnPrice: {
      /** @description The coverage's re-quote parameter (identityFraud, waterBackup, ...). */
      name: string;
      /**
       * Format: double
       * @description Dollars a year it adds to the premium; negative for a credit.
       */
      annualAmount: number;
    };
    QuestionnaireAnswer: {
      QuestionId: number;
      QuestionOptionId: number;
    };
    QuestionnaireAnswers: {
      QuestionnaireId: number;
      Answers: components['schemas']['QuestionnaireAnswer'][];
    };
    AssurantResponseRequest: {
      tokenizedURL: string;
      data?: components['schemas']['QuestionnaireAnswers'];
    };
    QuestionnaireOption: {
      questionOptionId: number;
      option: string;
      optionValue: string;
      outcomeId: number | null;
      outcome: {
        text: string;
      } | null;
      /** @description `questionId` shown next when this option is chosen; null ends the questionnaire. */
      nextQuestion: number | null;
    };
    QuestionnaireQuestion: {
      questionId: number;
      question: string;
      helpText: string | null;
      options: components['schemas']['QuestionnaireOption'][];
    };
    Questionnaire: {
      questionnaireId: number;
      questions: components['schemas']['QuestionnaireQuestion'][];
    };
    PmsValue: {
      fieldName: string;
      value: string;
    };
    /** @description `questionnaires` (fetch), or `isApproved` and `pmsValues` (outcome). */
    AssurantResponseResult: {
      questionnaires?: components['schemas']['Questionnaire'][];
      isApproved?: boolean;
      pmsValues?: components['schemas']['PmsValue'][];
      error?: components['schemas']['CarrierError'] | null;
    };
    DisclosureRequest: {
      /** @enum {string} */
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
    Disclosure: {
      disclosureType: string;
      state: string;
      title: string;
      /** @description Plain text; paragraphs separated by a blank line. */
      content: string;
      /** @description Identifies the text version consented to. */
      version: string;
    };
    /** @description A roommate or spouse (docs/product.md "Records"). */
    PersonInput: {
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
    };
    /** @description A roommate or spouse, or null when there is none. */
    OptionalPersonInput: {
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
    } | null;
    /** @description Someone who may pay the bill or manage the policy, or null. */
    AuthorizedUserInput: {
      firstName: string;
      lastName: string;
    } | null;
    /** @description The interested party (typically the landlord), or null (docs/product.md "Records", "Validation"). */
    InterestedPartyInput: {
      name: string;
      streetAddress: string;
      city: string;
      state: string;
      zip: string;
    } | null;
    /** @description Billing or mailing address (docs/product.md "Records"). */
    NamedAddressInput: {
      firstName: string;
      lastName: string;
      streetAddress: string;
      unit?: string;
      city: string;
      state: string;
      zip: string;
    };
    /** @description What the product records beside the carrier payload (docs/product.md "Who may do what" at most one roommate). */
    IssueProductInput: {
      roommate?: components['schemas']['OptionalPersonInput'];
      spouse?: components['schemas']['OptionalPersonInput'];
    };
    IssueTransactionInput: {
      /** @description The token from the carrier tokenization service. */
      tokenizePayment: string;
      clientId: string;
      workItemId: string;
      productType: string;
    };
    IssueRentersInput: {
      hasInterestedParty: components['schemas']['YesNo'];
      hasStateDisclosure: components['schemas']['YesNo'];
      interestedParty?: components['schemas']['InterestedPartyInput'];
    };
    /** @description The card or account holder. */
    PayeeInfoInput: {
      firstName: string;
      lastName: string;
    };
    InsuredInput: {
      /** @description Under 15 characters (docs/product.md "Validation" checkout). */
      firstName: string;
      lastName: string;
      phoneNumber: string;
      /** Format: email */
      emailAddress: string;
      isPaperless: boolean;
      /** @description Electronic business consent (ebcConsent): unticked until the buyer ticks it (issue 30). isPaperless follows it. */
      agreedToEBC: boolean;
      /** @description The property or management company name, truncated to 30 (docs/product.md "Limits"). */
      communityName: string;
      /** @description Text alerts consent (textAlertsConsent): unticked until the buyer ticks it (issue 30). */
      canText: boolean;
      /** @description Always null; the portal never collects social security numbers. */
      ssn?: string | null;
      /**
       * Format: date
       * @description The insured must be at least 18 (docs/product.md "Limits").
       */
      insuredDateOfBirth: string;
      address: components['schemas']['AddressInput'];
      /** @description The roommate, if any (at most one). */
      additionalInsured: components['schemas']['PersonInput'][];
    };
    IssuePolicyHolderInput: {
      payeeInfo: components['schemas']['PayeeInfoInput'];
      insured: components['schemas']['InsuredInput'];
      authorizedUser: components['schemas']['AuthorizedUserInput'];
      mailingAddress: components['schemas']['NamedAddressInput'];
      billingAddress: components['schemas']['NamedAddressInput'];
    };
    IssueBillingInput: {
      /** @enum {string} */
      paymentType: 'cc' | 'bank';
      /** @description From the chosen payment schedule. */
      numberOfPayments: number;
      /** @description Amount charged now (the down payment). */
      paymentAmount: number;
      /**
       * Format: date
       * @description Today.
       */
      billDate: string;
    };
    IssueAssurantInput: {
      transaction: components['schemas']['IssueTransactionInput'];
      renters: components['schemas']['IssueRentersInput'];
      policyHolder: components['schemas']['IssuePolicyHolderInput'];
      billing: components['schemas']['IssueBillingInput'];
      /**
       * @description Always Y (answer includes the application PDF as `appBytes`).
       * @enum {string}
       */
      includeAppFile: 'Y';
      uwAnswers: components['schemas']['UnderwritingAnswer'][];
    };
    IssuePolicyRequest: {
      product: components['schemas']['IssueProductInput'];
      assurant: components['schemas']['IssueAssurantInput'];
    };
    /** @description The issued policy (docs/product.md "Records" issued policy response), or `error`. */
    IssuePolicyResult: {
      transactionDetails?: {
        /** @description The carrier's policy number. */
        policyId: string;
        /** Format: date */
        policyEffectiveDate: string;
        /** Format: date */
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
      /** @description The application PDF, base64. */
      appBytes?: string | null;
      /** @description One-time onboarding token for account creation (`updatePassword`); null when signed in. */
      token?: string | null;
      error?: components['schemas']['CarrierError'] | null;
    };
    OnboardingCompletionRequest: {
      /** Format: email */
      email: string;
      workItemId: string;
      /** @description `transactionDetails.policyId` of the `issuePolicy` answer. */
      policyId: string;
      /** @description The lease the policy covers, when known. */
      leaseId?: number;
      /** @default true */
      notifyPropertyManager: boolean;
    };
    OnboardingCompletionResult: {
      success: boolean;
      /** @description Whether the management company was told (false for non-partnered or 'unknown'). */
      notified: boolean;
      message: string;
    };
    PolicyDate: {
      /** Format: date */
      date: string;
      /** @description The same date as MM/DD/YYYY. */
      usdate: string;
    };
    PolicyPerson: {
      firstName: string;
      lastName: string;
      email: string | null;
    };
    PolicyContact: {
      name: string;
      email: string | null;
    };
    InsuredAddress: {
      address: string;
      unit: string | null;
      city: string;
      state: string;
      zip: string;
    };
    CoverageLimit: {
      limit: number;
    };
    PolicyCoverages: {
      liability: components['schemas']['CoverageLimit'];
      medical: components['schemas']['CoverageLimit'];
      contents: {
        limit: number;
        deductible: number;
      };
      windHailDeductible: number | null;
      hurricaneDeductible: number | null;
    };
    Endorsement: {
      /** @description For example SEWER_Sump, QBE_PetDam, BEDBUG, EQUIP (docs/product.md "Limits"). */
      code: string;
      limit: number | null;
    };
    /** @description An own-carrier policy (docs/product.md "Records"). */
    Policy: {
      policyId: number;
      isActive: boolean;
      /** @description Auto renewal on. */
      renew: boolean;
      /** @description The renewal date is within 90 days. */
      within90Days: boolean;
      /** @description Renewal was turned off within 90 days; only support can undo it. */
      renewalLocked: boolean;
      /**
       * Format: date
       * @description Set once the tenant cancelled: the day cover ends, from 12:01 a.m. (the end date too). The policy stays active before that day; it cannot be cancelled, moved or renewed again.
       */
      cancellationDate?: string | null;
      carrierPolicyNumber: string;
      policyStartDate: components['schemas']['PolicyDate'];
      policyRenewalDate: components['schemas']['PolicyDate'] | null;
      policyEndDate: components['schemas']['PolicyDate'];
      tenant: components['schemas']['PolicyPerson'];
      spouse: components['schemas']['PolicyContact'] | null;
      roommates: components['schemas']['PolicyPerson'][];
      insuredAddress: components['schemas']['InsuredAddress'];
      coverages: components['schemas']['PolicyCoverages'];
      endorsements: components['schemas']['Endorsement'][];
      product: {
        productName: string;
      };
      /** @description The tenant's lease this policy was bought for (an id of `Account.leases`); null when it covers an address that is not a partner property. Addition to docs/product.md "Records": the dashboard says whether the policy meets that lease. */
      leaseId?: number | null;
    };
    PolicyList: {
      policies: components['schemas']['Policy'][];
    };
    UpdatePolicyRequest: {
      renew: boolean;
    };
    CancelPolicyRequest: {
      reason: string;
      /**
       * Format: date
       * @description Today or later; default today.
       */
      cancellationDate?: string;
      /** @description The refund in dollars the tenant was shown (`CancellationPreview.refundAmount`); when given and the refund is no longer that amount, the answer is a 409 (AMOUNT_CHANGED) and nothing changes. */
      confirmedRefund?: number;
    };
    UpdatePolicyAddressRequest: {
      streetAddress: string;
      unit?: string;
      city: string;
      state: string;
      zip: string;
      /**
       * Format: date
       * @description When the move takes effect; default today.
       */
      effectiveDate?: string;
      /** @description The difference in dollars the tenant was shown (`AddressChangePreview.termDifference`); when given and no longer the same, the answer is a 409 (AMOUNT_CHANGED) and nothing changes. */
      confirmedDifference?: number;
    };
    PolicyChangeResult: {
      success: boolean;
      message: string;
      policy: components['schemas']['Policy'];
    };
    CancellationPreview: {
      policyId: number;
      /**
       * Format: date
       * @description The day the cover ends.
       */
      cancellationDate: string;
      /** @description Premium paid for this term so far, in dollars (fees excluded). */
      paidAmount: number;
      /** @description Premium earned from the start to the cancellation date, pro rata by day. */
      earnedAmount: number;
      /** @description Unearned premium refunded to the payment method, in dollars (never negative). */
      refundAmount: number;
    };
    AddressChangePreview: {
      policyId: number;
      address: components['schemas']['InsuredAddress'];
      /** @description The carrier corrected the address as typed (its spelling is the one used). */
      addressChanged?: boolean;
      /** Format: date */
      effectiveDate: string;
      currentAnnualPremium: number;
      newAnnualPremium: number;
      /** @description Change in premium for the rest of the term from the effective date, in dollars: positive is owed (spread over the remaining payments), negative is refunded. */
      termDifference: number;
    };
    EvidenceVerification: {
      /**
       * @description The policy's coverage status today (the dashboard and the evidence of insurance say the same), counted on the calendar day at the insured address. active: in force; ending: in force and known to end on statusDate (a cancellation dated ahead, or no renewal within 30 days); cancelled: cancelled (see endsOn); lapsed: the term ended without renewal; upcoming: starts on statusDate.
       * @enum {string}
       */
      status: 'active' | 'cancelled' | 'lapsed' | 'upcoming' | 'ending';
      /**
       * Format: date
       * @description The day the status names: the start of an upcoming policy, the end of an ending one, the day cover ended for a cancelled or lapsed one; null when active.
       */
      statusDate: string | null;
      /** @description The status in one sentence, with its dates (MM/DD/YYYY). */
      statusSentence: string;
      productName: string;
      carrierPolicyNumber: string;
      /** Format: date */
      periodStart: string;
      /** Format: date */
      periodEnd: string;
      /**
       * Format: date
       * @description Set when the policy is cancelled or will not renew; the day cover ends.
       */
      endsOn?: string | null;
      liabilityLimit: number;
      /**
       * Format: date
       * @description The day the document with this code was issued.
       */
      issuedOn: string;
      /** @description False when the policy changed after the document was issued (address, period, liability or a cancellation): ask the tenant for a current one. */
      documentCurrent: boolean;
    };
    /** @description A policy renewing for this e-mail at this address, as the second-policy page shows it (docs/product.md "Onboarding flow" step 13, "Second-policy page"): its auto-renew date and the management company that will be told. The caller proves nothing but an e-mail and an address, so nothing else is answered, signed in or not: no policy id or number, no name (the page greets the visitor by the first name they typed) and no address (the page shows the one they typed, which matched). */
    RenewingPolicy: {
      policyRenewalDate: components['schemas']['PolicyDate'];
      /** @description 'unknown' when not known. */
      management_company: string;
    };
    RenewingPoliciesResult: {
      pending_transaction: boolean;
      renewing_policies: components['schemas']['RenewingPolicy'][];
    };
    PartnerAddress: {
      address: string;
      unit: string | null;
      city: string;
      state: string;
      zip_code: string;
    };
    PartnerCoverage: {
      name: string;
      amount?: number | null;
      /** @description For coverages without an amount (for example 'Included'). */
      value?: string | null;
    };
    PolicyholderDetails: {
      first_name: string;
      last_name: string;
      email: string | null;
      address: components['schemas']['PartnerAddress'] | null;
    };
    /** @description A partner-carrier policy (docs/product.md "Records"). */
    PartnerPolicy: {
      id: number;
      carrier_policy_number: string;
      /** Format: date */
      current_term_start_date: string;
      /** Format: date */
      current_term_end_date: string;
      personal_property_amount: number | null;
      liability_amount: number | null;
      medical_payments: number | null;
      deductible: number | null;
      coverages: components['schemas']['PartnerCoverage'][];
      enabled: boolean;
      /** Format: date */
      pendingChangeEffectiveDate: string | null;
      /** @description One of `insured_address` and `policyholder_details` is set. */
      insured_address: components['schemas']['PartnerAddress'] | null;
      policyholder_details: components['schemas']['PolicyholderDetails'] | null;
      spouse: components['schemas']['PolicyContact'] | null;
      roommate: components['schemas']['PolicyContact'] | null;
      /** @description Where 'Manage Policy' continues to on the partner's portal (addition to docs/product.md "Records"). */
      manage_url?: string | null;
    };
    PartnerPolicyList: {
      policies: components['schemas']['PartnerPolicy'][];
    };
    ThirdPartyPolicySummary: {
      id: number;
      provider: string;
      carrier_policy_number: string;
      /** Format: date */
      start_date: string;
      /** Format: date */
      end_date: string;
      is_complete: boolean;
      liability_coverage: number;
    };
    /** @description An uploaded policy from another provider (docs/product.md "Records"). */
    ThirdPartyPolicy: {
      id: number;
      provider: string;
      carrier_policy_number: string;
      /** Format: date */
      start_date: string;
      /** Format: date */
      end_date: string;
      /** @description Verified (shown as Approved); otherwise Pending. */
      is_complete: boolean;
      liability_coverage: number;
      /** @description File name of the stored PDF (download it with `getThirdPartyPolicyEoi`). */
      proof_of_insurance: string | null;
      is_expiring_soon: boolean;
      /** @description It ends within 30 days and nothing else on file (a newer upload, our policy, a partner carrier's) covers the tenant after it, so the renewed proof is asked for (the same rule as the reminder mail). */
      renewal_due?: boolean;
      /** @description It ended within the last 30 days and nothing else on file covers the tenant after it: a lapse (told to the tenant and the management company), shown on the dashboard as Lapsed. */
      is_lapsed?: boolean;
      enabled: boolean;
      /** @description The interested party listed on the policy, as read from it. */
      additional_interest: string | null;
      /** @description Later uploads for the same lease that start after this one (renewals). */
      upcoming_policies: components['schemas']['ThirdPartyPolicySummary'][];
      transaction_details: {
        /** Format: date-time */
        uploaded_at: string;
        /** @description Uploaded with 'Upload Anyway' after a failed check. */
        override: boolean;
      } | null;
      /** @description The tenant's lease this proof was uploaded for (an id of `Account.leases`). Addition to docs/product.md "Records". */
      lease_id?: number | null;
      /**
       * @description Where the proof stands: approved (verified, `is_complete`); pending (waiting for staff); failing (waiting for staff, and the page did not pass every check).
       * @enum {string}
       */
      review?: 'approved' | 'pending' | 'failing';
    };
    ThirdPartyPolicyList: {
      thirdPartyPolicies: components['schemas']['ThirdPartyPolicy'][];
    };
    ValidatePolicyFileRequest: {
      /** @description The PDF as a data URL (`data:application/pdf;base64,...`), at most 10 MB of PDF. */
      selectedFile: string;
      selectedFileName: string;
      /** @description The lease whose management company should be the interested party. */
      leaseId?: number;
      /** @description The management company name chosen in the wizard (new tenants). */
      propertyManager?: string;
      /**
       * Format: email
       * @description The wizard's tenant (with the fields below: what the declarations page is checked against). A signed-in caller's own record is used instead.
       */
      tenantEmail?: string;
      firstName?: string;
      lastName?: string;
      carrierName?: string;
      policyNumber?: string;
      /** Format: date */
      startDate?: string;
      /** Format: date */
      endDate?: string;
      liabilityCoverage?: number;
      address?: string;
      unit?: string;
      city?: string;
      state?: string;
      zip_code?: string;
    };
    /** @description `is_valid` (docs/product.md "Calls") is true only when `outcome` is `valid`. `checks` explains it field by field (docs/verification.md), so the wizard can tell the tenant what to ask their carrier to change, and `readBy` says how the text was read. */
    PolicyFileValidation: {
      is_valid: boolean;
      /**
       * @description The PDF's text layer, offline OCR of its page images, or nothing readable.
       * @enum {string}
       */
      readBy?: 'text' | 'ocr' | 'none';
      checks?: components['schemas']['ProofCheck'][];
      /**
       * @description valid: every required item confirmed, nothing failed, no caution; needsReview: nothing failed but a required item could not be read or is only close (support staff decide); invalid: a check failed.
       * @enum {string}
       */
      outcome: 'valid' | 'needsReview' | 'invalid';
    };
    ProofCheck: {
      /** @enum {string} */
      field:
        | 'interestedParty'
        | 'interestedPartyAddress'
        | 'namedInsured'
        | 'policyNumber'
        | 'policyPeriod'
        | 'liability'
        | 'insuredLocation';
      /**
       * @description pass: found and matching; fail: found and wrong (or required and absent); caution: found but only close (a spelling, an abbreviation, dates a few days off); unknown: not found on the page.
       * @enum {string}
       */
      verdict: 'pass' | 'fail' | 'caution' | 'unknown';
      /** @description The value read from the page. */
      found?: string | null;
      /** @description What it was checked against. */
      expected?: string | null;
      /** @description One sentence for the tenant (and staff) saying why. */
      reason: string;
    };
    /** @description The upload wizard's payload (docs/product.md "Records" upload payload). */
    ThirdPartyUploadRequest: {
      /** Format: email */
      tenantEmail: string;
      /** @description The known lease; null for a new tenant (then the address fields and propertyManager are required). */
      leaseId?: number | null;
      selectedFile: string;
      selectedFileName: string;
      /**
       * @description The tenant chose 'Upload Anyway' after a failed check.
       * @default false
       */
      override: boolean;
      /** Format: date */
      startDate: string;
      /**
       * Format: date
       * @description After `startDate` (the wizard proposes start plus one year).
       */
      endDate: string;
      /** @description The provider. */
      carrierName: string;
      policyNumber: string;
      liabilityCoverage: number;
      address?: string;
      city?: string;
      state?: string;
      zip_code?: string;
      unit?: string;
      /** @description New users only; creates their login. */
      newPassword?: string;
      firstName?: string;
      lastName?: string;
      /** @description Management company name chosen from `getManagementCompanies`. */
      propertyManager?: string;
    };
    /** @description The signed-in tenant's upload (docs/product.md "Records" upload form plus the lease). */
    AccountUploadRequest: {
      leaseId: number;
      selectedFile: string;
      selectedFileName: string;
      /** @default false */
      override: boolean;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
      carrierName: string;
      policyNumber: string;
      liabilityCoverage: number;
    };
    /** @description The stored policy (Pending until verified: `is_complete` false, unless the company approves passing proofs at once). For a tenant without a login yet (`uploadThirdPartyPolicy` by a new tenant, or a tenant record that has none) `token` is the one-time `onboarding` token, as `issuePolicy` answers a buyer: the login exists only once the e-mail is proven, so the client sends `sendAccountCreationCode` with it (a code goes to `email`), then `updatePassword` with the chosen `newPassword` and that `code`, then logs in. */
    UploadResult: {
      success: boolean;
      message?: string;
      thirdPartyPolicy?: components['schemas']['ThirdPartyPolicy'] | null;
      /** @description The `onboarding` token (7 days, used once) of a tenant without a login; null when the tenant already has one. */
      token?: string | null;
      /** @description The tenant's e-mail (where the receipt and the account creation code go). */
      email?: string;
    };
    ManagementCompanyList: {
      managementCompanies: string[];
    };
    Enrollment: {
      policy_number: string;
      /** Format: date */
      current_term_start_date: string;
      /** Format: date */
      current_term_end_date: string;
      liability_limit: number | null;
      contents_limit: number | null;
      price_per_month: number | null;
    };
    EnrollmentList: {
      enrollments: components['schemas']['Enrollment'][];
    };
    Transaction: {
      transactionId: number;
      /** Format: date-time */
      transactionCreationDate: string;
      transactionAmount: number;
      policyId: number | null;
      policyCarrierNumber: string | null;
      transactionMessage: string | null;
      /** @description SUCCEEDED, or anything else for a failed payment. */
      transactionStatus: string;
      transactionPaymentDescription: string | null;
    };
    TransactionList: {
      transactions: components['schemas']['Transaction'][];
      /** @description The next scheduled payment of each own policy in force or starting, from its plan's stored schedule and the term's payments; none for a policy paid in full, cancelled before it, or without a stored schedule. */
      nextPayments?: components['schemas']['NextPayment'][];
      /** @description What is wrong with the account's scheduled payments today, most urgent first: a declined payment waiting for its next try (`retrying`), one whose every try was declined and whose policy is cancelled on `cancellationDate` unless it is paid (`cancellationPending`), a policy cancelled for non-payment that paying by `reinstateBy` reinstates (`cancelled`), a stored card that expires before a payment (`cardExpiring`), and a payment due within 30 days with no payment method on file this provider can charge (`noMethod`: a purchase paid where the provider cannot reuse the card). Each is fixed by Update Payment Method, which tries again at once. */
      paymentAlerts?: components['schemas']['PaymentAlert'][];
    };
    PaymentAlert: {
      /** @enum {string} */
      kind: 'retrying' | 'cancellationPending' | 'cancelled' | 'cardExpiring' | 'noMethod';
      policyId: number;
      policyCarrierNumber: string;
      /**
       * Format: double
       * @description What is owed or due, in dollars, the billing fee included.
       */
      amount: number;
      /** Format: date */
      dueDate: string;
      /** Format: date */
      nextAttemptDate?: string | null;
      /** Format: date */
      cancellationDate?: string | null;
      /**
       * Format: date
       * @description The last day a payment reinstates the policy with no gap.
       */
      reinstateBy?: string | null;
      /** @description The card's or bank's answer to the last try. */
      reason?: string | null;
      cardDescription?: string | null;
      /** @description The stored card's expiry, MM/YYYY. */
      cardExpires?: string | null;
    };
    NextPayment: {
      policyId: number;
      policyCarrierNumber: string;
      /** Format: date */
      date: string;
      /**
       * Format: double
       * @description Installment plus billing fee (docs/product.md "Limits" next payment), in dollars.
       */
      amount: number;
      /** @description Which payment of the plan it is (1 is the down payment). */
      paymentNumber: number;
      numberOfPayments: number;
    };
    Claim: {
      claimId: number;
      /** Format: date-time */
      claimCreationDate: string;
      /** @description The latest of `statuses`. */
      claimStatus: string;
      /** @description The number to quote, e.g. CLM-2026-000123. */
      claimNumber: string;
      /** @enum {string} */
      type: 'Liability Claim' | 'Property Claim';
      /** @description The timeline, oldest first. */
      statuses: {
        /** @enum {string} */
        status: 'Submitted' | 'In review' | 'Closed';
        /** Format: date-time */
        at: string;
      }[];
      /** @description Read through getClaimPhoto. */
      photos: {
        /** Format: uuid */
        id: string;
      }[];
      /** @description How a closed claim ended; null while open. */
      outcome: components['schemas']['ClaimOutcome'] | null;
    };
    ClaimOutcome: {
      /** @enum {string} */
      result: 'paid' | 'denied' | 'withdrawn';
      /** @description Dollars paid to the payee (a paid claim only). */
      amount: number | null;
      /** @description Why it was denied (always given then), or a note on a payment or withdrawal. */
      reason: string | null;
    };
    ClaimFiled: {
      success: boolean;
      claimId: number;
      /** @description The number to quote, e.g. CLM-2026-000123. */
      claimNumber: string;
    };
    ClaimPhotoUpload: {
      /** Format: uuid */
      photoId: string;
    };
    ClaimList: {
      claims: components['schemas']['Claim'][];
    };
    ClaimSubmission: {
      /** @enum {string} */
      type: 'Liability Claim' | 'Property Claim';
      additional_details?: string;
      phone: string;
      /** @description Where the loss happened. */
      address: string;
      /** @description When the loss happened, as the tenant describes it. */
      time: string;
      /** @description How the loss or damage occurred. */
      description: string;
      /** @description The property damage or loss. */
      property: string;
      payee: string;
      habitable: boolean;
      vacated: boolean;
      police: boolean;
      /** @description Photos uploaded with uploadClaimPhoto by this account, not yet part of a claim; at most 10. */
      photoIds?: string[];
    };
    Coupon: {
      couponId: number;
      company: string;
      title: string;
      description: string;
      /** @description True once this member redeemed the coupon (it cannot be redeemed again). */
      redeemed: boolean;
      /** Format: date-time */
      redeemedAt: string | null;
    };
    CouponToken: {
      /** @description Random, single-purpose, valid until `expiresAt` (an addition to docs/product.md "Records"). */
      token: string;
      /** @description The redemption URL the QR code carries (the portal's cashier page). */
      url: string;
      /** Format: date-time */
      expiresAt: string;
    };
    CouponList: {
      coupons: components['schemas']['Coupon'][];
    };
    CouponRedemption: {
      /** @description True when this request redeemed the coupon (the cashier applies the discount); false when the token was already used (already redeemed). */
      valid: boolean;
      couponId: number;
      company: string;
      title: string;
      description: string;
      /** @description First name and last initial of the member, for the cashier. */
      memberName: string;
      /** Format: date-time */
      redeemedAt: string;
      /** @description What the cashier sees: 'Coupon valid. Apply the discount.' or 'This coupon has already been redeemed.' */
      message: string;
    };
    SendMessageRequest: {
      /** Format: email */
      email: string;
      /** @description Reason plus policy title, or 'Upload Error - Account Not Found' plus the company. */
      subject: string;
      /** @description At least 30 characters (docs/product.md "Validation", "Limits"). */
      msg: string;
      diagnostics?: components['schemas']['DiagnosticsSnapshot'];
    };
    /** @description What the app held when the tenant asked for help, for support to see the same screen (src/domain/diagnostics/snapshot.ts). Only allow-listed fields of the persisted store are kept, never a token, code, password, card or bank data or file; the server cleans it again before storing it. At most 256 KB. */
    DiagnosticsSnapshot: {
      /** @enum {string} */
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
        /** @description The dialogs open on the tenant's screen, the one it was sent from included; the replay opens them again. Absent in snapshots of builds before it was recorded. */
        dialogs?: string[];
      };
      store: {
        [key: string]: unknown;
      };
    };
    DataExport: {
      id: number;
      /** @enum {string} */
      state: 'preparing' | 'ready' | 'expired' | 'failed';
      /** Format: date-time */
      requestedAt: string;
      /**
       * Format: date-time
       * @description When the file was ready and its link mailed.
       */
      readyAt: string | null;
      /**
       * Format: date-time
       * @description When the link stops working (ready and expired only).
       */
      expiresAt: string | null;
    };
    DataExportStatus: {
      latest: components['schemas']['DataExport'] | null;
    };
    StaffDataExport: components['schemas']['DataExport'] & {
      email: string;
      tenantName: string;
    };
    StaffDataExportList: {
      exports: components['schemas']['StaffDataExport'][];
    };
    AccountDeletionRequested: {
      /**
       * Format: date-time
       * @description When the mailed code stops working (15 minutes).
       */
      codeExpiresAt: string;
    };
    BlockingPolicy: {
      id: number;
      policyNumber: string;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
    };
    RowCount: {
      table: string;
      rows: number;
    };
    AccountDeletion: {
      id: number;
      /** Format: date-time */
      requestedAt: string;
      /**
       * Format: date-time
       * @description Null while the request waits for its code.
       */
      completedAt: string | null;
      /** @description Rows kept, anonymised, per table (the insurance records). */
      kept: components['schemas']['RowCount'][];
      /** @description Rows deleted per table. */
      deleted: components['schemas']['RowCount'][];
    };
    StaffAccountDeletion: components['schemas']['AccountDeletion'] & {
      tenantId: number;
    };
    StaffAccountDeletionList: {
      deletions: components['schemas']['StaffAccountDeletion'][];
    };
    StaffSnapshotSummary: {
      id: number;
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** @description The signed-in sender's name, else the name the snapshot's answers give. */
      tenantName: string | null;
      subject: string;
      route: string;
      from: string;
      persistVersion: number;
    };
    StaffSnapshotList: {
      snapshots: components['schemas']['StaffSnapshotSummary'][];
    };
    StaffSnapshot: components['schemas']['StaffSnapshotSummary'] & {
      message: string;
      snapshot: components['schemas']['DiagnosticsSnapshot'];
    };
    SecondPolicyMessageRequest: {
      /** Format: email */
      email: string;
      /** @enum {string} */
      reason:
        | 'Address Change/Update'
        | 'Update policy coverages'
        | "I don't have an active policy"
        | 'Other';
      /** @description Optional. */
      message?: string;
      tenantName: string;
    };
    /** @description `kind` person (signed in): add a roommate, a spouse or domestic partner, or an authorized user to the tenant's own policy `policyId` (docs/product.md "Who may do what"; roommate and spouse need an e-mail different from the tenant's, docs/product.md "Validation"; at most one roommate); firstName, lastName and email are the person's. `kind` property (the upload wizard's 'Can't find your address?'): the requester's name and e-mail, and the property and management company to add. Recorded and mailed to support either way. */
    AdditionRequest: {
      /** @enum {string} */
      kind: 'person' | 'property';
      policyId?: number;
      /** @enum {string} */
      role?: 'roommate' | 'spouse' | 'authorizedUser';
      message?: string;
      firstName: string;
      lastName: string;
      /** Format: email */
      email?: string;
      unit?: string;
      /** @description The rental address that could not be found. */
      streetAddress?: string;
      city?: string;
      state?: string;
      zip?: string;
      managementCompanyName?: string;
      managementCompanyAddress?: string;
    };
    TokenizeTransaction: {
      clientId: string;
      workItemId: string;
    };
    CardInfo: {
      /** @description Digits only; 15 for Amex, else 16 (docs/product.md "Validation"); Luhn-checked by the service. */
      cardNumber: string;
      cardCvc: string;
      cardExpYear: string;
      cardExpMonth: string;
      /** @enum {string} */
      cardType: 'visa' | 'mastercard' | 'amex' | 'discover';
    };
    BankInfo: {
      /** @description 9 digits with the 3-7-1 checksum (checked by the service). */
      routingNumber: string;
      accountNumber: string;
    };
    SandboxCardDetails: {
      /** @description Card number, digits (spaces allowed). */
      number: string;
      expMonth: string;
      /** @description Two or four digits. */
      expYear: string;
      cvc: string;
      postalCode?: string;
    };
    SandboxConfirmationTokenResult: {
      confirmationToken: {
        /** @description `ctoken_sbx_` + 32 hex digits. */
        id: string;
        brand: string;
        last4: string;
      } | null;
      error: {
        /** @description INVALID_NUMBER, INVALID_EXPIRY, INVALID_CVC, INCORRECT_CVC. */
        code: string;
        message: string;
        /** @enum {string} */
        field?: 'number' | 'expiry' | 'cvc' | 'postalCode';
      } | null;
    };
    SandboxAuthenticateRequest: {
      clientSecret: string;
      /** @enum {string} */
      outcome: 'complete' | 'fail';
    };
    SandboxSetupIntent: {
      id: string;
      /** @enum {string} */
      status: 'requires_action' | 'succeeded' | 'requires_payment_method';
      error?: {
        message: string;
      } | null;
    };
    SandboxBankLinkRequest: {
      linkToken: string;
      accountId: string;
    };
    SandboxBankLinkResult: {
      publicToken: string;
    };
    SandboxClock: {
      /**
       * Format: date-time
       * @description The app's time (the machine's plus the offset), ISO 8601 in UTC.
       */
      now: string;
      /** @description How far the app's clock runs ahead of the machine's, in milliseconds. */
      offsetMs: number;
    };
    /** @description How far to move the clock forward: `days` and `hours` add up; together more than zero and at most two years (MAX_ADVANCE_MS, 732 days). */
    SandboxClockAdvance: {
      days?: number;
      hours?: number;
    };
    StaffProofRejection: {
      /** @description Mailed to the tenant as written (10 to 500 characters once trimmed). */
      reason: string;
    };
    StaffProofList: {
      proofs: components['schemas']['StaffProof'][];
    };
    /** @description An uploaded proof as staff review it. */
    StaffProof: {
      policyId: number;
      tenant: {
        id: number;
        firstName: string;
        lastName: string;
        email: string;
      };
      /** @description The lease's address (or the one a new tenant typed). */
      leaseAddress?: string | null;
      managementCompany?: {
        name: string;
        minimumLiability: number;
      } | null;
      provider: string;
      carrierPolicyNumber: string;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
      liabilityCoverage: number;
      fileName: string | null;
      /** Format: date-time */
      uploadedAt: string;
      isValid: boolean;
      /** @enum {string} */
      readBy: 'text' | 'ocr' | 'none';
      checks: components['schemas']['ProofCheck'][];
      /** @description The tenant chose 'Upload Anyway' after a failed check. */
      override: boolean;
      review: {
        /** @enum {string} */
        status: 'pending' | 'approved' | 'rejected';
        /** Format: date-time */
        at?: string | null;
        /** @description The staff member's name, or 'Automatic' for a company's auto-approval. */
        by?: string | null;
        reason?: string | null;
        /** Format: date-time */
        managerNotifiedAt?: string | null;
      };
      /**
       * @description The checks' one answer (PolicyFileValidation.outcome), from the stored checks.
       * @enum {string}
       */
      outcome: 'valid' | 'needsReview' | 'invalid';
    };
    StaffLogInRequest: {
      /** Format: email */
      email: string;
      password: string;
      code: string;
    };
    StaffMember: {
      id: number;
      email: string;
      name: string;
    };
    StaffSession: {
      token: string;
      /** Format: date-time */
      expiresAt: string;
      staff: components['schemas']['StaffMember'];
    };
    TokenizeCardRequest: {
      transaction: components['schemas']['TokenizeTransaction'];
      billing: {
        ccInfo: components['schemas']['CardInfo'];
      };
    };
    TokenizeBankRequest: {
      transaction: components['schemas']['TokenizeTransaction'];
      billing: {
        bankInfo: components['schemas']['BankInfo'];
      };
    };
    TokenizeResult: {
      /** @description 'Success' when a token was issued. */
      responseMessage: string;
      transactionDetails?: {
        /** @description The payment token for `issuePolicy`. */
        tokenizePayment: string;
      } | null;
      error?: components['schemas']['CarrierError'] | null;
    };
  };
  responses: {
    /** @description The request is malformed or breaks a rule of docs/product.md "Validation"; `message` says which, `code` is machine-readable (for example VALIDATION_ERROR, INVALID_CODE, STATE_NOT_ALLOWED). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No valid token (or wrong credentials at log-in). The client logs out (if it holds a token) and shows `message`, or 'Unauthorized access' (docs/product.md "Messages"). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Two-factor is needed before this request can go on (docs/product.md "States", "Messages"): `code` TWO_FACTOR_CHALLENGE opens the challenge dialog (complete it with `completeTwoFactorChallenge`), TWO_FACTOR_SETUP_REQUIRED opens the set-up-required overlay. The API answers 403 only for these two (other refusals are 401, 404 or 409), so the response serializer only has to know these two bodies. */
    TwoFactorRequired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | components['schemas']['TwoFactorChallengeRequired']
          | components['schemas']['TwoFactorSetupRequired'];
      };
    };
    /** @description The thing asked for does not exist or is not the caller's. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request conflicts with the current state (for example ACCOUNT_EXISTS, PENDING_TRANSACTION, RENEWAL_LOCKED, NO_ACTIVE_POLICY, POLICY_INACTIVE). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The account cannot be deleted yet: ACTIVE_POLICIES (cancel the listed policies first) or PURCHASE_IN_PROGRESS (wait for it to finish). */
    AccountDeletionRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          /** @enum {string} */
          code: 'ACTIVE_POLICIES' | 'PURCHASE_IN_PROGRESS';
          policies: components['schemas']['BlockingPolicy'][];
        };
      };
    };
    /** @description The upload is larger than the limit (10 MB of PDF). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request has a body that is not `application/json` (with or without a charset): text/plain, form data, multipart, a PDF, or a body without a content type. Nothing is read or changed; code UNSUPPORTED_MEDIA_TYPE. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limit reached; `message` is shown to the user (code RATE_LIMITED). */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The operation is described but not built yet (code NOT_IMPLEMENTED). */
    NotImplemented: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Every proof reader is busy and the waiting line is full (code PROOF_READERS_BUSY, with `Retry-After`; `message` is shown to the user): nothing was read or stored, the same upload may be sent again. Or the server is shutting down, as ShuttingDown (code SHUTTING_DOWN). */
    ReadersBusyOrShuttingDown: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The server is shutting down (a deploy or a restart): the request was not handled and changed nothing, and the answer closes the connection (`Connection: close`). Another replica, or this one once it is back, answers the same request (code SHUTTING_DOWN). */
    ShuttingDown: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The carrier (or another outside service) did not answer or failed; the client shows its generic error for the flow (docs/product.md "Messages"). Code CARRIER_UNAVAILABLE. */
    BadGateway: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The PDF document. */
    EvidenceOfInsurance: {
      headers: {
        'Content-Disposition': components['headers']['ContentDisposition'];
        [name: string]: unknown;
      };
      content: {
        'application/pdf': string;
      };
    };
  };
  parameters: {
    /** @description When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
    ExcludeTenant: boolean;
    /** @description False (default) answers the active policies; true only the inactive ones. */
    InactiveOnly: boolean;
    /** @description The e-mail address to look up. */
    EmailQuery: string;
    /** @description The uploaded (third-party) policy whose proof it is. */
    StaffProofId: number;
    /** @description The policy whose document is wanted. */
    PolicyIdQuery: number;
    /** @description The own-carrier policy (`Policy.policyId`). */
    PolicyIdPath: number;
  };
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before trying again. */
    RetryAfter: number;
    /** @description `attachment; filename="..."` with a file name ending in .pdf. */
    ContentDisposition: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getVersion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The allowed range and optional texts for the version-error screen. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VersionInfo'];
        };
      };
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Liveness'];
        };
      };
      503: components['responses']['ShuttingDown'];
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every check passed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description A check failed (code NOT_READY, `checks` says which), or the server is shutting down (as ShuttingDown, code SHUTTING_DOWN). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'] | components['schemas']['Error'];
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metrics. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['ShuttingDown'];
    };
  };
  login: {
    parameters: {
      query?: {
        /** @description When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
        excludeTenant?: components['parameters']['ExcludeTenant'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  register: {
    parameters: {
      query?: {
        /** @description When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
        excludeTenant?: components['parameters']['ExcludeTenant'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description A code was mailed to the e-mail; the registration waits for it. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationPending'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  verifyRegistration: {
    parameters: {
      query?: {
        /** @description When true, the answered `account.leases` is left empty (the tenant details are not loaded), for a faster answer. Default false (docs/product.md "Calls"). */
        excludeTenant?: components['parameters']['ExcludeTenant'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationVerifyRequest'];
      };
    };
    responses: {
      /** @description Registered and logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  resendRegistrationCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationResendRequest'];
      };
    };
    responses: {
      /** @description A new code was sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEmailSendResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      /** @description Too early to send another code (or another rate limit was hit). */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEmailCooldown'];
        };
      };
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is revoked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  setAccountLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description The account, with its language. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  updateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTenantRequest'];
      };
    };
    responses: {
      /** @description The updated account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  verifyEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description The account with its new e-mail. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  updatePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordUpdateRequest'];
      };
    };
    responses: {
      /** @description The password is set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordUpdateResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sendAccountCreationCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A code was sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEmailSendResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      415: components['responses']['UnsupportedMediaType'];
      /** @description Too early to send another code (or another rate limit was hit). */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEmailCooldown'];
        };
      };
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  joinRentersAssociation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RaaEnrollmentRequest'];
      };
    };
    responses: {
      /** @description The tenant is a member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RaaEnrollmentResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  joinRentersAssociationNewUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RaaNewUserRequest'];
      };
    };
    responses: {
      /** @description The membership is recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RaaNewUserResult'];
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getEmailExists: {
    parameters: {
      query: {
        /** @description The e-mail address to look up. */
        email: components['parameters']['EmailQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The flag. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailExistsResult'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  updatePaymentMethod: {
    parameters: {
      query?: {
        /** @description Public token from the bank-link flow (form 3). */
        plaidToken?: string;
        /** @description The bank account chosen in the bank-link flow (form 3). */
        plaidSelectedAccountId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentMethodUpdateRequest'];
      };
    };
    responses: {
      /** @description Outcome of the update. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentMethodUpdateResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest request, if any. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataExportStatus'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  requestDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request, being prepared. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataExport'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  requestAccountDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The code is mailed. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountDeletionRequested'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      409: components['responses']['AccountDeletionRefused'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  confirmAccountDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description The account is deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountDeletion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      409: components['responses']['AccountDeletionRefused'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  downloadDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ZIP file, as an attachment. */
      200: {
        headers: {
          /** @description `attachment; filename="..."` with a file name ending in .zip. */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getPlaidLinkToken: {
    parameters: {
      query: {
        /** @description The e-mail address to look up. */
        email: components['parameters']['EmailQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaidLinkToken'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getTenantForToken: {
    parameters: {
      query: {
        /** @description The invitation token from the /onboarding/{token} link. */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tenant record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantRecord'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getTenantForExisting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tenant record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantRecord'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getLogoUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo URL or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogoUrl'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getTwoFactorStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatus'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  enableTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorEnableRequest'];
      };
    };
    responses: {
      /** @description The method is chosen. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEnableResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  confirmTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeRequest'];
      };
    };
    responses: {
      /** @description Two-factor is enabled with the chosen method. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorConfirmResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sendTwoFactorEmailCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A code was sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEmailSendResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      /** @description Too early to send another code (or another rate limit was hit). */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEmailCooldown'];
        };
      };
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  verifyTwoFactorEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeRequest'];
      };
    };
    responses: {
      /** @description The e-mail address is verified. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorVerifyResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  completeTwoFactorChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorChallengeRequest'];
      };
    };
    responses: {
      /** @description The challenge is passed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorChallengeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  validateAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValidateAddressRequest'];
      };
    };
    responses: {
      /** @description The validation outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidateAddressResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getAddressSuggestions: {
    parameters: {
      query: {
        /** @description What the visitor has typed so far. */
        q: string;
        /** @description Most suggestions to answer. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The suggestions, best first (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressSuggestionList'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getUnderwritingQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnderwritingQuestionsRequest'];
      };
    };
    responses: {
      /** @description The questions, or an error. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnderwritingQuestionsResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuoteRequest'];
      };
    };
    responses: {
      /** @description The quote, a denial, or an error. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuoteResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  submitAssurantResponse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssurantResponseRequest'];
      };
    };
    responses: {
      /** @description The questionnaires, or the outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssurantResponseResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getDisclosure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisclosureRequest'];
      };
    };
    responses: {
      /** @description The disclosure. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Disclosure'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  issuePolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IssuePolicyRequest'];
      };
    };
    responses: {
      /** @description The issued policy, or an error. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssuePolicyResult'];
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getRenewingPolicies: {
    parameters: {
      query: {
        /** @description The e-mail address to look up. */
        email: components['parameters']['EmailQuery'];
        /** @description Street address. */
        address: string;
        city: string;
        state: string;
        zip_code: string;
        unit?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Renewing policies and the pending-transaction flag. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RenewingPoliciesResult'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  completeOnboarding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OnboardingCompletionRequest'];
      };
    };
    responses: {
      /** @description Recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnboardingCompletionResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getPolicies: {
    parameters: {
      query?: {
        /** @description False (default) answers the active policies; true only the inactive ones. */
        inactiveOnly?: components['parameters']['InactiveOnly'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  updatePolicy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        id: components['parameters']['PolicyIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePolicyRequest'];
      };
    };
    responses: {
      /** @description The updated policy. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Policy'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  cancelPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        id: components['parameters']['PolicyIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelPolicyRequest'];
      };
    };
    responses: {
      /** @description The policy is cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyChangeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  updatePolicyAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        id: components['parameters']['PolicyIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePolicyAddressRequest'];
      };
    };
    responses: {
      /** @description The policy address is updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyChangeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  previewPolicyCancellation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        id: components['parameters']['PolicyIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelPolicyRequest'];
      };
    };
    responses: {
      /** @description The amounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CancellationPreview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  previewPolicyAddressChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        id: components['parameters']['PolicyIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePolicyAddressRequest'];
      };
    };
    responses: {
      /** @description The amounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressChangePreview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getPolicyEoi: {
    parameters: {
      query: {
        /** @description The policy whose document is wanted. */
        policy_id: components['parameters']['PolicyIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['EvidenceOfInsurance'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getPartnerPolicies: {
    parameters: {
      query?: {
        /** @description False (default) answers the active policies; true only the inactive ones. */
        inactiveOnly?: components['parameters']['InactiveOnly'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerPolicyList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getPartnerPolicyEoi: {
    parameters: {
      query: {
        /** @description The policy whose document is wanted. */
        policy_id: components['parameters']['PolicyIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['EvidenceOfInsurance'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getThirdPartyPolicies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThirdPartyPolicyList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getThirdPartyEmailExists: {
    parameters: {
      query: {
        /** @description The e-mail address to look up. */
        email: components['parameters']['EmailQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lookup result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThirdPartyEmailLookup'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  validateThirdPartyPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValidatePolicyFileRequest'];
      };
    };
    responses: {
      /** @description The check result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyFileValidation'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ReadersBusyOrShuttingDown'];
    };
  };
  uploadThirdPartyPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ThirdPartyUploadRequest'];
      };
    };
    responses: {
      /** @description Upload result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ReadersBusyOrShuttingDown'];
    };
  };
  uploadAccountPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountUploadRequest'];
      };
    };
    responses: {
      /** @description Upload result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ReadersBusyOrShuttingDown'];
    };
  };
  getManagementCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The names. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagementCompanyList'];
        };
      };
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getThirdPartyPolicyEoi: {
    parameters: {
      query: {
        /** @description The policy whose document is wanted. */
        policy_id: components['parameters']['PolicyIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['EvidenceOfInsurance'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getEnrollments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The enrollments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnrollmentList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getTransactions: {
    parameters: {
      query?: {
        /** @description Only the last 90 days. */
        recent?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getClaims: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        policyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claims. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  submitClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy (`Policy.policyId`). */
        policyId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClaimSubmission'];
      };
    };
    responses: {
      /** @description The claim is filed, with its number (the confirmation quotes it). The same claim sent again within 10 minutes answers the first one's number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimFiled'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  uploadClaimPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The own-carrier policy the photo is for (`Policy.policyId`). */
        policyId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'image/jpeg': unknown;
        'image/png': unknown;
        'image/heic': unknown;
      };
    };
    responses: {
      /** @description The photo is stored, not yet attached to a claim. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimPhotoUpload'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getClaimPhoto: {
    parameters: {
      query?: {
        size?: 'thumb' | 'full';
      };
      header?: never;
      path: {
        photoId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coupons. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  createCouponToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        couponId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token and the URL for the QR code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponToken'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['TwoFactorRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  redeemCoupon: {
    parameters: {
      query: {
        /** @description `Coupon.couponId`. */
        id: number;
        /** @description `CouponToken.token`. */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The redemption. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponRedemption'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sendMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendMessageRequest'];
      };
    };
    responses: {
      /** @description The message is sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sendSecondPolicyMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondPolicyMessageRequest'];
      };
    };
    responses: {
      /** @description Sent (`success` true) or not. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  requestAddition: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdditionRequest'];
      };
    };
    responses: {
      /** @description The request is sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getEvidenceVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EvidenceVerification'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sandboxTokenizeV1: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenizeCardRequest'];
      };
    };
    responses: {
      /** @description The token, or the refusal. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenizeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sandboxTokenizeV2: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenizeBankRequest'];
      };
    };
    responses: {
      /** @description The token, or the refusal. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenizeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sandboxCreateConfirmationToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxCardDetails'];
      };
    };
    responses: {
      /** @description The confirmation token, or the refusal. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxConfirmationTokenResult'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sandboxAuthenticateSetupIntent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        setupIntentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxAuthenticateRequest'];
      };
    };
    responses: {
      /** @description The setup intent's status after the challenge. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxSetupIntent'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  sandboxCreateBankLinkPublicToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxBankLinkRequest'];
      };
    };
    responses: {
      /** @description The public token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxBankLinkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getSandboxClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The app's clock. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxClock'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  advanceSandboxClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxClockAdvance'];
      };
    };
    responses: {
      /** @description The app's clock after the move. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxClock'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  staffLogIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffLogInRequest'];
      };
    };
    responses: {
      /** @description The staff session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSession'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getStaffMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      401: components['responses']['Unauthorized'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  staffLogOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  listStaffProofs: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proofs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffProofList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getStaffProof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The uploaded (third-party) policy whose proof it is. */
        policyId: components['parameters']['StaffProofId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proof. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffProof'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getStaffProofDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The uploaded (third-party) policy whose proof it is. */
        policyId: components['parameters']['StaffProofId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['EvidenceOfInsurance'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  approveStaffProof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The uploaded (third-party) policy whose proof it is. */
        policyId: components['parameters']['StaffProofId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proof as reviewed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffProof'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  rejectStaffProof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The uploaded (third-party) policy whose proof it is. */
        policyId: components['parameters']['StaffProofId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffProofRejection'];
      };
    };
    responses: {
      /** @description The proof as reviewed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffProof'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  listStaffDataExports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffDataExportList'];
        };
      };
      401: components['responses']['Unauthorized'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  listStaffAccountDeletions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deletions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccountDeletionList'];
        };
      };
      401: components['responses']['Unauthorized'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  listStaffSnapshots: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The snapshots. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSnapshotList'];
        };
      };
      401: components['responses']['Unauthorized'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
  getStaffSnapshot: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        snapshotId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The snapshot. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSnapshot'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['ShuttingDown'];
    };
  };
}
