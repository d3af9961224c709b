// Upload wizard texts (docs/product.md "Upload wizard", "States", "Calls", "Messages") in English,
// from the wizard's catalogs: `upload` (the route's frame, step 0, the failure screen),
// `uploadAccount`, `uploadPolicy`, `uploadDone` (each step's own) and `uploadAnswers` (the upload
// endpoints' refusals). The screens show them through those catalogs in the tenant's language; the
// server answers its refusals in the request's (src/server/answerLanguage.ts). The policy form's
// field messages are `validation`'s; what goes to support stays English (../upload/supportRequest).
//
// Each group is built in a pure call, so a script that imports one export of this file (the
// server, a test) does not carry the catalogs of the others.
import { uploadTexts as uploadArea } from '../i18n/generated/en/upload';
import { uploadAccountTexts } from '../i18n/generated/en/uploadAccount';
import { uploadAnswersTexts } from '../i18n/generated/en/uploadAnswers';
import { uploadDoneTexts } from '../i18n/generated/en/uploadDone';
import { uploadPolicyTexts } from '../i18n/generated/en/uploadPolicy';
import { englishFormatter, plainTexts } from '../i18n/texts';
import { ACCOUNT_NOT_FOUND_SUBJECT, UPLOAD_CONTACT_TOPIC } from '../upload/supportRequest';
import { validationMessages as v } from './validation';

export { accountNotFoundBody, accountNotFoundSubject } from '../upload/supportRequest';

const w = /* @__PURE__ */ plainTexts(uploadArea);
const a = /* @__PURE__ */ plainTexts(uploadAccountTexts);
const p = /* @__PURE__ */ plainTexts(uploadPolicyTexts);
const d = /* @__PURE__ */ plainTexts(uploadDoneTexts);
const formatAccount = /* @__PURE__ */ englishFormatter(uploadAccountTexts);
const formatPolicy = /* @__PURE__ */ englishFormatter(uploadPolicyTexts);

/** docs/product.md "Upload wizard", "States", "Calls", "Messages" upload-wizard texts. */
export const uploadMessages = /* @__PURE__ */ (() => ({
  userExists: w.userExists,
  // The documented text whole; the screen makes its 'click here' the contact dialog's link.
  accountIssue: formatAccount('accountIssue', { link: a.clickHere }),
  validateError: p.validateError,
  uploadError: w.uploadError,
  somethingWentWrong: w.somethingWentWrong,
  doubleCheckTitle: p.doubleCheckTitle,
  interestedPartyErrorTitle: p.interestedPartyErrorTitle,
  uploadAnyway: p.uploadAnyway,
  cancel: p.cancel,
  noPolicyFound: p.noPolicyFound,
  unknownStep: w.unknownStep,
  step0Title: w.step0Title,
  uploadPdf: w.uploadPdf,
  findAccount: a.findAccount,
  continue: p.continue,
  successBody: d.successBody,
  /** The success body's first sentence alone: said when a required next step follows. */
  successVerify: d.successVerify,
  successNextStep: d.successNextStep,
  resetForm: w.resetForm,
  contactUs: w.contactUs,
  accountNotFoundSubject: ACCOUNT_NOT_FOUND_SUBJECT,
}))();

/** docs/product.md "Upload wizard" "Hey {name}, let's continue!" */
export const uploadContinueTitle = (name: string): string =>
  formatPolicy('continueTitle', { name });

/** docs/product.md "Upload wizard" '{name}, your policy has been successfully uploaded!' */
export const uploadSuccessTitle = (name: string): string =>
  englishFormatter(uploadDoneTexts)('successTitle', { name });

/**
 * The wizard's other words: labels, headings, the step-0 explanation and the short notes
 * docs/product.md describes without quoting (its quoted texts are above and in validation.ts /
 * notices.ts).
 */
export const uploadTexts = /* @__PURE__ */ (() => ({
  progress: w.progress,
  logIn: w.logIn,
  clickHere: a.clickHere,
  email: w.email,
  firstName: w.firstName,
  lastName: w.lastName,
  phone: a.phone,
  unit: a.unit,
  address: w.address,
  managementCompany: w.managementCompany,
  managementCompanyAddress: a.managementCompanyAddress,
  managementCompanyName: a.managementCompanyName,
  next: a.next,
  findAccountTitle: w.findAccountTitle,
  findAccountIntro: a.findAccountIntro,
  personalTitle: a.personalTitle,
  rentalTitle: a.rentalTitle,
  startDate: p.startDate,
  endDate: p.endDate,
  provider: p.provider,
  policyNumber: p.policyNumber,
  liabilityCoverage: p.liabilityCoverage,
  choosePdf: p.choosePdf,
  fileChosen: p.fileChosen,
  fileAgain: p.fileAgain,
  reviewTitle: w.reviewTitle,
  tenantInfo: p.tenantInfo,
  policyInfo: w.policyInfo,
  password: p.password,
  passwordHelp: p.passwordHelp,
  fileName: p.fileName,
  checkReasonsIntro: p.checkReasonsIntro,
  checkUnreadable: p.checkUnreadable,
  contactTitle: a.contactTitle,
  contactIntro: a.contactIntro,
  contactSend: a.contactSend,
  contactSent: a.contactSent,
  contactFailed: a.contactFailed,
  close: a.close,
  verifyTitle: d.verifyTitle,
  verify: d.verify,
  passwordAgain: d.passwordAgain,
  signInFailed: d.signInFailed,
  contactTopic: UPLOAD_CONTACT_TOPIC,
}))();

/** docs/product.md "Upload wizard" step 0: the interested-party explanation (the company and the PO box mailbox). */
export const interestedPartyExplanation = (mailingAddress: string): string =>
  englishFormatter(uploadArea)('interestedPartyExplanation', { mailingAddress });
export const notAcceptedWarning = /* @__PURE__ */ (() => w.notAcceptedWarning)();

/** docs/product.md "Validation" rules docs/product.md states without a text (start, end, provider, number, liability, password). */
export const uploadFieldMessages = /* @__PURE__ */ (() => ({
  startDateRequired: v.uploadStartDateRequired,
  endDateRequired: v.uploadEndDateRequired,
  endBeforeStart: v.uploadEndBeforeStart,
  providerRequired: v.uploadProviderRequired,
  policyNumberRequired: v.uploadPolicyNumberRequired,
  liabilityRequired: v.uploadLiabilityRequired,
  liabilityRange: v.uploadLiabilityRange,
  confirmRequired: v.uploadConfirmRequired,
  emailRequired: v.emailRequired,
}))();

/**
 * Why an uploaded proof PDF is refused (checked by its content, never its name; docs/security.md
 * "Uploaded files"): the server answers them as 400 (413 for the size, 503 when its readers are
 * busy), in the request's language.
 */
export const proofFileMessages = /* @__PURE__ */ (() => {
  const r = plainTexts(uploadAnswersTexts);
  return {
    notPdf: r.notPdf,
    tooLarge: r.tooLarge,
    damaged: r.damaged,
    encrypted: r.encrypted,
    javascript: r.javascript,
    embeddedFiles: r.embeddedFiles,
    // The caps checked before a PDF is opened.
    tooComplex: r.tooComplex,
    tooManyPages: r.tooManyPages,
    imageTooLarge: r.imageTooLarge,
    // A reader killed past its time or memory (proofs/reader/pool.ts).
    readLimits: r.readLimits,
    readersBusy: r.readersBusy,
  };
})();

/** Upload rules docs/product.md states without a text (docs/product.md "Records" upload payload). */
export const uploadRuleMessages = /* @__PURE__ */ (() => {
  const r = plainTexts(uploadAnswersTexts);
  return { propertyManagerUnknown: r.propertyManagerUnknown, leaseNotFound: r.leaseNotFound };
})();

/**
 * A liability the tenant typed below the property's minimum is refused at once (the
 * policy form and the server's validate and upload), naming the minimum. Amounts as '$300,000'.
 * (The rule itself: domain/upload/liability.ts, a phrase.)
 */
export const liabilityBelowMinimum = (minimum: string, typed: string): string =>
  formatPolicy('liabilityBelowMinimum', { minimum, typed });
