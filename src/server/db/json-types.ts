// Shapes of the jsonb columns in schema.ts. Field names follow docs/product.md "Records" so handlers can pass them
// through to the API without renaming.
import type { Locale } from '../../domain/i18n/locales';

/** A spouse or domestic partner: covered, and kept for the record (docs/product.md "Who may do what"). */
export interface SpouseJson {
  name: string;
  email: string;
}

/** A roommate (at most one on a policy, docs/product.md "Who may do what"). */
export interface RoommateJson {
  firstName: string;
  lastName: string;
  email: string;
}

/** Someone who may pay the bill or manage the policy. */
export interface AuthorizedUserJson {
  firstName: string;
  lastName: string;
}

/** The landlord or manager notified about the policy. */
export interface InterestedPartyJson {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
}

/** An optional coverage on an own-carrier policy; codes from docs/product.md "Limits" (SEWER_Sump, QBE_PetDam, BEDBUG, EQUIP). */
export interface EndorsementJson {
  code: string;
  limit: number;
}

/** A partner-carrier coverage line: an amount in dollars, or a value such as "Included". */
export interface PartnerCoverageJson {
  name: string;
  amount?: number;
  value?: string;
}

/** The insured address on a partner-carrier policy. */
export interface PartnerInsuredAddressJson {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

/** An attachment of an outbox mail, base64 encoded so the row stays plain JSON. */
export interface MailAttachmentJson {
  filename: string;
  contentType: string;
  base64: string;
}

/** The stored request of a first quote (policy start and the address quoted). */
export interface QuoteRequestJson {
  policyEffectiveDate: string;
  address: { streetAddress: string; unit?: string; city: string; state: string; zip: string };
  /**
   * The has* flags of the carrier's cue when quoted (which coverages it offers there): the lease's
   * forced coverages are checked against them at re-quote and purchase. Absent on older rows.
   */
  cueFlags?: Record<string, boolean>;
}

/** A stored payment schedule (docs/product.md "Records"), in dollars as the contract answers it. */
export interface QuoteScheduleJson {
  downPaymentAmount: number;
  installmentAmount: number;
  serviceFee: number;
  numberOfPayments: number;
  installments: { date: string; amount: number }[];
}

/**
 * What issuing a purchase's policy needs after the charge, stored when the purchase is claimed
 * (repositories/issuedRecords.ts IssuedRecords without the charge): the buyer's name, phone and
 * billing address, as the policy and the tenant record will hold them. Never payment data.
 */
export interface PurchaseRecordJson {
  signedInAccountId: number | null;
  person: { firstName: string; lastName: string; phone: string };
  billing: { streetAddress: string; unit: string | null; city: string; state: string; zip: string };
  twoFactorDeadline: string;
  lease: { unit: string | null; start: string | null };
  /** The `policies` row to insert, but for its owner, lease and carrier policy number. */
  policy: Record<string, unknown>;
  pricePerMonthCents: number;
  /**
   * The language the purchase was made in (its request's Accept-Language): the buyer's mails are
   * written in it when their account has none (docs/i18n.md "Mails"). Absent on older records.
   */
  language?: Locale;
}
