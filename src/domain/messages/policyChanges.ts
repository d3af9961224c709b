// Texts of a tenant's own changes to a policy (auto renewal, cancellation, a move) and of the
// requests to support (docs/product.md "States" auto renewal, "Validation", "Messages").
// docs/product.md quotes only the success notices (successMessages); these are the refusals it
// implies.

export const policyChangeMessages = {
  policyNotFound: 'Policy not found',
  policyInactive: 'This policy is no longer active.',
  alreadyCancelled: 'This policy has already been cancelled.',
  renewalLocked:
    'Auto renewal was turned off within 90 days of the renewal date. Please contact support to change it.',
  reasonRequired: 'Please tell us why you are cancelling.',
  cancellationBeforeToday: 'The cancellation date cannot be in the past.',
  cancellationBeforeStart: 'The cancellation date cannot be before the policy start date.',
  cancellationAfterEnd: 'The cancellation date cannot be after the policy end date.',
  moveBeforeToday: 'The move date cannot be in the past.',
  moveOutsideTerm: 'The move date must be within the policy term.',
  alreadyAtAddress: 'Your policy is already at this address. Nothing was changed.',
  amountChanged:
    'The amount has changed since it was shown to you. Please review the new amount and confirm again.',
  roommateLimit: 'This policy already has a roommate. A policy can have at most one roommate.',
  policyRequired: 'Please choose the policy to add this person to.',
  roleRequired: 'Please choose who you are adding.',
  dateRequired: 'Date is required',
  zipInvalid: 'Zip must be 5 digits',
} as const;

// The dashboard's own actions: cancelling or moving a policy (amounts shown before confirming),
// the message modal and the Upload New Policy modal. docs/product.md names these flows and their
// success notices (docs/product.md "Dashboard", "Messages") but not their wording; these are the
// product's.
/** The buttons that open the flows (on the dashboard itself; the rest loads with the dialogs). */
export const policyActionLabels = {
  changeAddress: 'Change Address',
  cancelPolicy: 'Cancel Policy',
  sendMessage: 'Send us a Message',
  addPerson: 'Add Someone',
} as const;

export const policyChangeTexts = {
  ...policyActionLabels,
  close: 'Close',
  back: 'Back',
  seeAmounts: 'Continue',
  cancelTitle: 'Cancel your policy',
  cancelIntro:
    'Tell us why and when your cover should end. You will see the refund before anything changes.',
  cancelReasonLabel: 'Reason for cancelling',
  cancelDateLabel: 'Cover ends on',
  cancelConfirm: 'Cancel my policy',
  paidLabel: 'Premium paid for this term',
  earnedLabel: 'Premium for the days you were covered',
  refundLabel: 'Refund to your payment method',
  noRefund:
    'There is nothing to refund: what you paid covers the days you were insured. Nothing more will be charged.',
  refundNote: 'The refund reaches your account in 5 to 10 business days.',
  managerNote: 'We will tell your property manager that the policy ends on that day.',
  moveTitle: 'Move your policy to a new address',
  moveIntro:
    'Your coverages stay the same. The price is worked out again for the new address from the day you move.',
  streetLabel: 'Street Address',
  unitLabel: 'Unit',
  cityLabel: 'City',
  stateLabel: 'State',
  zipLabel: 'Zip',
  moveDateLabel: 'Moving date',
  moveConfirm: 'Move my policy',
  newAddressLabel: 'New insured address',
  addressCorrected: 'We use the address as the carrier knows it.',
  currentPremiumLabel: 'Yearly premium now',
  newPremiumLabel: 'Yearly premium at the new address',
  owedLabel: 'Extra for the rest of this term',
  refundedLabel: 'Refund for the rest of this term',
  noDifference: 'The price does not change.',
  owedNote: 'The extra amount is added to your remaining payments.',
  amountChanged: 'The amounts changed since you opened this. Please check them again.',
  genericError:
    'There was an error processing your request. Please try again or contact support if the issue persists.',
  // Send a Message modal (docs/product.md "Dashboard", "Validation")
  messageTitle: 'Send us a message',
  policyLabel: 'Policy',
  generalPolicy: 'General question',
  reasonLabel: 'Reason',
  messageLabel: 'Message',
  send: 'Send',
  messageFailed: 'Your message could not be sent. Please try again.',
  // Adding someone to a policy (docs/product.md "Who may do what"; POST /requestAddition)
  addPersonTitle: 'Add someone to your policy',
  addPersonIntro:
    'Tell us who to add. Our support team updates the policy and lets you know by e-mail.',
  roleLabel: 'Who are you adding?',
  roleRoommate: 'A roommate',
  roleSpouse: 'My spouse or domestic partner',
  roleAuthorizedUser: 'An authorized user (can pay the bill or manage the policy)',
  roommateTaken: 'This policy already has a roommate. A policy can have at most one roommate.',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  emailLabel: 'Email',
  noteLabel: 'Anything we should know (optional)',
  sendRequest: 'Send request',
  additionSent: 'Your request has been sent. We will e-mail you when your policy is updated.',
  // Upload New Policy modal (docs/product.md "Dashboard")
  uploadTitle: 'Add a policy',
  uploadIntro:
    'Buy renters insurance from us in a few minutes, or show us a policy you already have.',
  getInsuranceHelp: 'Get a quote and buy a policy for your rental.',
  uploadInsurance: 'Upload your insurance',
  uploadInsuranceHelp: 'Send us the declarations page of a policy from another company.',
} as const;

export const cancelSummaryText = (date: string) => `Your cover ends on ${date}.`;
export const messageCounterText = (length: number, minimum: number) =>
  `${length} / ${minimum} characters minimum`;
/** docs/product.md "Dashboard" Upload New Policy: 'get insurance through the product' (the brand's name). */
export const getInsuranceText = (brand: string) => `Get insurance through ${brand}`;
