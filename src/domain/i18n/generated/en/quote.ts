/* eslint-disable */
// Generated from src/domain/i18n/catalogs/quote.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const quoteTexts: TextArea<{
  quoteTitle: null;
  belongingsLabel: null;
  belongingsHelp: { from: TextValue; to: TextValue; step: TextValue };
  liabilityLegend: null;
  liabilityHelp: null;
  liabilityNeedsQuestions: null;
  deductibleLegend: null;
  deductibleHelp: null;
  deductibleMeaning: { amount: TextValue };
  priceLabel: null;
  perYear: { amount: TextValue };
  perMonth: { monthly: TextValue; downPayment: TextValue };
  beforeCardFee: null;
  updatingQuote: null;
  addsPerYear: { amount: TextValue };
  takesOffPerYear: { amount: TextValue };
  noPriceChange: null;
  upPerYear: { amount: TextValue };
  downPerYear: { amount: TextValue };
  questionnaireTitle: null;
  loading: null;
  cancel: null;
  next: null;
  ok: null;
  qDogs: null;
  helpDogs: null;
  qBusiness: null;
  helpBusiness: null;
  qPool: null;
  qFence: null;
  waterBackupNotice: null;
  waterBackupNoticeLink: null;
}> = {
  name: 'quote',
  messages: {
    quoteTitle: ['Your quote'],
    belongingsLabel: ['Belongings (personal property)'],
    belongingsHelp: [
      'About what it would cost to replace everything you own: furniture, clothes, electronics. ',
      ['from'],
      ' to ',
      ['to'],
      ', in steps of ',
      ['step'],
      '.',
    ],
    liabilityLegend: ['Liability'],
    liabilityHelp: [
      'If someone is hurt at your home, or you damage their things, this pays their costs and your legal defense, up to the amount you choose.',
    ],
    liabilityNeedsQuestions: ['A few extra questions first'],
    deductibleLegend: ['Deductible'],
    deductibleHelp: [
      'What you pay yourself on a claim for your belongings before the insurance pays the rest. A higher deductible lowers your price.',
    ],
    deductibleMeaning: ['You pay the first ', ['amount'], ' of a claim.'],
    priceLabel: ['Your price'],
    perYear: [['amount'], ' / year'],
    perMonth: ['or ', ['monthly'], ' / month (first payment ', ['downPayment'], ')'],
    beforeCardFee: ['Before the 5% card fee.'],
    updatingQuote: ['Updating your quote…'],
    addsPerYear: ['Adds ', ['amount'], ' a year'],
    takesOffPerYear: ['Takes ', ['amount'], ' a year off'],
    noPriceChange: ['No change to your price'],
    upPerYear: ['Up ', ['amount'], ' a year'],
    downPerYear: ['Down ', ['amount'], ' a year'],
    questionnaireTitle: ['$300,000 Liability Coverage'],
    loading: ['Loading'],
    cancel: ['Cancel'],
    next: ['Next'],
    ok: ['OK'],
    qDogs: [
      'Does anyone in the household own or keep a dog of a listed breed (Akita, Chow, Pit Bull, Rottweiler, wolf hybrid) or a dog that has bitten someone?',
    ],
    helpDogs: ['Include dogs kept at the home for more than 30 days a year.'],
    qBusiness: ['Do you run a business from the home that customers or clients visit?'],
    helpBusiness: ['Working from home for an employer does not count.'],
    qPool: [
      'Is there a swimming pool, hot tub or trampoline at the home that you are responsible for?',
    ],
    qFence: ['Is it enclosed by a locked fence at least 4 feet high?'],
    waterBackupNotice: [
      'Illinois asks us to give you a notice about water backup coverage before you buy.',
    ],
    waterBackupNoticeLink: ['Read the Illinois water backup notice'],
  },
};
