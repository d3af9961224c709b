/* eslint-disable */
// Generated from src/domain/i18n/catalogs/memberships.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const membershipsTexts: TextArea<{
  kind: null;
  intro: null;
  policyNumber: null;
  term: null;
  liability: null;
  contents: null;
  price: null;
  perMonth: { amount: TextValue };
  termDays: { start: TextValue; end: TextValue };
  notAvailable: null;
  current: null;
  upcoming: null;
  ended: null;
  coupons: null;
  loadFailed: null;
}> = {
  name: 'memberships',
  messages: {
    kind: ['Membership'],
    intro: ['Your renters association membership and the coverage enrolled through it.'],
    policyNumber: ['Policy number'],
    term: ['Term'],
    liability: ['Personal liability'],
    contents: ['Personal property'],
    price: ['Price'],
    perMonth: [['amount'], ' a month'],
    termDays: [['start'], ' – ', ['end']],
    notAvailable: ['N/A'],
    current: ['Current'],
    upcoming: ['Upcoming'],
    ended: ['Ended'],
    coupons: ['See Your Member Coupons'],
    loadFailed: ["We couldn't load your memberships. Pull down or press Refresh to try again."],
  },
};
