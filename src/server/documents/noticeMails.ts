// The notices of the policy year that are not about a payment: our renewal announced
// ahead, an uploaded policy ending (the renewed proof asked for), and its lapse told to the tenant
// and to the management company. Builders only: the jobs queue them with their policy_notices key
// in one transaction (jobs/noticeOnce.ts).
import { billAmount } from '../../domain/money';
import { usDate } from '../../domain/policies/status';
import type { MailMessage } from '../adapters/mail';
import { message } from './changeMails';
import { oneLine } from './supportMails';

/** What the renewed term costs and when it is charged (jobs/renewalMoney.ts). */
export interface RenewalMoney {
  premiumCents: number;
  planName: string;
  /** The payments of the plan as charged, when known; null when only the premium is known. */
  payments: {
    first: { date: string; amountCents: number };
    /** The later payments' summary and fee sentences (domain/payments/planMoney.ts texts). */
    laterSummary: string | null;
    laterFee: string | null;
  } | null;
  numberOfPayments: number;
}

export interface RenewalAnnouncement {
  to: string;
  firstName: string;
  policyNumber: string;
  productName: string;
  addressLine: string;
  term: { start: string; end: string };
  money: RenewalMoney;
  /** Null when the switch can be used; else the locked switch's sentence (renewalLockedReason). */
  lockedReason: string | null;
  dashboardUrl: string;
}

const cents = (c: number) => billAmount(c / 100);

/** Our policy renews in 30 days or less: the new term, its price, and how to turn renewal off. */
export function renewalAnnouncementMail(input: RenewalAnnouncement): MailMessage {
  const { money, term } = input;
  const lines = [
    `Hi ${oneLine(input.firstName)},`,
    `Your policy ${oneLine(input.policyNumber)} (${oneLine(input.productName)}) for ` +
      `${oneLine(input.addressLine)} renews automatically on ${usDate(term.start)}. ` +
      `The new term runs from ${usDate(term.start)} to ${usDate(term.end)}.`,
    `The premium for the new term is ${cents(money.premiumCents)}.`,
  ];
  if (money.payments) {
    const { first } = money.payments;
    lines.push(
      money.numberOfPayments > 1
        ? `On your ${money.planName} plan, the first payment of ${cents(first.amountCents)} is charged to your payment method on file on ${usDate(first.date)}.`
        : `On your ${money.planName} plan, ${cents(first.amountCents)} is charged to your payment method on file on ${usDate(first.date)}.`,
    );
    const later = [money.payments.laterSummary, money.payments.laterFee].filter(Boolean);
    if (later.length) lines.push(later.map((s) => (s!.endsWith('.') ? s : `${s}.`)).join(' '));
  } else {
    lines.push(
      money.numberOfPayments > 1
        ? `It is paid on your ${money.planName} plan in ${money.numberOfPayments} payments, the first charged to your payment method on file on ${usDate(term.start)}.`
        : `It is charged to your payment method on file on ${usDate(term.start)}.`,
    );
  }
  lines.push(
    input.lockedReason ??
      `If you do not want it to renew, turn off Auto-renewal on your dashboard before ${usDate(term.start)}: ${input.dashboardUrl}`,
  );
  return message(input.to, `Your policy renews on ${usDate(term.start)}`, lines);
}

export interface UploadNoticeInput {
  to: string;
  firstName: string;
  provider: string;
  policyNumber: string;
  end: string;
  /** The upload wizard with what is known filled in. */
  uploadUrl: string;
}

const policyWords = (i: Pick<UploadNoticeInput, 'provider' | 'policyNumber'>) =>
  `${oneLine(i.provider)} policy ${oneLine(i.policyNumber)}`;

/** An uploaded policy ends within 30 days and no renewed proof is on file. */
export function uploadEndingMail(input: UploadNoticeInput): MailMessage {
  return message(input.to, `Your renters insurance ends on ${usDate(input.end)}`, [
    `Hi ${oneLine(input.firstName)},`,
    `Your ${policyWords(input)} ends on ${usDate(input.end)}, and we do not have proof of its renewal yet.`,
    `When your insurer sends the renewed declarations page, upload it here (sign in if asked); ` +
      `the policy details are filled in for you: ${input.uploadUrl}`,
    'We will check it and send it to your property management company, so your lease stays covered.',
  ]);
}

/** An uploaded policy ended with no new proof: the tenant is told it lapsed. */
export function uploadLapsedTenantMail(
  input: UploadNoticeInput & { companyName: string | null },
): MailMessage {
  const told = input.companyName ? ` We have told ${oneLine(input.companyName)}.` : '';
  return message(input.to, `Your renters insurance has lapsed`, [
    `Hi ${oneLine(input.firstName)},`,
    `Your ${policyWords(input)} ended on ${usDate(input.end)} and we have no proof of a policy ` +
      `after it, so you are not covered.${told}`,
    `If you renewed it, upload the renewed declarations page here (sign in if asked): ${input.uploadUrl}`,
    'Or get a quote from us on your dashboard and be covered from tomorrow.',
  ]);
}

/** The management company, as interested party, hears of the lapse. */
export function uploadLapsedManagerMail(input: {
  to: string;
  companyName: string;
  tenantName: string;
  leaseAddress: string | null;
  provider: string;
  policyNumber: string;
  end: string;
}): MailMessage {
  const name = oneLine(input.tenantName);
  return message(input.to, `Insurance lapsed: ${name}`, [
    `Hello ${oneLine(input.companyName)},`,
    `The renters insurance ${name} gave us as proof${
      input.leaseAddress ? ` for ${oneLine(input.leaseAddress)}` : ''
    }, ${policyWords(input)}, ended on ${usDate(input.end)}. We have no proof of a policy after it.`,
    'We have asked the resident for a renewed policy and will tell you when one is on file.',
  ]);
}
