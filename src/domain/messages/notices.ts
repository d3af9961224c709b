// Success notices, disclosure and account texts (docs/product.md "Messages").
/** docs/product.md "Messages", "States" success notices. */
export const successMessages = {
  accountUpdated: 'Account updated successfully!',
  policyUpdated: 'Policy updated successfully!',
  claimSubmitted: 'Your claim has been submitted!',
  policyCancelled: 'Your policy has been cancelled!',
  policyAddressUpdated: 'Your policy address has been updated',
  messageSent: 'Your message has been sent!',
  paymentMethodUpdated: 'Payment method succesfully updated.',
  emailVerified: 'Email verified successfully!',
  verificationCodeSent: 'Verification code sent to your email!',
  authenticatorConfigured: 'Authenticator app successfully configured!',
  twoFactorEnabled: 'Two-factor authentication has been successfully enabled!',
  twoFactorMethodUpdated: 'Two-factor authentication method has been successfully updated!',
  insuranceUploaded: 'Your insurance has been uploaded successfully!',
  verificationSuccessful: 'Verification successful!',
} as const;

/** docs/product.md "Messages" disclosure and evidence-of-insurance texts, docs/product.md "Messages" password update failure. */
export const disclosureMessages = {
  // The disclosure popup's errors, as the `people` catalog has them (kept equal by a test: a
  // page importing the success notices must not carry that catalog).
  loadFailed: 'Failed to load disclosure. Please try again.',
  noContent: 'No disclosure content available.',
  eoiDownloadFailed: 'Failed to download Evidence of Insurance. Please try again.',
} as const;

/** docs/product.md "Messages" 'Failed to update password' (server message preferred). */
export const accountMessages = {
  passwordUpdateFailed: 'Failed to update password',
} as const;

/** docs/product.md "Onboarding flow" onboarding step titles and buttons. */
