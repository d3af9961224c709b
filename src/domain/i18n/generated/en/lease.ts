/* eslint-disable */
// Generated from src/domain/i18n/catalogs/lease.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const leaseTexts: TextArea<{
  liabilityBelowMinimum: { amount: TextValue };
  contentsBelowMinimum: { amount: TextValue };
  waterDamageLiabilityRequired: null;
  coverageRequired: { name: TextValue };
  liabilityNotOffered: { amount: TextValue };
  contentsNotOffered: { amount: TextValue };
}> = {
  name: 'lease',
  messages: {
    liabilityBelowMinimum: [
      'This property requires at least ',
      ['amount'],
      ' of liability coverage.',
    ],
    contentsBelowMinimum: [
      'This property requires at least ',
      ['amount'],
      ' of coverage for your belongings.',
    ],
    waterDamageLiabilityRequired: [
      'This property requires water damage liability coverage, so it stays on.',
    ],
    coverageRequired: ['This property requires ', ['name'], ' coverage, so it stays on.'],
    liabilityNotOffered: [
      'Unable to provide a quote for this address. The property manager requires ',
      ['amount'],
      ' liability coverage, which we cannot offer here.',
    ],
    contentsNotOffered: [
      'Unable to provide a quote for this address. The property manager requires ',
      ['amount'],
      ' of coverage for your belongings, which we cannot offer here.',
    ],
  },
};
