/* eslint-disable */
// Generated from src/domain/i18n/catalogs/splash.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const splashTexts: TextArea<{
  pageTitle: null;
  heading: null;
  intro: null;
  fromMonthly: { price: TextValue };
  startingCoverage: {
    personalProperty: TextValue;
    liability: TextValue;
    deductible: TextValue;
    yearly: TextValue;
  };
  getStarted: null;
  haveAccount: null;
  logIn: null;
  howItWorks: null;
  step1Title: null;
  step1Text: null;
  step2Title: null;
  step2Text: null;
  step3Title: null;
  step3Text: null;
  alreadyInsured: null;
  uploadText: null;
  uploadProof: null;
  whoInsures: null;
  underwriter: { brand: TextValue; underwriter: TextValue };
  about: null;
  aboutUs: null;
  faq: null;
  blog: null;
  terms: null;
  contact: null;
  accessibility: null;
  socialMedia: null;
  copyright: { year: TextValue; brand: TextValue };
  facebook: null;
  instagram: null;
  linkedin: null;
  twitter: null;
}> = {
  name: 'splash',
  messages: {
    pageTitle: ['Renters insurance in minutes'],
    heading: ['Renters insurance for the place you call home'],
    intro: [
      'Get a quote in a minute and buy your policy online, or upload the one you already have. We let your property manager know you are covered.',
    ],
    fromMonthly: ['From ', ['price'], ' a month'],
    startingCoverage: [
      ['personalProperty'],
      ' of belongings, ',
      ['liability'],
      ' liability, ',
      ['deductible'],
      ' deductible, paid yearly by card: ',
      ['yearly'],
      ', the 5% card fee included',
    ],
    getStarted: ['Get Started'],
    haveAccount: ['Already have an account?'],
    logIn: ['Log In'],
    howItWorks: ['How it works'],
    step1Title: ['Tell us where you rent'],
    step1Text: ['Your address and a few questions about your home. No paperwork.'],
    step2Title: ['Choose your coverage'],
    step2Text: [
      'See your price at once, change your belongings, liability and deductible, and pay yearly, in four payments or monthly.',
    ],
    step3Title: ["You're covered"],
    step3Text: [
      'Your policy and proof of insurance arrive by e-mail, and we let your property manager know.',
    ],
    alreadyInsured: ['Already insured?'],
    uploadText: [
      "Upload your policy's declarations page. We check it and send it to your property manager for you.",
    ],
    uploadProof: ['Upload proof of insurance'],
    whoInsures: ['Who insures you'],
    underwriter: [
      ['brand'],
      ' policies are underwritten by ',
      ['underwriter'],
      '. Payments are handled by our card payment provider; ',
      ['brand'],
      ' never stores your card number.',
    ],
    about: ['About'],
    aboutUs: ['About us'],
    faq: ['FAQ'],
    blog: ['Blog'],
    terms: ['Terms'],
    contact: ['Contact'],
    accessibility: ['Accessibility'],
    socialMedia: ['Social media'],
    copyright: ['© ', ['year'], ' ', ['brand']],
    facebook: ['Facebook'],
    instagram: ['Instagram'],
    linkedin: ['LinkedIn'],
    twitter: ['X (Twitter)'],
  },
};
