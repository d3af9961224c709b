import { validationMessages } from '../messages';
import { validateCity, validateState, validateStreet, validateZip } from './address';
import { collectErrors } from './helpers';

/** Messages of the cancel and move forms beyond the §5 address texts. */
export const policyChangeMessages = {
  reasonRequired: validationMessages.reasonRequired,
  dateRequired: 'Date is required',
  dateInPast: 'The date cannot be in the past.',
  dateAfterEnd: (end: string) => `The date must be on or before the policy's end (${end}).`,
  dateBeforeStart: (start: string) => `The date cannot be before the policy starts (${start}).`,
  zipInvalid: 'Zip must be 5 digits',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A US zip code as the API takes it: 5 digits, optionally ZIP+4. */
const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * A change date (the last day of cover, the moving date): today or later, inside the policy's
 * term. Dates are 'YYYY-MM-DD' and compare as strings.
 */
export function changeDateError(
  value: string | null | undefined,
  { today, start, end }: { today: string; start: string; end: string },
  format: (iso: string) => string = (iso) => iso,
): string | undefined {
  const day = (value ?? '').trim();
  if (!ISO_DAY.test(day)) return policyChangeMessages.dateRequired;
  if (day < today) return policyChangeMessages.dateInPast;
  if (day < start) return policyChangeMessages.dateBeforeStart(format(start));
  if (day > end) return policyChangeMessages.dateAfterEnd(format(end));
  return undefined;
}

export interface MoveValues {
  streetAddress?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
  effectiveDate?: string;
}

/** §5 account-form address rules (street at most 40, no special characters) and a 5-digit zip. */
export function moveAddressErrors(values: MoveValues): Partial<Record<keyof MoveValues, string>> {
  return collectErrors<keyof MoveValues>([
    ['streetAddress', validateStreet()(values.streetAddress)],
    ['city', validateCity(values.city)],
    ['state', validateState(values.state)],
    [
      'zip',
      validateZip(values.zip) ??
        (ZIP.test((values.zip ?? '').trim()) ? undefined : policyChangeMessages.zipInvalid),
    ],
  ]);
}
