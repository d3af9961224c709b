// docs/product.md "Onboarding flow" step 13 and "Second-policy page": when the onboarding flow
// stops at the second-policy page, and what that page says about each renewing policy.
import { addressTexts } from '../i18n/generated/en/address';
import { inEnglish, phrase, type Say } from '../i18n/texts';

export interface RenewingPoliciesAnswer {
  pending_transaction: boolean;
  renewing_policies: readonly unknown[];
}

/** The check after the address step: a renewing policy there, or a purchase within the pause. */
export function hasActivePolicy(answer: RenewingPoliciesAnswer): boolean {
  return answer.pending_transaction || answer.renewing_policies.length > 0;
}

/** docs/product.md "Second-policy page": the management company is told, unless it is 'unknown' (or not given at all). */
export function notifiesManagementCompany(company: string | null | undefined): boolean {
  const name = (company ?? '').trim();
  return name !== '' && name.toLowerCase() !== 'unknown';
}

export interface AddressParts {
  address: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * One line: '1200 Regent St, Unit 4B, Madison, WI 53715' (the unit only when there is one). The
 * word 'Unit' is the `address` catalog's: a screen passes its `say` (useSay(addressTexts)) to show
 * it in the tenant's language; claims and the server keep the English.
 */
export function formatAddressLine(
  { address, unit, city, state, zip }: AddressParts,
  say: Say = inEnglish,
): string {
  const number = unit?.trim() ?? '';
  const street =
    number !== ''
      ? `${address}, ${say(phrase(addressTexts, 'unitNumber', { unit: number }))}`
      : address;
  return `${street}, ${city}, ${state} ${zip}`;
}
