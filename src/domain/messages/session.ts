// Session and log-in texts (docs/product.md "Log in and sign up", "Messages"). The log-in and sign-up ones live in the `session` catalog
// (src/domain/i18n/catalogs/session.ts); these are their English, for the rules and the server.
import { sessionTexts } from '../i18n/generated/en/session';
import { englishFormatter, plainTexts } from '../i18n/texts';

const english = /* @__PURE__ */ plainTexts(sessionTexts);
const format = /* @__PURE__ */ englishFormatter(sessionTexts);

/** docs/product.md "Log in and sign up", "States", "Messages" session: login, registration, 401. */
export const sessionMessages = {
  loginFailed: english.loginFailed,
  unauthorized: english.unauthorized,
  registrationFailed: english.registrationFailed,
} as const;

/**
 * Proof of the e-mail before a login reaches a tenant record (docs/security.md "Accounts"). The
 * code itself uses the two-factor texts ('Invalid verification code').
 */
export const emailProofMessages = {
  registrationNotFound: english.registrationNotFound,
  codeExpired: english.codeExpired,
  tooManyWrongCodes: english.tooManyWrongCodes,
  emailNotVerified: english.emailNotVerified,
} as const;

/** 'We sent a 6-digit code to {email}.' */
export const codeSentTo = (email: string): string => format('codeSentTo', { email });

/** docs/product.md "Messages" 'Authentication successful. Welcome, {name}!' */
export const welcome = (name: string): string => format('welcome', { name });
