// The claim form in short steps (docs/product.md "Account pages", "Records" claim submitted,
// "Validation"): what happened, the damage, contact and payment, then a review. The date comes from
// a date picker (never a future day) and is sent as docs/product.md "Records" `time` string,
// MM/DD/YYYY with the time of day when given; phone, address and payee start from what the app
// already knows. Every docs/product.md "Validation" message and limit is claimFormErrors' own,
// checked step by step.
import { dayValue } from '../i18n/dates';
import type { CLAIM_TYPES } from '../constants';
import { claimsTexts as texts } from '../i18n/generated/en/claims';
import { inEnglish, phrase, plainTexts, type Say } from '../i18n/texts';
import { formatAddressLine, type AddressParts } from '../onboarding/activePolicy';
import { claimFormErrors, yesNoToBoolean, type ClaimFormValues } from '../validation/claim';
import { formatPhone } from '../validation/phone';

/** The form's answers: docs/product.md "Records" fields, with `time` asked as a day and an optional time of day. */
export interface ClaimWizardValues extends Omit<ClaimFormValues, 'time'> {
  /** The day of the loss, YYYY-MM-DD (a date input's value). */
  date?: string | null;
  /** About when that day, HH:MM (24 h, a time input's value); optional. */
  timeOfDay?: string | null;
}

export type ClaimWizardErrors = Partial<Record<keyof ClaimWizardValues, string>>;

export const CLAIM_STEPS = ['what', 'damage', 'contact', 'review'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];
export type ClaimFormStep = Exclude<ClaimStep, 'review'>;

/** The fields each step asks, in the order they are shown. */
export const CLAIM_STEP_FIELDS: Record<ClaimFormStep, readonly (keyof ClaimWizardValues)[]> = {
  what: ['type', 'date', 'timeOfDay', 'description'],
  damage: ['property', 'habitable', 'vacated', 'police', 'additional_details'],
  contact: ['phone', 'address', 'payee'],
};

// The form's own messages, in English (the screen shows them in the tenant's language). Read from
// the catalog rather than messages/claims.ts, whose English constants the page does not need.
const m = /* @__PURE__ */ plainTexts(texts);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export { localDay } from './localDay';

const isRealDay = (day: string): boolean => {
  if (!DAY.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** '19:30' as '7:30 PM' (`say`: the review's language); anything else as it is. */
export function timeOfDayText(clock: string, say: Say = inEnglish): string {
  const match = CLOCK.exec(clock);
  if (!match) return clock;
  const hours = Number(match[1]);
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}`;
  return say(phrase(texts, hours < 12 ? 'timeAm' : 'timePm', { time }));
}

/**
 * docs/product.md "Records" `time`: the day as MM/DD/YYYY, with the time of day when given
 * ('11/28/2026 at 7:30 PM'); '' without a valid day. The claim sends the English; the review shows
 * it in the tenant's language (`say`), the day as that language writes days.
 */
export function claimTimeText(
  date: string | null | undefined,
  timeOfDay?: string | null | undefined,
  say: Say = inEnglish,
): string {
  if (!date || !isRealDay(date)) return '';
  const clock = (timeOfDay ?? '').trim();
  return CLOCK.test(clock)
    ? say(phrase(texts, 'dateAtTime', { date: dayValue(date), time: timeOfDayText(clock, say) }))
    : say(phrase(texts, 'dateOnly', { date: dayValue(date) }));
}

/**
 * Every message of the form, keyed by its fields: docs/product.md "Validation" (a missing day is 'A
 * time is required'), plus a day that is not a real one or lies after `today` (the tenant's day,
 * YYYY-MM-DD).
 */
export function claimWizardErrors(values: ClaimWizardValues, today: string): ClaimWizardErrors {
  const { date, timeOfDay, ...rest } = values;
  const { time: timeError, ...errors } = claimFormErrors({
    ...rest,
    time: claimTimeText(date, timeOfDay),
  }) as ClaimWizardErrors & { time?: string };
  const found: ClaimWizardErrors = { ...errors };
  const day = (date ?? '').trim();
  if (day && !isRealDay(day)) found.date = m.dateInvalid;
  else if (day && day > today) found.date = m.dateInFuture;
  else if (timeError) found.date = timeError;
  const clock = (timeOfDay ?? '').trim();
  if (clock && !CLOCK.test(clock)) found.timeOfDay = m.timeOfDayInvalid;
  return found;
}

/** The messages of one step's fields only (the review step has none of its own). */
export function claimStepErrors(
  step: ClaimStep,
  values: ClaimWizardValues,
  today: string,
): ClaimWizardErrors {
  if (step === 'review') return {};
  const all = claimWizardErrors(values, today);
  const errors: ClaimWizardErrors = {};
  for (const field of CLAIM_STEP_FIELDS[step]) if (all[field]) errors[field] = all[field];
  return errors;
}

/** The first step with a message, or null when the claim can be sent. */
export function firstStepWithErrors(values: ClaimWizardValues, today: string): ClaimStep | null {
  for (const step of ['what', 'damage', 'contact'] as const)
    if (Object.keys(claimStepErrors(step, values, today)).length) return step;
  return null;
}

/** What the app already knows, as the form's starting answers (each may be changed). */
export function claimPrefill(input: {
  phone: string | null | undefined;
  insuredAddress: AddressParts | null | undefined;
  insured: { firstName: string; lastName: string } | null | undefined;
}): ClaimWizardValues {
  const { phone, insuredAddress, insured } = input;
  return {
    phone: phone ? formatPhone(phone) : '',
    address: insuredAddress ? formatAddressLine(insuredAddress) : '',
    payee: insured ? `${insured.firstName} ${insured.lastName}`.trim() : '',
  };
}

export type ClaimType = (typeof CLAIM_TYPES)[number];

/** docs/product.md "Records" claim payload from the answers (texts trimmed; Yes/No as booleans). */
export function claimPayload(values: ClaimWizardValues) {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const details = text(values.additional_details);
  return {
    type: values.type as ClaimType,
    phone: text(values.phone),
    address: text(values.address),
    time: claimTimeText(values.date, values.timeOfDay),
    description: text(values.description),
    property: text(values.property),
    payee: text(values.payee),
    ...(details ? { additional_details: details } : {}),
    habitable: yesNoToBoolean(values.habitable),
    vacated: yesNoToBoolean(values.vacated),
    police: yesNoToBoolean(values.police),
  };
}
