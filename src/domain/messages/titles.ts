// Onboarding titles and buttons (docs/product.md "Onboarding flow").
import { onboardingTexts } from '../i18n/generated/en/onboarding';
import { englishFormatter, plainTexts } from '../i18n/texts';

const titles = /* @__PURE__ */ plainTexts(onboardingTexts);

/** docs/product.md "Onboarding flow" onboarding step titles and buttons (the `onboarding` catalog). */
export const onboardingTitles = {
  userInfo: titles.userInfo,
  letsGo: titles.letsGo,
  logIn: titles.logIn,
  foundProperty: titles.foundProperty,
  continue: titles.continue,
  underwriting: titles.underwriting,
  paymentOptions: titles.paymentOptions,
  checkout: titles.checkout,
  reviewDetails: titles.reviewDetails,
  review: titles.review,
  purchase: titles.purchase,
  thankYou: titles.thankYou,
  accountCreation: titles.accountCreation,
  createAccount: titles.createAccount,
  home: titles.home,
  faq: titles.faq,
  blog: titles.blog,
  restart: titles.restart,
  cancel: titles.cancel,
} as const;

/** docs/product.md "Onboarding flow" 'Hey {name}! Enter the address you want coverage at.' */
export const addressTitle = (name: string): string =>
  englishFormatter(onboardingTexts)('address', { name });
/** Screen titles, labels and buttons quoted in docs/product.md "Screens and routes" outside the onboarding flow. */
