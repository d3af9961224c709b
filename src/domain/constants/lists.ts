// docs/product.md "Limits", "Validation" fixed lists the forms offer: the map's defaults, the US
// states, the pickers' choices (message, cancellation and second-policy reasons, claim and
// disclosure types) and the characters a street may not hold. Re-exported by ../constants.ts
// (import them from there).

// ── Map (docs/product.md "Limits")
// ─────────────────────────────────────────────────────────────────────────────────
/** docs/product.md "Limits": map default centre (about Madison, Wisconsin). */
export const MAP_DEFAULT_CENTER = { lat: 43.07, lng: -89.4 } as const;
/** docs/product.md "Limits": zoom 3 by default, 12 when a location is known. */
export const MAP_DEFAULT_ZOOM = 3;
export const MAP_LOCATED_ZOOM = 12;

// ── States (docs/product.md "Limits", "Validation")
// ──────────────────────────────────────────────────────────────────────────
export interface UsState {
  code: string;
  name: string;
}

/** docs/product.md "Limits": all 50 US states plus the District of Columbia. */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** docs/product.md "Validation": not allowed in the account form unless the user has a partner-carrier policy. */
export const ACCOUNT_FORM_EXCLUDED_STATES = ['AK', 'HI', 'MA', 'DC'] as const;

// ── Pickers (docs/product.md "Validation", "Records")
// ─────────────────────────────────────────────────────────────────────────
/** docs/product.md "Validation": message modal reasons. */
export const MESSAGE_REASONS = [
  'Billing/Charges',
  'Add Someone To My Policy',
  'Address Change/Update',
  'Update My Policy Coverages',
  'Other',
] as const;
export type MessageReason = (typeof MESSAGE_REASONS)[number];

/** Reasons offered when a tenant cancels a policy (sent as `reason`). */
export const CANCELLATION_REASONS = [
  'I am moving out',
  'I found other insurance',
  'It costs too much',
  'I no longer need renters insurance',
  'Other',
] as const;

/** docs/product.md "Validation": second-policy form reasons. */
export const SECOND_POLICY_REASONS = [
  'Address Change/Update',
  'Update policy coverages',
  "I don't have an active policy",
  'Other',
] as const;
export type SecondPolicyReason = (typeof SECOND_POLICY_REASONS)[number];

/** docs/product.md "Records": claim types. */
export const CLAIM_TYPES = ['Liability Claim', 'Property Claim'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** docs/product.md "Onboarding flow": disclosure popup types. */
export const DISCLOSURE_TYPES = [
  'sms',
  'ebc',
  'fraud',
  'cancelationnotice',
  'payauthorization',
  'legal',
  'interestedparty',
] as const;
export type DisclosureType = (typeof DISCLOSURE_TYPES)[number];

/** docs/product.md "Validation": characters not allowed in a street address; some forms also refuse the double quote. */
export const STREET_FORBIDDEN_CHARACTERS = [
  '_',
  '*',
  '@',
  '#',
  '$',
  '%',
  '&',
  '(',
  ')',
  '<',
  '>',
  '?',
  '/',
  '\\',
  '{',
  '}',
  '[',
  ']',
  '|',
  ';',
  ':',
  '+',
  '`',
  '~',
  ',',
  '^',
] as const;
export const STREET_FORBIDDEN_CHARACTERS_STRICT = [...STREET_FORBIDDEN_CHARACTERS, '"'] as const;
