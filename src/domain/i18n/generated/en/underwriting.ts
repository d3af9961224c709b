/* eslint-disable */
// Generated from src/domain/i18n/catalogs/underwriting.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const underwritingTexts: TextArea<{
  loadingQuestions: null;
  testAnswers: null;
  qDwellingType: null;
  qManufactured: null;
  qMandatory: null;
  qLeaseStart: null;
  qLosses: null;
  qNumberOfLosses: null;
  qLossDate: null;
  qAnimalInjury: null;
  qArsonFraud: null;
  qArson: null;
  qMasonry: null;
  qPolicyStart: null;
  qArsonFraudHelp: null;
  helpDwellingType: null;
  helpManufactured: null;
  helpMandatory: null;
  helpLosses: null;
  helpNumberOfLosses: null;
  helpLossDate: null;
  helpMasonry: null;
  helpLeaseStart: null;
  helpPolicyStart: null;
  apartment: null;
  studentHousing: null;
  singleFamily: null;
  townhouse: null;
  apartmentMeans: null;
  studentHousingMeans: null;
  singleFamilyMeans: null;
  townhouseMeans: null;
  twoOrMore: null;
  brickStone: null;
  wood: null;
  brickStoneMeans: null;
  woodMeans: null;
  yes: null;
  no: null;
}> = {
  name: 'underwriting',
  messages: {
    loadingQuestions: ['Loading questions'],
    testAnswers: ['Fill with test answers'],
    qDwellingType: ['What type of home do you rent?'],
    qManufactured: ['Is the home a manufactured or mobile home?'],
    qMandatory: ['Does your lease require you to carry renters insurance?'],
    qLeaseStart: ['When does your lease start?'],
    qLosses: ['Have you had any insurance losses or claims at any residence in the past 3 years?'],
    qNumberOfLosses: ['How many losses?'],
    qLossDate: ['When did the loss happen?'],
    qAnimalInjury: ['Has any animal you own or keep ever injured a person or another animal?'],
    qArsonFraud: [
      'Have you ever been convicted of arson, or of fraud related to an insurance claim?',
    ],
    qArson: ['Have you ever been convicted of arson?'],
    qMasonry: ['Is the building made of brick or stone (masonry)?'],
    qPolicyStart: ['When would you like your policy to start?'],
    qArsonFraudHelp: [
      'Rhode Island law requires this question; a Yes adds the state arson disclosure.',
    ],
    helpDwellingType: ['Choose the kind of home at the address you are insuring.'],
    helpManufactured: [
      'Manufactured and mobile homes are built in a factory and moved to the site.',
    ],
    helpMandatory: ['Your lease may say that you must have renters insurance.'],
    helpLosses: [
      'Count any theft, fire, water damage, injury to someone else or other claim, paid or not.',
    ],
    helpNumberOfLosses: ['Count every loss or claim in the past 3 years.'],
    helpLossDate: ['The day it happened; your best guess is fine.'],
    helpMasonry: ['What the outside walls of the building are made of.'],
    helpLeaseStart: ['The first day of your current lease.'],
    helpPolicyStart: ['Your policy can start tomorrow or later, and not before your lease starts.'],
    apartment: ['Apartment/Condo'],
    studentHousing: ['Student Housing'],
    singleFamily: ['Single Family Home'],
    townhouse: ['Townhouse/Duplex'],
    apartmentMeans: ['A home in a building with other homes.'],
    studentHousingMeans: ['A dorm or a home rented to students.'],
    singleFamilyMeans: ['A house on its own, with no shared walls.'],
    townhouseMeans: ['A home that shares a wall with one or two others.'],
    twoOrMore: ['2 or more'],
    brickStone: ['Brick/Stone'],
    wood: ['Wood'],
    brickStoneMeans: ['The outside walls are brick, stone or concrete block.'],
    woodMeans: ['The building has a wood frame, often with siding.'],
    yes: ['Yes'],
    no: ['No'],
  },
};
