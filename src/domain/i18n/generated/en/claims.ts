/* eslint-disable */
// Generated from src/domain/i18n/catalogs/claims.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const claimsTexts: TextArea<{
  addPhotos: null;
  photosHint: null;
  removePhoto: null;
  photoPreview: { name: TextValue; n: TextValue };
  tooManyPhotos: null;
  heicUnsupported: null;
  photoUnreadable: null;
  photoUploadFailed: null;
  photoNotAvailable: null;
  photoTooLarge: { name: TextValue };
  photoWrongType: { name: TextValue };
  submitClaim: null;
  reportTitle: null;
  submitting: null;
  submitFailed: null;
  submitted: null;
  typeLabel: null;
  phoneLabel: null;
  addressLabel: null;
  timeLabel: null;
  descriptionLabel: null;
  propertyLabel: null;
  payeeLabel: null;
  habitableLabel: null;
  vacatedLabel: null;
  policeLabel: null;
  additionalLabel: null;
  typeLiability: null;
  typeProperty: null;
  yes: null;
  no: null;
  step: { n: TextValue; total: TextValue; title: TextValue };
  stepWhat: null;
  stepDamage: null;
  stepContact: null;
  stepReview: null;
  policyLabel: null;
  next: null;
  back: null;
  edit: null;
  dateLabel: null;
  dateHint: null;
  dateInvalid: null;
  dateInFuture: null;
  timeOfDayLabel: null;
  timeOfDayInvalid: null;
  phoneHint: null;
  addressHint: null;
  payeeHint: null;
  reviewIntro: null;
  notGiven: null;
  photosCount: null;
  dateAtTime: { date: TextValue; time: TextValue };
  dateOnly: { date: TextValue };
  timeAm: { time: TextValue };
  timePm: { time: TextValue };
  partnerTitle: null;
  partnerReport: { policy: TextValue };
  partnerHistory: { policy: TextValue };
  partnerReportButton: null;
  partnerHistoryButton: null;
  opensSite: { site: TextValue };
  partnerNoPortal: { email: TextValue; phone: TextValue };
  partnerHelp: { email: TextValue; phone: TextValue };
}> = {
  name: 'claims',
  messages: {
    addPhotos: ['Add photos'],
    photosHint: ['Photos of the damage help us settle your claim. JPEG or PNG, up to 10 MB each.'],
    removePhoto: ['Remove photo'],
    photoPreview: [['name'], ' (', ['n'], ')'],
    tooManyPhotos: ['You can add up to 10 photos to a claim.'],
    heicUnsupported: [
      'HEIC photos cannot be read yet. Please set your camera to "Most Compatible" (JPEG) or send a screenshot.',
    ],
    photoUnreadable: ['This file is not a readable JPEG or PNG image.'],
    photoUploadFailed: ['A photo could not be uploaded. Please try again.'],
    photoNotAvailable: ['One of the photos is not available. Please add it again.'],
    photoTooLarge: [['name'], ' is larger than 10 MB. Please choose a smaller photo.'],
    photoWrongType: [['name'], ' is not a JPEG or PNG photo.'],
    submitClaim: ['Submit Claim'],
    reportTitle: ['Report a Claim'],
    submitting: ['Submitting your claim…'],
    submitFailed: ['Your claim could not be submitted. Please try again.'],
    submitted: ['Your claim has been submitted!'],
    typeLabel: ['Type of claim'],
    phoneLabel: ['Phone'],
    addressLabel: ['Address where the loss happened'],
    timeLabel: ['When did it happen?'],
    descriptionLabel: ['How did the loss or damage occur?'],
    propertyLabel: ['Describe the property damage/loss'],
    payeeLabel: ['Payee'],
    habitableLabel: ['Is your home habitable?'],
    vacatedLabel: ['Have you vacated your home?'],
    policeLabel: ['Was a police report filed?'],
    additionalLabel: ['Additional details (optional)'],
    typeLiability: ['Liability Claim'],
    typeProperty: ['Property Claim'],
    yes: ['Yes'],
    no: ['No'],
    step: ['Step ', ['n'], ' of ', ['total'], ': ', ['title']],
    stepWhat: ['What happened'],
    stepDamage: ['The damage'],
    stepContact: ['Contact and payment'],
    stepReview: ['Check and send'],
    policyLabel: ['Policy'],
    next: ['Next'],
    back: ['Back'],
    edit: ['Edit'],
    dateLabel: ['Date of the loss'],
    dateHint: ['The day it happened or you found it. Not a future date.'],
    dateInvalid: ['Enter the date as MM/DD/YYYY'],
    dateInFuture: ['The date cannot be in the future'],
    timeOfDayLabel: ['About what time? (optional)'],
    timeOfDayInvalid: ['Enter a time such as 07:30 PM'],
    phoneHint: ['From your account. Change it if we should call another number.'],
    addressHint: ["Your policy's address. Change it if the loss happened somewhere else."],
    payeeHint: [
      'Who should receive the payment: usually you, the policyholder. For a liability claim it may be the person or business you damaged.',
    ],
    reviewIntro: ['Check your answers before you send the claim.'],
    notGiven: ['Not given'],
    photosCount: ['Photos'],
    dateAtTime: [['date'], ' at ', ['time']],
    dateOnly: [['date']],
    timeAm: [['time'], ' AM'],
    timePm: [['time'], ' PM'],
    partnerTitle: ['Claims go to your insurance carrier'],
    partnerReport: [
      'Your policy ',
      ['policy'],
      " is with our partner carrier, so you report a claim on it on the carrier's website, not here.",
    ],
    partnerHistory: [
      'Your policy ',
      ['policy'],
      " is with our partner carrier, so its claims and their progress are on the carrier's website, not here.",
    ],
    partnerReportButton: ["Report a Claim on the Carrier's Website"],
    partnerHistoryButton: ["See Your Claims on the Carrier's Website"],
    opensSite: ['Opens ', ['site'], ' in a new tab.'],
    partnerNoPortal: [
      'Call the claims number on your policy documents, or contact us at ',
      ['email'],
      ' or ',
      ['phone'],
      ' and we will help.',
    ],
    partnerHelp: ['Questions about a claim? Contact us at ', ['email'], ' or ', ['phone'], '.'],
  },
};
