import { claimHistoryTexts } from '../i18n/generated/en/claimHistory';
import { claimsTexts } from '../i18n/generated/en/claims';
import { englishFormatter, plainTexts } from '../i18n/texts';

// Claim texts of the photos, the number and the status timeline, in English, from the `claims` and
// `claimHistory` catalogs (the screens show them through those, in the tenant's language; the
// server answers these refusals in English). The docs/product.md "Validation" form messages live in validation.ts and
// 'Your claim has been submitted!' in notices.ts.

const c = /* @__PURE__ */ plainTexts(claimsTexts);
const h = /* @__PURE__ */ plainTexts(claimHistoryTexts);
const format = /* @__PURE__ */ englishFormatter(claimsTexts);
const formatHistory = /* @__PURE__ */ englishFormatter(claimHistoryTexts);

export const claimMessages = {
  addPhotos: c.addPhotos,
  photosHint: c.photosHint,
  removePhoto: c.removePhoto,
  tooManyPhotos: c.tooManyPhotos,
  heicUnsupported: c.heicUnsupported,
  photoUnreadable: c.photoUnreadable,
  photoUploadFailed: c.photoUploadFailed,
  photoNotAvailable: c.photoNotAvailable,
  submitClaim: c.submitClaim,
  reportTitle: c.reportTitle,
  historyTitle: h.historyTitle,
  submitting: c.submitting,
  submitFailed: c.submitFailed,
  typeLabel: c.typeLabel,
  phoneLabel: c.phoneLabel,
  addressLabel: c.addressLabel,
  timeLabel: c.timeLabel,
  descriptionLabel: c.descriptionLabel,
  propertyLabel: c.propertyLabel,
  payeeLabel: c.payeeLabel,
  habitableLabel: c.habitableLabel,
  vacatedLabel: c.vacatedLabel,
  policeLabel: c.policeLabel,
  additionalLabel: c.additionalLabel,
  loadFailed: h.loadFailed,
  noClaims: h.noClaims,
  statusTimeline: h.statusTimeline,
  // The form in steps
  stepWhat: c.stepWhat,
  stepDamage: c.stepDamage,
  stepContact: c.stepContact,
  stepReview: c.stepReview,
  policyLabel: c.policyLabel,
  next: c.next,
  back: c.back,
  edit: c.edit,
  dateLabel: c.dateLabel,
  dateHint: c.dateHint,
  dateInvalid: c.dateInvalid,
  dateInFuture: c.dateInFuture,
  timeOfDayLabel: c.timeOfDayLabel,
  timeOfDayInvalid: c.timeOfDayInvalid,
  phoneHint: c.phoneHint,
  addressHint: c.addressHint,
  payeeHint: c.payeeHint,
  reviewIntro: c.reviewIntro,
  notGiven: c.notGiven,
  photosCount: c.photosCount,
  // After filing (claim history)
  confirmationTitle: h.confirmationTitle,
  nextStepsTitle: h.nextStepsTitle,
  outcome: h.outcome,
} as const;

/** 'Step 2 of 4: The damage'. */
export const claimStepText = (n: number, of: number, title: string) =>
  format('step', { n, total: of, title });
/** The confirmation on claim history after filing. */
export const claimReceivedText = (n: string, date: string) =>
  formatHistory('received', { claim: n, date });

/** Formatters of the claim texts with a placeholder (the groups above hold plain strings). */
export const photoTooLargeText = (name: string) => format('photoTooLarge', { name });
export const photoWrongTypeText = (name: string) => format('photoWrongType', { name });
export const claimNumberText = (n: string) => formatHistory('claimNumber', { claim: n });
export const claimPhotosText = (n: string) => formatHistory('claimPhotos', { claim: n });
export const claimFiledText = (date: string) => formatHistory('filed', { date });
