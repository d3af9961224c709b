// Session, version and log-in texts (docs/product.md "Version check", "Log in and sign up",
// "Messages").

/** docs/product.md "Version check" version-error screen defaults; server-supplied heading and message override them. */
export const versionMessages = {
  defaultHeading: 'Update Required',
  defaultMessage: 'Please update the app to the latest version to continue using the product.',
} as const;

/** docs/product.md "Log in and sign up", "States", "Messages" session: login, registration, 401. */
export const sessionMessages = {
  loginFailed: 'Authentication error!',
  unauthorized: 'Unauthorized access',
  registrationFailed:
    'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
  welcome: 'Authentication successful. Welcome, {name}!',
} as const;

/**
 * Proof of the e-mail before a login reaches a tenant record (docs/security.md "Accounts"). The
 * code itself uses the two-factor texts ('Invalid verification code').
 */
export const emailProofMessages = {
  registrationNotFound: 'This sign-up has expired or was already used. Please start again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  tooManyWrongCodes: 'Too many wrong codes. Please start again.',
  emailNotVerified: 'Enter the code we sent to your email to create your account.',
} as const;

/** 'We sent a 6-digit code to {email}.' */
export const codeSentTo = (email: string): string =>
  `We sent a 6-digit code to ${email}. Enter it to finish creating your account.`;

/**
 * docs/product.md "Log in and sign up" after Register and "Onboarding flow" account creation ("Who
 * may do what"): what the code step adds to the two-factor code texts and `codeSentTo`.
 */
export const emailProofTexts = {
  startOver: 'Start over',
} as const;

/** docs/product.md "Messages" 'Authentication successful. Welcome, {name}!' */
export const welcome = (name: string): string => `Authentication successful. Welcome, ${name}!`;

/** docs/product.md "Two-factor", "States", "Messages" two-factor texts. */
