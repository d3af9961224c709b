import { policyChangeMessages } from '../messages/policyChanges';
import { cancellationDateError, moveDateError, type Term } from '../policies/changes';
import { validateCity, validateState, validateStreet, validateZip } from './address';
import { collectErrors } from './helpers';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A US zip code as the API takes it: 5 digits, optionally ZIP+4. */
const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * The dashboard's forms check a change date with the rules the server decides by
 * (src/domain/policies/changes.ts), after making sure a date was given at all.
 */
export function changeDateError(
  kind: 'cancel' | 'move',
  value: string | null | undefined,
  today: string,
  term: Term,
): string | undefined {
  const day = (value ?? '').trim();
  if (!ISO_DAY.test(day)) return policyChangeMessages.dateRequired;
  return kind === 'cancel'
    ? cancellationDateError(day, today, term)
    : moveDateError(day, today, term);
}

export interface MoveValues {
  streetAddress?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
  effectiveDate?: string;
}

/** docs/product.md "Validation" account-form address rules (street at most 40, no special characters) and a 5-digit zip. */
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
