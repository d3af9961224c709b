import { personalInformationTexts } from '../i18n/generated/en/personalInformation';
import { englishFormatter, plainTexts } from '../i18n/texts';

// docs/product.md "Account pages" personal-information texts, in English, from the
// `personalInformation` catalog (the screen and its dialogs show them through it, in the tenant's
// language).

const p = /* @__PURE__ */ plainTexts(personalInformationTexts);

export const personalInfoTexts = {
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  email: p.email,
  billingAddress: p.billingAddress,
  headsUpBody: p.headsUpBody,
  confirmAddress: p.confirmAddress,
  editAddress: p.editAddress,
  emailCodeTitle: p.emailCodeTitle,
  code: p.code,
  confirm: p.confirm,
  resendCode: p.resendCode,
  cancel: p.cancel,
  emailChanged: p.emailChanged,
  saveFailed: p.saveFailed,
} as const;

/** The e-mail change dialog's intro, naming the new address. */
export const emailCodeIntro = (email: string) =>
  englishFormatter(personalInformationTexts)('emailCodeIntro', { email });
