/* eslint-disable */
// Generated from src/domain/i18n/catalogs/enhancements.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const enhancementsTexts: TextArea<{
  policyEnhancements: null;
  intro: null;
  introForPolicy: { number: TextValue };
  included: null;
  noneIncluded: null;
  available: null;
  askIntro: null;
  askToAdd: null;
  askToAddLabel: { title: TextValue };
  askMessage: { title: TextValue; number: TextValue };
  otherCoverage: null;
  otherCoverageUpTo: { limit: TextValue };
  partnerOffer: null;
  petHealthTitle: null;
  petHealthText: { percent: TextValue };
  coverageExplainer: null;
  yourCoverage: null;
  whatsNotCovered: null;
  belongingsTitle: null;
  belongingsText: null;
  liabilityTitle: null;
  liabilityText: null;
  medicalTitle: null;
  medicalText: null;
  livingTitle: null;
  livingText: null;
  notFlood: null;
  notBuilding: null;
  notRoommates: null;
  notOnPurpose: null;
  notVermin: null;
  notCar: null;
}> = {
  name: 'enhancements',
  messages: {
    policyEnhancements: ['Policy Enhancements'],
    intro: ['What your policy includes, and more protection you can ask us about.'],
    introForPolicy: [
      'Policy ',
      ['number'],
      '. What your policy includes, and more protection you can ask us about.',
    ],
    included: ['On your policy'],
    noneIncluded: ['Your policy has no enhancements.'],
    available: ['Not on your policy'],
    askIntro: [
      "These can't be added online. Send us a message and we'll tell you whether one can be added to your policy and what it would cost.",
    ],
    askToAdd: ['Ask about adding it'],
    askToAddLabel: ['Ask about adding it: ', ['title']],
    askMessage: [
      'Please tell me whether ',
      ['title'],
      ' can be added to my policy ',
      ['number'],
      ', and what it would cost.',
    ],
    otherCoverage: ['A coverage your policy includes. Your policy documents describe it.'],
    otherCoverageUpTo: [
      'A coverage your policy includes, up to ',
      ['limit'],
      '. Your policy documents describe it.',
    ],
    partnerOffer: ['Partner offer'],
    petHealthTitle: ['Pet Health Insurance'],
    petHealthText: [
      'Save ',
      ['percent'],
      '% on pet health insurance for your dog or cat through our partner: vet visits, accidents and illness.',
    ],
    coverageExplainer: ['What renters insurance covers'],
    yourCoverage: ['Your Coverage'],
    whatsNotCovered: ["What's Not Covered"],
    belongingsTitle: ['Your belongings'],
    belongingsText: [
      'Furniture, clothes, electronics and other things you own, if they are stolen or damaged by fire, smoke, a burst pipe, wind or another covered event, at home or away, up to your personal property limit.',
    ],
    liabilityTitle: ['Liability'],
    liabilityText: [
      "If you accidentally injure someone or damage their property, it pays their costs and your legal defense, up to your liability limit. This is the coverage your lease's minimum liability refers to.",
    ],
    medicalTitle: ['Medical payments to others'],
    medicalText: [
      'Small medical bills of a guest hurt at your home, whoever was at fault, up to your medical limit.',
    ],
    livingTitle: ['Additional living expenses'],
    livingText: [
      "If a covered loss makes your home unlivable, extra costs such as a hotel and meals while it's repaired.",
    ],
    notFlood: ['Floods from rising water outside, and earthquakes, unless your policy adds them.'],
    notBuilding: [
      'The building itself (walls, floors, built-in appliances): that is your landlord’s insurance.',
    ],
    notRoommates: ['Your roommates’ belongings, unless they are listed on your policy.'],
    notOnPurpose: ['Damage done on purpose, and wear and tear or lack of upkeep.'],
    notVermin: [
      'Insects and vermin, such as rodents or termites, except what the Bed Bug enhancement covers.',
    ],
    notCar: ['Your car and what happens on the road (that is car insurance).'],
  },
};
