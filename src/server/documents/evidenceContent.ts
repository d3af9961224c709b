// What an evidence of insurance says, from the stored policy: own-carrier policies (policies) and
// partner-carrier policies (partner_policies) give the same content, printed by evidencePdf.ts.
import { coverageDay } from '../../domain/policies/coverageStatus';
import { inEnglish } from '../../domain/i18n/texts';
import { statusSentence } from '../../domain/policies/statusSentence';
import {
  verifiedCoverage,
  verifiedCoverageFacts,
  type VerifiedPolicyTerms,
} from '../../domain/policies/verification';
import type { DbTransaction, Db } from '../db/client';
import type { InterestedPartyJson, PartnerPolicy, Policy, Tenant } from '../db/schema';
import { companyOfPolicy } from '../repositories/purchases';
import { partnerPropertyAt } from '../repositories/quotes';
import type { EvidenceDocument } from './evidencePdf';
import { dollars, endorsementText, insuredAddressLine } from './policyDocuments';

type Tx = Db | DbTransaction;

/** The partner carrier behind /assurant/policy (docs/product.md "Calls") and the product it sells. */
export const PARTNER_CARRIER = { name: 'Assurant', productName: 'Assurant Renters Insurance' };

export interface EvidenceParty {
  name: string;
  /** Mailing address lines: street or PO box first, "City, ST 12345" last. */
  address: string[];
}

export const fullName = (tenant: Pick<Tenant, 'firstName' | 'lastName'>) =>
  `${tenant.firstName} ${tenant.lastName}`.trim();

const partyOf = (p: InterestedPartyJson): EvidenceParty => ({
  name: p.name,
  address: [p.streetAddress, `${p.city}, ${p.state} ${p.zip}`],
});

/** Multi-line text as its lines; one line "street, City, ST 12345" as the street and the rest. */
function addressLines(text: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length !== 1) return lines;
  const split = /^(.+?),\s*([^,]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?)$/.exec(lines[0]!);
  return split ? [split[1]!, split[2]!] : lines;
}

/**
 * The interested party an own policy's EOI names: the one on the policy, else the management
 * company of the lease's property, mailed at its interested-party address or, when it has none,
 * the support proof mailbox (docs/product.md "Upload wizard", "Limits": a PO box in Middleton,
 * Wisconsin).
 */
export async function ownInterestedParty(
  tx: Tx,
  policy: Policy,
  defaultMailingAddress: string,
): Promise<EvidenceParty | null> {
  if (policy.interestedParty) return partyOf(policy.interestedParty);
  const found = await companyOfPolicy(tx, policy);
  return found ? companyParty(found.company, defaultMailingAddress) : null;
}

/** A partner policy names no interested party: the management company at its address does. */
export async function partnerInterestedParty(
  tx: Tx,
  policy: PartnerPolicy,
  defaultMailingAddress: string,
): Promise<EvidenceParty | null> {
  const found = await partnerPropertyAt(tx, {
    streetAddress: policy.insuredAddress.address,
    zip: policy.insuredAddress.zip,
  });
  return found ? companyParty(found.company, defaultMailingAddress) : null;
}

function companyParty(
  company: { name: string; interestedParty: string; interestedPartyMailingAddress: string },
  defaultMailingAddress: string,
): EvidenceParty {
  const own = addressLines(company.interestedPartyMailingAddress);
  return {
    name: company.interestedParty || company.name,
    address: own.length > 0 ? own : addressLines(defaultMailingAddress),
  };
}

type Common = Pick<EvidenceDocument, 'issuedTo' | 'issuedAt' | 'code' | 'verifyUrl'> & {
  interestedParty: EvidenceParty | null;
};

/** What the coverage status reads of a stored own policy: evidence, verify, mails. */
export function ownTerms(policy: Policy): VerifiedPolicyTerms {
  return {
    cancelled: policy.status === 'cancelled',
    expired: policy.status === 'expired',
    periodStart: policy.policyStartDate,
    periodEnd: policy.policyEndDate,
    cancellationDate: policy.cancellationDate,
    renews: policy.renew,
  };
}

/** The same of a partner carrier's policy: disabled by the carrier is cancelled. */
export function partnerTerms(policy: PartnerPolicy): VerifiedPolicyTerms {
  return {
    cancelled: !policy.enabled,
    periodStart: policy.currentTermStartDate,
    periodEnd: policy.currentTermEndDate,
    cancellationDate: null,
    renews: null,
  };
}

/** The status on the day of issue at the insured location (coverageDay). */
export function ownEvidenceStatus(policy: Policy, issuedAt: Date) {
  return evidenceStatus(ownTerms(policy), coverageDay(issuedAt, policy.insuredState));
}

export function partnerEvidenceStatus(policy: PartnerPolicy, issuedAt: Date) {
  return evidenceStatus(partnerTerms(policy), coverageDay(issuedAt, policy.insuredAddress.state));
}

/** The status on `asOf` and its sentence, in English as the document is (docs/i18n.md). */
function evidenceStatus(terms: VerifiedPolicyTerms, asOf: string) {
  const status = verifiedCoverage(terms, asOf);
  const sentence = inEnglish(statusSentence(status, verifiedCoverageFacts(terms)));
  return { asOf, status, sentence };
}

export function ownEvidenceDocument(
  policy: Policy,
  tenant: Tenant,
  carrier: string,
  common: Common,
): EvidenceDocument {
  const money = (whole: number) => dollars(whole * 100);
  const coverages = [
    { name: 'Personal liability', value: `${money(policy.liabilityLimit)} each occurrence` },
    { name: 'Medical payments to others', value: `${money(policy.medicalLimit)} each person` },
    {
      name: 'Personal property',
      value: `${money(policy.contentsLimit)}, deductible ${money(policy.contentsDeductible)}`,
    },
  ];
  if (policy.hurricaneDeductible !== null)
    coverages.push({ name: 'Hurricane deductible', value: money(policy.hurricaneDeductible) });
  if (policy.windHailDeductible !== null)
    coverages.push({ name: 'Wind and hail deductible', value: money(policy.windHailDeductible) });
  const people = [
    ...policy.roommates.map((r) => ({
      role: 'Additional insured (roommate)',
      name: `${r.firstName} ${r.lastName}`,
    })),
    ...(policy.spouse
      ? [{ role: 'Additional insured (spouse or partner)', name: policy.spouse.name }]
      : []),
    ...(policy.authorizedUser
      ? [
          {
            role: 'Authorized user',
            name: `${policy.authorizedUser.firstName} ${policy.authorizedUser.lastName}`,
          },
        ]
      : []),
  ];
  return {
    ...common,
    ...ownEvidenceStatus(policy, common.issuedAt),
    carrier,
    productName: policy.productName,
    policyNumber: policy.carrierPolicyNumber,
    namedInsured: fullName(tenant),
    people,
    location: insuredAddressLine(policy),
    periodStart: policy.policyStartDate,
    periodEnd: policy.policyEndDate,
    cancellationDate: policy.cancellationDate,
    coverages,
    endorsements: policy.endorsements.map((e) => endorsementText(policy, e)),
  };
}

export function partnerLocation(policy: PartnerPolicy): string {
  const a = policy.insuredAddress;
  const unit = a.unit ? `, Unit ${a.unit}` : '';
  return `${a.address}${unit}, ${a.city}, ${a.state} ${a.zip}`;
}

/** The coverages every partner policy has as columns; the others are listed from `coverages`. */
const PARTNER_COLUMNS = /^(personal property|personal liability|medical payments( to others)?)$/i;

export function partnerEvidenceDocument(
  policy: PartnerPolicy,
  tenant: Tenant,
  common: Common,
): EvidenceDocument {
  const money = (whole: number) => dollars(whole * 100);
  const others = policy.coverages.filter((c) => !PARTNER_COLUMNS.test(c.name.trim()));
  const people = [
    ...(policy.roommate
      ? [
          {
            role: 'Additional insured (roommate)',
            name: `${policy.roommate.firstName} ${policy.roommate.lastName}`,
          },
        ]
      : []),
    ...(policy.spouse
      ? [{ role: 'Additional insured (spouse or partner)', name: policy.spouse.name }]
      : []),
  ];
  return {
    ...common,
    ...partnerEvidenceStatus(policy, common.issuedAt),
    carrier: PARTNER_CARRIER.name,
    productName: PARTNER_CARRIER.productName,
    policyNumber: policy.carrierPolicyNumber,
    namedInsured: fullName(tenant),
    people,
    location: partnerLocation(policy),
    periodStart: policy.currentTermStartDate,
    periodEnd: policy.currentTermEndDate,
    coverages: [
      { name: 'Personal liability', value: `${money(policy.liabilityAmount)} each occurrence` },
      { name: 'Medical payments to others', value: `${money(policy.medicalPayments)} each person` },
      {
        name: 'Personal property',
        value: `${money(policy.personalPropertyAmount)}, deductible ${money(policy.deductible)}`,
      },
    ],
    endorsements: others.map((c) =>
      c.amount !== undefined && c.amount !== null
        ? `${c.name} (${money(c.amount)})`
        : `${c.name}${c.value ? ` (${c.value})` : ''}`,
    ),
  };
}
