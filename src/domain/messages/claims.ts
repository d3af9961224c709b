// Claim texts of the photos, the number and the status timeline. The docs/product.md
// "Validation" form messages live in validation.ts and 'Your claim has been submitted!' in
// notices.ts.

export const claimMessages = {
  addPhotos: 'Add photos',
  photosHint: 'Photos of the damage help us settle your claim. JPEG or PNG, up to 10 MB each.',
  removePhoto: 'Remove photo',
  tooManyPhotos: 'You can add up to 10 photos to a claim.',
  heicUnsupported:
    'HEIC photos cannot be read yet. Please set your camera to "Most Compatible" (JPEG) or send a screenshot.',
  photoUnreadable: 'This file is not a readable JPEG or PNG image.',
  photoUploadFailed: 'A photo could not be uploaded. Please try again.',
  photoNotAvailable: 'One of the photos is not available. Please add it again.',
  submitClaim: 'Submit Claim',
  reportTitle: 'Report a Claim',
  historyTitle: 'Claim History',
  submitting: 'Submitting your claim…',
  submitFailed: 'Your claim could not be submitted. Please try again.',
  typeLabel: 'Type of claim',
  phoneLabel: 'Phone',
  addressLabel: 'Address where the loss happened',
  timeLabel: 'When did it happen?',
  descriptionLabel: 'How did the loss or damage occur?',
  propertyLabel: 'Describe the property damage/loss',
  payeeLabel: 'Payee',
  habitableLabel: 'Is your home habitable?',
  vacatedLabel: 'Have you vacated your home?',
  policeLabel: 'Was a police report filed?',
  additionalLabel: 'Additional details (optional)',
  loadFailed: 'Your claims could not be loaded. Please try again.',
  noClaims: 'You have not reported any claims for this policy.',
  statusTimeline: 'Status',
  // The form in steps
  stepWhat: 'What happened',
  stepDamage: 'The damage',
  stepContact: 'Contact and payment',
  stepReview: 'Check and send',
  policyLabel: 'Policy',
  next: 'Next',
  back: 'Back',
  edit: 'Edit',
  dateLabel: 'Date of the loss',
  dateHint: 'The day it happened or you found it. Not a future date.',
  dateInvalid: 'Enter the date as MM/DD/YYYY',
  dateInFuture: 'The date cannot be in the future',
  timeOfDayLabel: 'About what time? (optional)',
  timeOfDayInvalid: 'Enter a time such as 07:30 PM',
  phoneHint: 'From your account. Change it if we should call another number.',
  addressHint: "Your policy's address. Change it if the loss happened somewhere else.",
  payeeHint:
    'Who should receive the payment: usually you, the policyholder. For a liability claim it may be the person or business you damaged.',
  reviewIntro: 'Check your answers before you send the claim.',
  notGiven: 'Not given',
  photosCount: 'Photos',
  // After filing (claim history)
  confirmationTitle: 'Claim received',
  nextStepsTitle: 'What happens next',
  outcome: 'Outcome',
} as const;

/** 'Step 2 of 4: The damage'. */
export const claimStepText = (n: number, of: number, title: string) =>
  `Step ${n} of ${of}: ${title}`;
/** The confirmation on claim history after filing. */
export const claimReceivedText = (n: string, date: string) =>
  `We received your claim ${n} on ${date}.`;

/** Formatters of the claim texts with a placeholder (the groups above hold plain strings). */
export const photoTooLargeText = (name: string) =>
  `${name} is larger than 10 MB. Please choose a smaller photo.`;
export const photoWrongTypeText = (name: string) => `${name} is not a JPEG or PNG photo.`;
export const claimNumberText = (n: string) => `Claim ${n}`;
export const claimPhotosText = (n: string) => `Photos of claim ${n}`;
export const claimFiledText = (date: string) => `Filed ${date}`;
