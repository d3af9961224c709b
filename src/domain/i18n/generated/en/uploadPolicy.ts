/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadPolicy.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const uploadPolicyTexts: TextArea<{
  continueTitle: { name: TextValue };
  startDate: null;
  endDate: null;
  provider: null;
  policyNumber: null;
  liabilityCoverage: null;
  choosePdf: null;
  fileChosen: null;
  fileAgain: null;
  confirmInterestedParty: { name: TextValue; mailingAddress: TextValue };
  confirmLiability: { amount: TextValue };
  liabilityBelowMinimum: { minimum: TextValue; typed: TextValue };
  checking: null;
  continue: null;
  validateError: null;
  interestedPartyErrorTitle: null;
  doubleCheckTitle: null;
  checkReasonsIntro: null;
  checkUnreadable: null;
  cancel: null;
  uploadAnyway: null;
  resultTitle: null;
  passed: null;
  toFix: null;
  unread: null;
  valid: null;
  needsReview: null;
  overridden: null;
  fieldInterestedParty: null;
  fieldInterestedPartyAddress: null;
  fieldNamedInsured: null;
  fieldPolicyNumber: null;
  fieldPolicyPeriod: null;
  fieldLiability: null;
  fieldInsuredLocation: null;
  tenantInfo: null;
  fileName: null;
  password: null;
  passwordHelp: null;
  noPolicyFound: null;
  uploaded: null;
}> = {
  name: 'uploadPolicy',
  messages: {
    continueTitle: ['Hey ', ['name'], ", let's continue!"],
    startDate: ['Start Date'],
    endDate: ['End Date'],
    provider: ['Insurance Provider'],
    policyNumber: ['Policy Number'],
    liabilityCoverage: ['Liability Coverage'],
    choosePdf: ['Choose PDF'],
    fileChosen: ['Selected file:'],
    fileAgain: ['Your file is not kept when the page reloads. Please select your PDF again.'],
    confirmInterestedParty: [
      'My policy lists ',
      ['name'],
      ' as Interested Party with the mailing address ',
      ['mailingAddress'],
      '.',
    ],
    confirmLiability: ['My policy has at least ', ['amount'], ' in liability coverage.'],
    liabilityBelowMinimum: [
      'This property requires at least ',
      ['minimum'],
      ' of liability coverage. Your policy shows ',
      ['typed'],
      '.',
    ],
    checking: ['Checking your document…'],
    continue: ['Continue'],
    validateError: [
      'Error validating policy. Please try again or contact support if the issue persists.',
    ],
    interestedPartyErrorTitle: ['Interested Party Error'],
    doubleCheckTitle: ["Hold on, let's double check something..."],
    checkReasonsIntro: [
      'We could not confirm everything on your policy. Ask your insurance company to change these, then upload the new declarations page:',
    ],
    checkUnreadable: [
      'We could not read your policy well enough to check it. Please make sure the PDF is your declarations page.',
    ],
    cancel: ['Cancel'],
    uploadAnyway: ['Upload Anyway'],
    resultTitle: ['What we found on your document'],
    passed: ['What we confirmed'],
    toFix: ['What needs fixing'],
    unread: ['What we could not read'],
    valid: ['Your document shows everything your lease requires.'],
    needsReview: [
      'We could not confirm everything on your document, so our team will check it by hand before it is sent to your property manager. You can continue, or upload a clearer declarations page.',
    ],
    overridden: [
      'You chose to upload anyway. Our team will look at your document, but it may not be accepted until the items below are fixed.',
    ],
    fieldInterestedParty: ['Your property manager as Interested Party'],
    fieldInterestedPartyAddress: ["The Interested Party's mailing address"],
    fieldNamedInsured: ['Your name on the policy'],
    fieldPolicyNumber: ['Policy number'],
    fieldPolicyPeriod: ['Policy dates'],
    fieldLiability: ['Personal liability'],
    fieldInsuredLocation: ['The address you rent'],
    tenantInfo: ['Your information'],
    fileName: ['File'],
    password: ['Password'],
    passwordHelp: ['Choose a password for your new account.'],
    noPolicyFound: ['No policy found. Please try again.'],
    uploaded: ['Your insurance has been uploaded successfully!'],
  },
};
