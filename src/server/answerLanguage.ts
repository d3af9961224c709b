// The language of the server's answers (docs/i18n.md "Texts from rules"): handlers and the
// domain's rules produce the spec's English texts; an answer's message leaves in the language of
// the request's Accept-Language (the client sends the app's), when a catalog has that text.
import { setupI18n, type I18n } from '@lingui/core';
import addressEs from '../domain/i18n/generated/es/address';
import answersEs from '../domain/i18n/generated/es/answers';
import refusalsEs from '../domain/i18n/generated/es/refusals';
import { refusalsTexts } from '../domain/i18n/generated/en/refusals';
import dashboardEs from '../domain/i18n/generated/es/dashboard';
import paymentsEs from '../domain/i18n/generated/es/payments';
import claimsEs from '../domain/i18n/generated/es/claims';
import policyChangesEs from '../domain/i18n/generated/es/policyChanges';
import accountMailEs from '../domain/i18n/generated/es/accountMail';
import claimMailEs from '../domain/i18n/generated/es/claimMail';
import exportReadmeEs from '../domain/i18n/generated/es/exportReadme';
import pwaEs from '../domain/i18n/generated/es/pwa';
import { pwaTexts } from '../domain/i18n/generated/en/pwa';
import { exportReadmeTexts } from '../domain/i18n/generated/en/exportReadme';
import codeMailEs from '../domain/i18n/generated/es/codeMail';
import methodWordsEs from '../domain/i18n/generated/es/methodWords';
import paymentMailEs from '../domain/i18n/generated/es/paymentMail';
import policyMailEs from '../domain/i18n/generated/es/policyMail';
import proofMailEs from '../domain/i18n/generated/es/proofMail';
import purchaseMailEs from '../domain/i18n/generated/es/purchaseMail';
import leaseEs from '../domain/i18n/generated/es/lease';
import onboardingEs from '../domain/i18n/generated/es/onboarding';
import sessionEs from '../domain/i18n/generated/es/session';
import twoFactorEs from '../domain/i18n/generated/es/twoFactor';
import validationEs from '../domain/i18n/generated/es/validation';
import { addressTexts } from '../domain/i18n/generated/en/address';
import { answersTexts } from '../domain/i18n/generated/en/answers';
import { dashboardTexts } from '../domain/i18n/generated/en/dashboard';
import { paymentsTexts } from '../domain/i18n/generated/en/payments';
import { claimsTexts } from '../domain/i18n/generated/en/claims';
import { policyChangesTexts } from '../domain/i18n/generated/en/policyChanges';
import { accountMailTexts } from '../domain/i18n/generated/en/accountMail';
import { claimMailTexts } from '../domain/i18n/generated/en/claimMail';
import { codeMailTexts } from '../domain/i18n/generated/en/codeMail';
import { methodWordsTexts } from '../domain/i18n/generated/en/methodWords';
import { paymentMailTexts } from '../domain/i18n/generated/en/paymentMail';
import { policyMailTexts } from '../domain/i18n/generated/en/policyMail';
import { proofMailTexts } from '../domain/i18n/generated/en/proofMail';
import { purchaseMailTexts } from '../domain/i18n/generated/en/purchaseMail';
import { leaseTexts } from '../domain/i18n/generated/en/lease';
import { onboardingTexts } from '../domain/i18n/generated/en/onboarding';
import { sessionTexts } from '../domain/i18n/generated/en/session';
import { twoFactorTexts } from '../domain/i18n/generated/en/twoFactor';
import { validationTexts } from '../domain/i18n/generated/en/validation';
import couponsEs from '../domain/i18n/generated/es/coupons';
import coverageStatusEs from '../domain/i18n/generated/es/coverageStatus';
import { couponsTexts } from '../domain/i18n/generated/en/coupons';
import { coverageStatusTexts } from '../domain/i18n/generated/en/coverageStatus';
import paymentMethodEs from '../domain/i18n/generated/es/paymentMethod';
import { paymentMethodTexts } from '../domain/i18n/generated/en/paymentMethod';
import deleteAccountEs from '../domain/i18n/generated/es/deleteAccount';
import { deleteAccountTexts } from '../domain/i18n/generated/en/deleteAccount';
import myDataEs from '../domain/i18n/generated/es/myData';
import { myDataTexts } from '../domain/i18n/generated/en/myData';
import uploadEs from '../domain/i18n/generated/es/upload';
import { uploadTexts } from '../domain/i18n/generated/en/upload';
import uploadPolicyEs from '../domain/i18n/generated/es/uploadPolicy';
import { uploadPolicyTexts } from '../domain/i18n/generated/en/uploadPolicy';
import uploadAnswersEs from '../domain/i18n/generated/es/uploadAnswers';
import paymentEs from '../domain/i18n/generated/es/payment';
import { paymentTexts } from '../domain/i18n/generated/en/payment';
import { uploadAnswersTexts } from '../domain/i18n/generated/en/uploadAnswers';
import {
  DEFAULT_LOCALE,
  acceptLanguageTags,
  pickLocale,
  spokenLocale,
  type Locale,
} from '../domain/i18n/locales';
import {
  localized,
  translator,
  type AreaValues,
  type CompiledCatalog,
  type Phrase,
  type Say,
  type TextArea,
  type TextValue,
  type Translate,
} from '../domain/i18n/texts';

/** A catalog area the server writes in, with its other languages' compiled catalogs. */
export interface ServerArea {
  readonly english: TextArea<AreaValues>;
  readonly translations: Partial<Record<Locale, CompiledCatalog>>;
}

/** An area and its Spanish. */
export const serverArea = <V extends AreaValues>(
  english: TextArea<V>,
  es: CompiledCatalog,
): ServerArea => ({
  english: english as unknown as TextArea<AreaValues>,
  translations: { es },
});

/** The areas whose texts the API answers with. */
const AREAS: readonly ServerArea[] = [
  serverArea(answersTexts, answersEs),
  serverArea(refusalsTexts, refusalsEs),
  serverArea(validationTexts, validationEs),
  serverArea(sessionTexts, sessionEs),
  serverArea(twoFactorTexts, twoFactorEs),
  serverArea(addressTexts, addressEs),
  serverArea(onboardingTexts, onboardingEs),
  serverArea(leaseTexts, leaseEs),
  serverArea(claimsTexts, claimsEs),
  serverArea(policyChangesTexts, policyChangesEs),
  serverArea(deleteAccountTexts, deleteAccountEs),
  serverArea(myDataTexts, myDataEs),
  serverArea(couponsTexts, couponsEs),
  // The verify page's sentence about the cover (domain/policies/statusSentence.ts).
  serverArea(coverageStatusTexts, coverageStatusEs),
  serverArea(paymentMethodTexts, paymentMethodEs),
  // The upload endpoints: an e-mail with a login (409), a typed liability below the minimum (a
  // phrase the policy step shows), the proof PDF's refusals.
  serverArea(uploadTexts, uploadEs),
  serverArea(uploadPolicyTexts, uploadPolicyEs),
  serverArea(uploadAnswersTexts, uploadAnswersEs),
  // A payment's refusal (a decline, expired details), answered by a purchase in the request's
  // language.
  serverArea(paymentTexts, paymentEs),
];

/** The areas of the tenants' mails (docs/i18n.md "Mails"). */
const MAIL_AREAS: readonly ServerArea[] = [
  // The dashboard's locked auto-renewal sentence (domain/policies/renewal), in renewal notices.
  serverArea(dashboardTexts, dashboardEs),
  // The payment alerts' sentences, the dashboard's own (domain/payments/paymentNotices).
  serverArea(paymentsTexts, paymentsEs),
  serverArea(codeMailTexts, codeMailEs),
  serverArea(accountMailTexts, accountMailEs),
  serverArea(purchaseMailTexts, purchaseMailEs),
  serverArea(policyMailTexts, policyMailEs),
  serverArea(paymentMailTexts, paymentMailEs),
  // A payment method's words (domain/payments/methodWords), in receipts and alerts.
  serverArea(methodWordsTexts, methodWordsEs),
  serverArea(proofMailTexts, proofMailEs),
  serverArea(claimMailTexts, claimMailEs),
  // The README of a tenant's copy of their data, in the language of the mail linking to it.
  serverArea(exportReadmeTexts, exportReadmeEs),
  // The installed app's name and the offline page (pwa.ts).
  serverArea(pwaTexts, pwaEs),
];

/** Every area the server formats in, loaded once per language. */
const ALL_AREAS = [...AREAS, ...MAIL_AREAS];

const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    for (const known of ALL_AREAS) {
      const catalog = known.translations[locale];
      if (catalog) i18n.load(locale, catalog);
    }
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The language a request asked for (Accept-Language), else English. */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  return pickLocale(acceptLanguageTags(acceptLanguage));
}

/**
 * The language a new account starts with (docs/i18n.md "The account"): the one its creating
 * request asked for, when that request named one the product speaks; null otherwise (an API
 * client without Accept-Language), so the tenant's first signed-in browser decides.
 */
export function requestedLanguage(acceptLanguage: string | undefined): Locale | null {
  return spokenLocale(acceptLanguageTags(acceptLanguage));
}

/** `message` in `locale` when a catalog has it, else as it is (a text with values, a name). */
export function answerIn(locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const i18n = i18nFor(locale);
  for (const area of AREAS) {
    const shown = localized(i18n, area.english, message);
    if (shown !== undefined) return shown;
  }
  return message;
}

/**
 * An answer text in `locale` (English included: a message with a plural needs Lingui), in English
 * when its area is not among the answer areas with that language.
 */
export function formatAnswer(locale: Locale, text: Phrase): string {
  const translated = ALL_AREAS.some(
    (area) => area.english.name === text.area.name && area.translations[locale],
  );
  const t = translator(i18nFor(translated ? locale : DEFAULT_LOCALE), text.area) as (
    key: string,
    values?: Readonly<Record<string, TextValue>>,
  ) => string;
  return t(text.key, text.values);
}

/** Shows a rule's phrase in `locale` (a mail's sentence the screens share), English by default. */
export const sayIn =
  (locale: Locale): Say =>
  (phrase) =>
    formatAnswer(locale, phrase);

/** An area's formatter in `locale` (a mail's texts), English where the area has no such catalog. */
export function textsIn<V extends AreaValues>(locale: Locale, area: TextArea<V>): Translate<V> {
  return ((key: string, values?: Readonly<Record<string, TextValue>>) =>
    formatAnswer(locale, {
      area: area as unknown as TextArea<AreaValues>,
      key,
      values,
    })) as Translate<V>;
}

/** The language of a tenant's mail: the account's, else the request's (a sign-up has no account). */
export function mailLocale(
  accountLanguage: Locale | null | undefined,
  acceptLanguage?: string,
): Locale {
  return accountLanguage ?? requestLocale(acceptLanguage);
}
