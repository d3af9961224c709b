// The badge of a policy's coverage status ("Covered?") on every card and row, the verify page,
// the evidence of insurance and the mails: the `policyStatus` catalog's words, English for
// documents and staff (`inEnglish`), the reader's language on a screen (its `say`). The rule
// deciding which applies is domain/policies/coverageStatus.ts; the sentences a reader of the
// policy gets are coverageSentences.ts' (apart: the screens showing only the badge carry none).
// Days come in as YYYY-MM-DD and are written as the reader's language writes them.
import { dayValue } from '../i18n/dates';
import { policyStatusTexts } from '../i18n/generated/en/policyStatus';
import { inEnglish, phrase, type Say } from '../i18n/texts';

/** A badge's word of a status without a date ('Active'), in the reader's language. */
export const statusWord = (
  kind: 'active' | 'cancelled' | 'lapsed' | 'pending' | 'attention',
  say: Say = inEnglish,
) => say(phrase(policyStatusTexts, kind));

// Formatters (the texts object holds only fixed strings, as every messages group does).
// A day is a value, written as the reader's language writes days (English: MM/DD/YYYY).
export const startsOnLabel = (date: string, say: Say = inEnglish) =>
  say(phrase(policyStatusTexts, 'startsOn', { date: dayValue(date) }));
export const endsOnLabel = (date: string, say: Say = inEnglish) =>
  say(phrase(policyStatusTexts, 'endsOn', { date: dayValue(date) }));

/**
 * The evidence of insurance's status line: as of the day it is made. The document stays English
 * for managers and carriers (docs/i18n.md), so no catalog carries it.
 */
export const statusAsOf = (day: string) => `Status on ${day}`;
