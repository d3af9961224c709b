import { claimsTexts } from '../../src/domain/i18n/generated/en/claims';
import { peopleTexts } from '../../src/domain/i18n/generated/en/people';
import { answersTexts } from '../../src/domain/i18n/generated/en/answers';
import { onboardingTexts } from '../../src/domain/i18n/generated/en/onboarding';
import { plainTexts } from '../../src/domain/i18n/texts';
import { GENERIC_ERROR } from '../../src/domain/messages/genericError';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import * as messages from '../../src/domain/messages';
import {
  accountNotFoundSubject,
  addressTitle,
  continueTo,
  disclosureMessages,
  mandatoryStartingOn,
  paymentMessages,
  secondPolicyFailure,
  sessionMessages,
  successMessages,
  uploadContinueTitle,
  uploadSuccessTitle,
  validationMessages,
  versionMessages,
  waitAMinute,
  welcome,
} from '../../src/domain/messages';

// The product's quoted texts, each word for word (docs/product.md "Messages").
const QUOTED_TEXTS = [
  // docs/product.md "Version check"
  'Update Required',
  'Please update the app to the latest version to continue using the product.',
  // docs/product.md "Log in and sign up"–"Account pages"
  'Remember Me',
  'New?',
  'Create Your Account',
  'Your Policies',
  'Your Policies and Memberships',
  'Non-Partnered',
  'N/A',
  'Your Coverage',
  "What's Not Covered",
  'Continue to',
  'View more',
  'Update & Save',
  'You have no active policies.',
  'You have no active policies',
  'You do not have any expired policies.',
  'Back to My Account',
  // docs/product.md "Onboarding flow"
  'We will get you an awesome quote, often in a minute or less!',
  "Let's Go",
  'Hey {name}! Enter the address you want coverage at.',
  "It looks like we've partnered with your property management company",
  'Please answer the following questions to help us get you a quote.',
  'Choose your payment option',
  'Checkout',
  'Review Your Renters Insurance',
  'Thanks for choosing the product!',
  'Create an account to access your coverage details',
  'Create Account',
  'Are you sure you want to restart?',
  'This will clear your answers and start at the beginning.',
  'Are you sure you want to leave this page? You will have to start over.',
  // docs/product.md "Second-policy page"
  'Wait a minute, {name}',
  'View Your Account',
  // docs/product.md "Two-factor"
  'Continue to App',
  'Done',
  'Action Required',
  'Two-Factor Authentication Required',
  'mandatory starting on {date}',
  // docs/product.md "Upload wizard"
  'Send your proof of insurance',
  'Upload PDF',
  'Find account',
  "Hey {name}, let's continue!",
  'Continue',
  '{name}, your policy has been successfully uploaded!',
  'We will verify your policy and send it to your property management company. It is now safe to close this window.',
  'Reset the form',
  'contact us',
  'Something went wrong.',
  'No policy found. Please try again.',
  'An unknown error has occurred. Please refresh and try again.',
  "Can't find your address? Click Here",
  // docs/product.md "States"
  'Verification successful!',
  'Approved',
  'Pending',
  // docs/product.md "Validation"
  'Password is required',
  'Passwords do not match',
  'Password must be at least 8 characters',
  'Street Address is required',
  'Street Address cannot be longer than 40 characters',
  'City is required',
  'State is required',
  'Zip is required',
  'Heads up!',
  'First Name cannot be longer than 30 characters',
  'Last Name cannot be longer than 30 characters',
  'Please select an address from the list',
  'Please select an address from the dropdown',
  'Unfortunately, the product is not currently available in this state.',
  'Warning- This address is not available for coverage. Please check your lease agreement and confirm your address.',
  'Not a residential address',
  'A type of claim is required',
  'Phone number is required',
  'Phone must be 255 characters or less',
  'An address is required',
  'A time is required',
  'A payee is required',
  'A description of how the loss or damage occurred is required',
  'A description of property damage/loss is required',
  'A selection is required',
  'Invalid Amount!',
  'Dwelling Type must be one of the following: Apartment/Condo, Student Housing, Single Family Home, Townhouse/Duplex.',
  'This question must be answered with Yes or No.',
  'This question is required.',
  'Loss Date must be a valid date in the past and after 1900.',
  'Policy Effective Date must be a valid date in the future.',
  'Policy Effective Date must be after or on Lease Effective Date.',
  'This question requires an answer.',
  'Please select a valid response.',
  'Some of this information is invalid. Please check the fields and try again.',
  'Name/Company Name is required',
  'Name cannot be longer than 29 characters',
  'First Name must be less than 15 characters',
  'Last Name must be less than 15 characters',
  'Email is required',
  'Invalid email address',
  'Phone Number must be 10 digits',
  'You must be at least 18 years old to purchase a policy',
  'Invalid card number format',
  'Invalid card number',
  'Invalid month (1-12)',
  'Invalid year',
  'Card has expired',
  'Invalid routing number',
  'Account Numbers do not match',
  'This email address is invalid. Please enter a valid email address.',
  'Management Company is required',
  'File must be a PDF.',
  'Please select a file',
  'Interested Party Error',
  'Upload Anyway',
  // docs/product.md "Messages"
  'Unauthorized access',
  'Authentication error!',
  'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
  'Invalid verification code',
  'Failed to send email code',
  'Failed to set 2FA method',
  'There was an error verifying your 2FA code. Please try logging in again.',
  'Uh oh!  Something went wrong on our end.  Please try again or email us at {email}.',
  'Oops, it looks like there is already a pending transaction for your email address. To protect you from being charged a second time, we have paused new transactions for 24 hours.',
  'Unable to validate address. Please try again.',
  "Sorry, we're unable to provide a quote at this time.",
  'There was an error getting your quote, please try again later.',
  'Unable to provide a quote for this address. The property manager requires $300,000 liability coverage, but you do not qualify for this amount.',
  'Unable to provide $300,000 liability coverage for this address.',
  'There was an error processing the liability requirements. Please try again or contact support.',
  "Based on your answers, you don't qualify for $300,000 in liability coverage.",
  'Liability Coverage Restriction',
  'Questionnaire not found',
  'There was an error processing your request. Please try again or contact support if the issue persists.',
  'An account with this email already exists. Please log in to continue.',
  'There was an error processing your quote. Please try again or contact support if the issue persists.',
  'There was an error processing your payment. Please try again or contact support if the issue persists.',
  'There was an error processing your policy. Please try again or contact support if the issue persists.',
  'There was an error creating your account. Please try again or contact support if the issue persists.',
  'Payment tokenization failed',
  'Invalid response from payment processor',
  'Failed to process payment. Please try again.',
  'Payment Error',
  'Invalid payment method selected',
  'An error occured while processing your card. Please try again.',
  'Payment failed',
  'Error',
  'An unknown error occurred.',
  'Failed to load disclosure. Please try again.',
  'No disclosure content available.',
  'Failed to download Evidence of Insurance. Please try again.',
  'Failed to update password',
  'A user already exists with this email. Please login to your account.',
  'There appears to be an issue with your account. Please click here to contact support.',
  'Error validating policy. Please try again or contact support if the issue persists.',
  'An error occurred while uploading your policy.',
  "Hold on, let's double check something...",
  'Authentication successful. Welcome, {name}!',
  'Account updated successfully!',
  'Policy updated successfully!',
  'Your claim has been submitted!',
  'Your policy has been cancelled!',
  'Your policy address has been updated',
  'Your message has been sent!',
  'Payment method succesfully updated.',
  'Email verified successfully!',
  'Verification code sent to your email!',
  'Authenticator app successfully configured!',
  'Two-factor authentication has been successfully enabled!',
  'Two-factor authentication method has been successfully updated!',
  'Your insurance has been uploaded successfully!',
  // docs/product.md "Calls"
  'Upload Error - Account Not Found',
];

const allTexts = new Set<string>(
  (Object.values(messages) as unknown[])
    .filter((v): v is Record<string, string> => typeof v === 'object' && v !== null)
    .flatMap((group) => Object.values(group)),
);

// The spec's texts live in src/domain/messages and, area by area, in the catalogs' English.
beforeAll(async () => {
  const catalogsDir = resolve(__dirname, '../../src/domain/i18n/catalogs');
  for (const file of readdirSync(catalogsDir)) {
    const catalog = (await import(resolve(catalogsDir, file))) as {
      default: { en: Record<string, string> };
    };
    for (const text of Object.values(catalog.default.en)) allTexts.add(text);
  }
});

describe('messages', () => {
  it.each(QUOTED_TEXTS)('holds the documented text %j word for word', (text) => {
    expect(allTexts.has(text)).toBe(true);
  });

  it("keeps the product's own spellings and double spaces", () => {
    expect(paymentMessages.cardError).toBe(
      'An error occured while processing your card. Please try again.',
    );
    expect(successMessages.paymentMethodUpdated).toBe('Payment method succesfully updated.');
    expect(secondPolicyFailure('x@y.z')).toBe(
      'Uh oh!  Something went wrong on our end.  Please try again or email us at x@y.z.',
    );
  });

  it('names the well-known texts', () => {
    expect(versionMessages.defaultHeading).toBe('Update Required');
    expect(sessionMessages.loginFailed).toBe('Authentication error!');
    expect(sessionMessages.unauthorized).toBe('Unauthorized access');
    expect(validationMessages.passwordMin8).toBe('Password must be at least 8 characters');
  });

  it('every group value is a non-empty string', () => {
    for (const text of allTexts) {
      expect(typeof text).toBe('string');
      expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe('message formatters', () => {
  it('fill their placeholders', () => {
    expect(welcome('Ada')).toBe('Authentication successful. Welcome, Ada!');
    expect(secondPolicyFailure('help@example.com')).toBe(
      'Uh oh!  Something went wrong on our end.  Please try again or email us at help@example.com.',
    );
    expect(mandatoryStartingOn('July 1, 2025')).toBe('mandatory starting on July 1, 2025');
    expect(addressTitle('Ada')).toBe('Hey Ada! Enter the address you want coverage at.');
    expect(waitAMinute('Ada')).toBe('Wait a minute, Ada');
    expect(uploadContinueTitle('Ada')).toBe("Hey Ada, let's continue!");
    expect(uploadSuccessTitle('Ada')).toBe('Ada, your policy has been successfully uploaded!');
    expect(continueTo('Partner Portal')).toBe('Continue to Partner Portal');
  });

  it('fill in their values', () => {
    expect(welcome('Bo')).toBe('Authentication successful. Welcome, Bo!');
    expect(waitAMinute('Bo')).toBe('Wait a minute, Bo');
    expect(addressTitle('Bo')).toBe('Hey Bo! Enter the address you want coverage at.');
  });

  it('builds the account-not-found subject with the management company', () => {
    expect(accountNotFoundSubject('Acme Property')).toBe(
      'Upload Error - Account Not Found - Acme Property',
    );
    expect(accountNotFoundSubject('  ')).toBe('Upload Error - Account Not Found');
  });
});

describe('texts kept in two places for the weight of a page', () => {
  it("GENERIC_ERROR (its own light file) is the onboarding and answers catalogs' generic text", () => {
    expect(plainTexts(onboardingTexts).generic).toBe(GENERIC_ERROR);
    expect(plainTexts(answersTexts).genericError).toBe(GENERIC_ERROR);
  });

  it('the notices pages import without a catalog are the catalogs’ texts', () => {
    expect(successMessages.claimSubmitted).toBe(plainTexts(claimsTexts).submitted);
    expect(disclosureMessages.loadFailed).toBe(plainTexts(peopleTexts).disclosureLoadFailed);
    expect(disclosureMessages.noContent).toBe(plainTexts(peopleTexts).disclosureNoContent);
  });
});
