/* eslint-disable */
// Generated from src/domain/i18n/catalogs/validation.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const validationTexts: TextArea<{
  passwordRequired: null;
  passwordsDoNotMatch: null;
  passwordMin8: null;
  streetRequired: null;
  streetMax40: null;
  streetSpecialCharacters: null;
  cityRequired: null;
  stateRequired: null;
  zipRequired: null;
  firstNameMax30: null;
  lastNameMax30: null;
  claimTypeRequired: null;
  phoneNumberRequired: null;
  claimPhoneMax: null;
  addressRequired: null;
  timeRequired: null;
  payeeRequired: null;
  lossDescriptionRequired: null;
  propertyDescriptionRequired: null;
  selectionRequired: null;
  invalidAmount: null;
  dwellingType: null;
  yesNo: null;
  questionRequired: null;
  lossDate: null;
  policyEffectiveFuture: null;
  policyEffectiveAfterLease: null;
  questionnaireAnswerRequired: null;
  questionnaireInvalidResponse: null;
  someInfoInvalid: null;
  interestedPartyNameRequired: null;
  interestedPartyNameMax29: null;
  firstNameUnder15: null;
  lastNameUnder15: null;
  emailRequired: null;
  invalidEmail: null;
  phone10Digits: null;
  minimumAge: null;
  invalidCardNumberFormat: null;
  invalidCardNumber: null;
  invalidMonth: null;
  invalidYear: null;
  cardExpired: null;
  invalidRoutingNumber: null;
  accountNumbersDoNotMatch: null;
  uploadEmailInvalid: null;
  managementCompanyRequired: null;
  fileMustBePdf: null;
  selectFile: null;
  uploadStartDateRequired: null;
  uploadEndDateRequired: null;
  uploadEndBeforeStart: null;
  uploadProviderRequired: null;
  uploadPolicyNumberRequired: null;
  uploadLiabilityRequired: null;
  uploadLiabilityRange: null;
  uploadConfirmRequired: null;
  firstNameRequired: null;
  lastNameRequired: null;
  fullNameRequired: null;
  phoneRequired: null;
  streetMax30: null;
  phoneIncomplete: null;
  confirmPasswordRequired: null;
  passwordMin6: null;
  passwordMin7: null;
  termsRequired: null;
  reasonRequired: null;
  messageRequired: null;
  messageMin30: null;
  codeSixDigits: null;
  emailInUse: null;
  stateNotAllowed: null;
  zipFormat: null;
  unitMax20: null;
  cityMax50: null;
  backupCodeFormat: null;
  dateOfBirthRequired: null;
  invalidDateOfBirth: null;
  roommateEmailSameAsTenant: null;
  cardNumberRequired: null;
  cvvRequired: null;
  invalidCvv: null;
  expiryMonthRequired: null;
  expiryYearRequired: null;
  routingNumberRequired: null;
  accountNumberRequired: null;
  invalidAccountNumber: null;
  accountConfirmationRequired: null;
}> = {
  name: 'validation',
  messages: {
    passwordRequired: ['Password is required'],
    passwordsDoNotMatch: ['Passwords do not match'],
    passwordMin8: ['Password must be at least 8 characters'],
    streetRequired: ['Street Address is required'],
    streetMax40: ['Street Address cannot be longer than 40 characters'],
    streetSpecialCharacters: [
      'Street Address cannot contain special characters such as _ * @ # $ % & ( ) < > ? / \\ { } [ ] | ; : + ` ~ , ^ "',
    ],
    cityRequired: ['City is required'],
    stateRequired: ['State is required'],
    zipRequired: ['Zip is required'],
    firstNameMax30: ['First Name cannot be longer than 30 characters'],
    lastNameMax30: ['Last Name cannot be longer than 30 characters'],
    claimTypeRequired: ['A type of claim is required'],
    phoneNumberRequired: ['Phone number is required'],
    claimPhoneMax: ['Phone must be 255 characters or less'],
    addressRequired: ['An address is required'],
    timeRequired: ['A time is required'],
    payeeRequired: ['A payee is required'],
    lossDescriptionRequired: ['A description of how the loss or damage occurred is required'],
    propertyDescriptionRequired: ['A description of property damage/loss is required'],
    selectionRequired: ['A selection is required'],
    invalidAmount: ['Invalid Amount!'],
    dwellingType: [
      'Dwelling Type must be one of the following: Apartment/Condo, Student Housing, Single Family Home, Townhouse/Duplex.',
    ],
    yesNo: ['This question must be answered with Yes or No.'],
    questionRequired: ['This question is required.'],
    lossDate: ['Loss Date must be a valid date in the past and after 1900.'],
    policyEffectiveFuture: ['Policy Effective Date must be a valid date in the future.'],
    policyEffectiveAfterLease: ['Policy Effective Date must be after or on Lease Effective Date.'],
    questionnaireAnswerRequired: ['This question requires an answer.'],
    questionnaireInvalidResponse: ['Please select a valid response.'],
    someInfoInvalid: [
      'Some of this information is invalid. Please check the fields and try again.',
    ],
    interestedPartyNameRequired: ['Name/Company Name is required'],
    interestedPartyNameMax29: ['Name cannot be longer than 29 characters'],
    firstNameUnder15: ['First Name must be less than 15 characters'],
    lastNameUnder15: ['Last Name must be less than 15 characters'],
    emailRequired: ['Email is required'],
    invalidEmail: ['Invalid email address'],
    phone10Digits: ['Phone Number must be 10 digits'],
    minimumAge: ['You must be at least 18 years old to purchase a policy'],
    invalidCardNumberFormat: ['Invalid card number format'],
    invalidCardNumber: ['Invalid card number'],
    invalidMonth: ['Invalid month (1-12)'],
    invalidYear: ['Invalid year'],
    cardExpired: ['Card has expired'],
    invalidRoutingNumber: ['Invalid routing number'],
    accountNumbersDoNotMatch: ['Account Numbers do not match'],
    uploadEmailInvalid: ['This email address is invalid. Please enter a valid email address.'],
    managementCompanyRequired: ['Management Company is required'],
    fileMustBePdf: ['File must be a PDF.'],
    selectFile: ['Please select a file'],
    uploadStartDateRequired: ['Start Date is required'],
    uploadEndDateRequired: ['End Date is required'],
    uploadEndBeforeStart: ['End Date must be after Start Date'],
    uploadProviderRequired: ['Insurance Provider is required'],
    uploadPolicyNumberRequired: ['Policy Number is required'],
    uploadLiabilityRequired: ['Liability Coverage is required'],
    uploadLiabilityRange: ['Liability Coverage must be between $100,000 and $10,000,000'],
    uploadConfirmRequired: ['Please confirm before continuing'],
    firstNameRequired: ['First Name is required'],
    lastNameRequired: ['Last Name is required'],
    fullNameRequired: ['Full name is required'],
    phoneRequired: ['Phone is required'],
    streetMax30: ['Street Address cannot be longer than 30 characters'],
    phoneIncomplete: ['Phone must be formatted as (xxx) xxx - xxxx'],
    confirmPasswordRequired: ['Please confirm your password'],
    passwordMin6: ['Password must be at least 6 characters'],
    passwordMin7: ['Password must be at least 7 characters'],
    termsRequired: ['You must accept the terms'],
    reasonRequired: ['Reason is required'],
    messageRequired: ['Message is required'],
    messageMin30: ['Message must be at least 30 characters'],
    codeSixDigits: ['Code must be 6 digits'],
    emailInUse: ['This email is used by another account.'],
    stateNotAllowed: ['Unfortunately, the product is not currently available in this state.'],
    zipFormat: ['Zip must be 5 digits'],
    unitMax20: ['Unit cannot be longer than 20 characters'],
    cityMax50: ['City cannot be longer than 50 characters'],
    backupCodeFormat: ['Backup code must be 8 characters'],
    dateOfBirthRequired: ['Date of Birth is required'],
    invalidDateOfBirth: ['Invalid date of birth'],
    roommateEmailSameAsTenant: ['Email must be different from your own'],
    cardNumberRequired: ['Card number is required'],
    cvvRequired: ['CVV is required'],
    invalidCvv: ['Invalid CVV'],
    expiryMonthRequired: ['Expiration month is required'],
    expiryYearRequired: ['Expiration year is required'],
    routingNumberRequired: ['Routing number is required'],
    accountNumberRequired: ['Account number is required'],
    invalidAccountNumber: ['Account number must be 4 to 17 digits'],
    accountConfirmationRequired: ['Please confirm your account number'],
  },
};
