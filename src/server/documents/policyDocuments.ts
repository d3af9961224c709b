// The documents of a purchase (docs/product.md "Records" appBytes, "What the portal does" the
// management company is told the tenant is insured): the application the buyer receives and the
// evidence of insurance mailed to the manager. Built from the stored policy, so a replayed purchase
// answers the same document.
import { PAYMENT_PLAN_NAMES } from '../../domain/constants';
import { endorsementLine } from '../../domain/coverage/enhancementTable';
import { usDate } from '../../domain/policies/status';
import type { Policy, Tenant } from '../db/schema';
import { linesPdf, type PdfLine } from './pdfDocument';

export interface PolicyDocumentInput {
  policy: Policy;
  tenant: Tenant;
  /** The account's e-mail. */
  email: string;
}

export interface ApplicationInput extends PolicyDocumentInput {
  /** Charged at purchase (down payment and fee), in cents. */
  chargedCents: number;
}

/** An endorsement as PDFs and mails list it: the coverage table's name and limit, never a code. */
export function endorsementText(policy: Policy, e: { code: string; limit: number | null }): string {
  return endorsementLine(e, {
    state: policy.insuredState,
    contentsLimit: policy.contentsLimit,
    liabilityLimit: policy.liabilityLimit,
  });
}

/** '$1,234.56' from cents; whole dollars without the cents. */
export function dollars(cents: number): string {
  const whole = Number.isInteger(cents / 100);
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

export function insuredAddressLine(policy: Policy): string {
  const unit = policy.insuredUnit ? `, Unit ${policy.insuredUnit}` : '';
  return `${policy.insuredAddress}${unit}, ${policy.insuredCity}, ${policy.insuredState} ${policy.insuredZip}`;
}

const heading = (text: string): PdfLine => ({ text, bold: true, size: 12, gapBefore: 10 });

function coverageLines(policy: Policy): PdfLine[] {
  const lines: PdfLine[] = [
    heading('Coverages'),
    { text: `Personal liability: ${dollars(policy.liabilityLimit * 100)}` },
    { text: `Medical payments to others: ${dollars(policy.medicalLimit * 100)}` },
    {
      text:
        `Personal property: ${dollars(policy.contentsLimit * 100)}, ` +
        `deductible ${dollars(policy.contentsDeductible * 100)}`,
    },
  ];
  if (policy.hurricaneDeductible !== null) {
    lines.push({ text: `Hurricane deductible: ${dollars(policy.hurricaneDeductible * 100)}` });
  }
  for (const e of policy.endorsements) {
    lines.push({ text: endorsementText(policy, e) });
  }
  return lines;
}

function peopleLines(policy: Policy): PdfLine[] {
  const lines: PdfLine[] = [];
  for (const r of policy.roommates) {
    lines.push({ text: `Roommate (additional insured): ${r.firstName} ${r.lastName}, ${r.email}` });
  }
  if (policy.spouse) lines.push({ text: `Spouse or domestic partner: ${policy.spouse.name}` });
  if (policy.authorizedUser) {
    const u = policy.authorizedUser;
    lines.push({ text: `Authorized user: ${u.firstName} ${u.lastName}` });
  }
  if (policy.interestedParty) {
    const p = policy.interestedParty;
    lines.push({
      text: `Interested party: ${p.name}, ${p.streetAddress}, ${p.city}, ${p.state} ${p.zip}`,
    });
  }
  return lines;
}

function termLines(policy: Policy): PdfLine[] {
  return [
    { text: `Policy number: ${policy.carrierPolicyNumber}` },
    { text: `Product: ${policy.productName}` },
    {
      text: `Policy period: ${usDate(policy.policyStartDate)} to ${usDate(policy.policyEndDate)} (12:01 a.m. local time)`,
    },
  ];
}

/** The application the buyer receives (issuePolicy `appBytes`, and the confirmation mail). */
export function applicationPdf({
  policy,
  tenant,
  email,
  chargedCents,
}: ApplicationInput): Promise<Buffer> {
  const plan = PAYMENT_PLAN_NAMES[policy.paymentPlan] ?? 'Annual';
  // Dated by the policy's creation: a replayed purchase answers the same document.
  const meta = { title: `Application ${policy.carrierPolicyNumber}`, date: policy.createdAt };
  return linesPdf(meta, [
    { text: `${policy.productName} – Application for Renters Insurance`, size: 16, bold: true },
    ...termLines(policy),
    heading('Policyholder'),
    { text: `Name: ${tenant.firstName} ${tenant.lastName}` },
    { text: `E-mail: ${email}` },
    ...(tenant.phone ? [{ text: `Phone: ${tenant.phone}` }] : []),
    { text: `Insured address: ${insuredAddressLine(policy)}` },
    ...peopleLines(policy),
    ...coverageLines(policy),
    heading('Premium and payment'),
    { text: `Payment plan: ${plan}` },
    { text: `Total premium for the term: ${dollars(policy.premiumCents)}` },
    { text: `Charged at purchase (including the payment fee): ${dollars(chargedCents)}` },
    {
      text:
        'By purchasing, the applicant confirmed that the answers given in the application are ' +
        'true and complete to the best of their knowledge.',
      gapBefore: 10,
    },
  ]);
}
