// Address comparison and served states (docs/product.md "States" address validation outcomes,
// "Validation").

/** The fields compared between an entered and a validated address. */
export interface AddressLike {
  streetAddress: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

export const COMPARED_ADDRESS_FIELDS = ['streetAddress', 'unit', 'city', 'state', 'zip'] as const;

/** Trimmed, inner whitespace collapsed, lower case; null and undefined are ''. */
export function normalizeAddressPart(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * docs/product.md "Validation": the validated address is compared case-insensitively (and
 * whitespace-normalised) with the entered one; any difference is a recommendation (docs/product.md
 * "States").
 */
export function addressesDiffer(entered: AddressLike, validated: AddressLike): boolean {
  return COMPARED_ADDRESS_FIELDS.some(
    (field) => normalizeAddressPart(entered[field]) !== normalizeAddressPart(validated[field]),
  );
}

/** docs/product.md "Validation": whether quotes are offered in a state (2-letter code, any case). */
export function isServedState(state: string, servedStates: readonly string[]): boolean {
  const code = state.trim().toUpperCase();
  return code !== '' && servedStates.some((s) => s.trim().toUpperCase() === code);
}
