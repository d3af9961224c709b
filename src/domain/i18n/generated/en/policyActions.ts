/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyActions.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const policyActionsTexts: TextArea<{
  changeAddress: null;
  cancelPolicy: null;
  sendMessage: null;
  addPerson: null;
  uploadNewPolicy: null;
  close: null;
  back: null;
  seeAmounts: null;
  cancelTitle: null;
  cancelIntro: null;
  cancelReasonLabel: null;
  reasonMovingOut: null;
  reasonOtherInsurance: null;
  reasonCost: null;
  reasonNoNeed: null;
  reasonOther: null;
  cancelDateLabel: null;
  cancelConfirm: null;
  cancelSummary: { date: TextValue };
  paidLabel: null;
  earnedLabel: null;
  refundLabel: null;
  noRefund: null;
  refundNote: null;
  managerNote: null;
  moveTitle: null;
  moveIntro: null;
  streetLabel: null;
  unitLabel: null;
  cityLabel: null;
  stateLabel: null;
  zipLabel: null;
  moveDateLabel: null;
  moveConfirm: null;
  newAddressLabel: null;
  addressCorrected: null;
  currentPremiumLabel: null;
  newPremiumLabel: null;
  owedLabel: null;
  refundedLabel: null;
  noDifference: null;
  owedNote: null;
  amountChanged: null;
  genericError: null;
  messageTitle: null;
  policyLabel: null;
  generalPolicy: null;
  reasonLabel: null;
  messageLabel: null;
  send: null;
  messageFailed: null;
  messageCounter: { length: TextValue; minimum: TextValue };
  addPersonTitle: null;
  addPersonIntro: null;
  roleLabel: null;
  roleRoommate: null;
  roleSpouse: null;
  roleAuthorizedUser: null;
  roommateTaken: null;
  firstNameLabel: null;
  lastNameLabel: null;
  emailLabel: null;
  noteLabel: null;
  sendRequest: null;
  additionSent: null;
  uploadTitle: null;
  uploadIntro: null;
  getInsurance: { brand: TextValue };
  getInsuranceHelp: null;
  uploadInsurance: null;
  uploadInsuranceHelp: null;
  policyCancelled: null;
  policyAddressUpdated: null;
  requiresInsurance: { manager: TextValue };
}> = {
  name: 'policyActions',
  messages: {
    changeAddress: ['Change Address'],
    cancelPolicy: ['Cancel Policy'],
    sendMessage: ['Send us a Message'],
    addPerson: ['Add Someone'],
    uploadNewPolicy: ['Upload New Policy'],
    close: ['Close'],
    back: ['Back'],
    seeAmounts: ['Continue'],
    cancelTitle: ['Cancel your policy'],
    cancelIntro: [
      'Tell us why and when your cover should end. You will see the refund before anything changes.',
    ],
    cancelReasonLabel: ['Reason for cancelling'],
    reasonMovingOut: ['I am moving out'],
    reasonOtherInsurance: ['I found other insurance'],
    reasonCost: ['It costs too much'],
    reasonNoNeed: ['I no longer need renters insurance'],
    reasonOther: ['Other'],
    cancelDateLabel: ['Cover ends on'],
    cancelConfirm: ['Cancel my policy'],
    cancelSummary: ['Your cover ends on ', ['date'], '.'],
    paidLabel: ['Premium paid for this term'],
    earnedLabel: ['Premium for the days you were covered'],
    refundLabel: ['Refund to your payment method'],
    noRefund: [
      'There is nothing to refund: what you paid covers the days you were insured. Nothing more will be charged.',
    ],
    refundNote: ['The refund reaches your account in 5 to 10 business days.'],
    managerNote: ['We will tell your property manager that the policy ends on that day.'],
    moveTitle: ['Move your policy to a new address'],
    moveIntro: [
      'Your coverages stay the same. The price is worked out again for the new address from the day you move.',
    ],
    streetLabel: ['Street Address'],
    unitLabel: ['Unit'],
    cityLabel: ['City'],
    stateLabel: ['State'],
    zipLabel: ['Zip'],
    moveDateLabel: ['Moving date'],
    moveConfirm: ['Move my policy'],
    newAddressLabel: ['New insured address'],
    addressCorrected: ['We use the address as the carrier knows it.'],
    currentPremiumLabel: ['Yearly premium now'],
    newPremiumLabel: ['Yearly premium at the new address'],
    owedLabel: ['Extra for the rest of this term'],
    refundedLabel: ['Refund for the rest of this term'],
    noDifference: ['The price does not change.'],
    owedNote: ['The extra amount is added to your remaining payments.'],
    amountChanged: ['The amounts changed since you opened this. Please check them again.'],
    genericError: [
      'There was an error processing your request. Please try again or contact support if the issue persists.',
    ],
    messageTitle: ['Send us a message'],
    policyLabel: ['Policy'],
    generalPolicy: ['General question'],
    reasonLabel: ['Reason'],
    messageLabel: ['Message'],
    send: ['Send'],
    messageFailed: ['Your message could not be sent. Please try again.'],
    messageCounter: [['length'], ' / ', ['minimum'], ' characters minimum'],
    addPersonTitle: ['Add someone to your policy'],
    addPersonIntro: [
      'Tell us who to add. Our support team updates the policy and lets you know by e-mail.',
    ],
    roleLabel: ['Who are you adding?'],
    roleRoommate: ['A roommate'],
    roleSpouse: ['My spouse or domestic partner'],
    roleAuthorizedUser: ['An authorized user (can pay the bill or manage the policy)'],
    roommateTaken: ['This policy already has a roommate. A policy can have at most one roommate.'],
    firstNameLabel: ['First Name'],
    lastNameLabel: ['Last Name'],
    emailLabel: ['Email'],
    noteLabel: ['Anything we should know (optional)'],
    sendRequest: ['Send request'],
    additionSent: ['Your request has been sent. We will e-mail you when your policy is updated.'],
    uploadTitle: ['Add a policy'],
    uploadIntro: [
      'Buy renters insurance from us in a few minutes, or show us a policy you already have.',
    ],
    getInsurance: ['Get insurance through ', ['brand']],
    getInsuranceHelp: ['Get a quote and buy a policy for your rental.'],
    uploadInsurance: ['Upload your insurance'],
    uploadInsuranceHelp: ['Send us the declarations page of a policy from another company.'],
    policyCancelled: ['Your policy has been cancelled!'],
    policyAddressUpdated: ['Your policy address has been updated'],
    requiresInsurance: [
      'Your lease requires renters insurance. If you cancel, we will tell ',
      ['manager'],
      ' that this policy ends on the day you choose. Make sure you have another policy by then.',
    ],
  },
};
