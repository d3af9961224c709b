// The notices of the policy year that are not about a payment: our renewal announced
// ahead, an uploaded policy ending (the renewed proof asked for), and its lapse told to the tenant
// and to the management company. The tenant's are in their language (docs/i18n.md "Mails"), the
// management company's in English. Builders only: the jobs queue them with their policy_notices key
// in one transaction (jobs/noticeOnce.ts).
import { renewalLockedReason } from '../../domain/policies/renewal';
import { dayValue, formatDay } from '../../domain/i18n/dates';
import { policyMailTexts } from '../../domain/i18n/generated/en/policyMail';
import { proofMailTexts } from '../../domain/i18n/generated/en/proofMail';
import type { Locale } from '../../domain/i18n/locales';
import type { Translate, ValuesOf } from '../../domain/i18n/texts';
import { billAmount } from '../../domain/money';
import { usDate } from '../../domain/policies/status';
import type { MailMessage } from '../adapters/mail';
import { sayIn, textsIn } from '../answerLanguage';
import { knownText } from '../mail/tenantLanguage';
import { message } from './changeMails';
import { oneLine } from './supportMails';

/** What the renewed term costs and when it is charged (jobs/renewalMoney.ts). */
export interface RenewalMoney {
  premiumCents: number;
  /** The plan's name (domain/constants PAYMENT_PLANS), as the tenant chose it. */
  planName: string;
  /** The payments of the plan as charged, when known; null when only the premium is known. */
  payments: {
    first: { date: string; amountCents: number };
    /**
     * The payments after the first (domain/payments/planMoney.ts `later`): how many, from when,
     * each one's amount when they are all the same (else null) and the billing fee in each (0:
     * none); null for a one-payment plan.
     */
    later: { count: number; from: string; amount: number | null; fee: number } | null;
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
  /** Null when the switch can be used; else what the locked switch's sentence needs. */
  locked: { renewalDate: string; days: number; email: string; phone: string } | null;
  dashboardUrl: string;
  locale: Locale;
}

const cents = (c: number) => billAmount(c / 100);

/** The later payments' sentences (planMoney.ts laterSummary and laterFee, each with its period). */
function laterSentences(
  t: Translate<ValuesOf<typeof policyMailTexts>>,
  later: RenewalMoney['payments'],
) {
  const next = later?.later;
  if (!next) return [];
  const { count, amount, fee } = next;
  const from = dayValue(next.from);
  return [
    amount === null
      ? t('laterFrom', { count, date: from })
      : t('laterSame', { count, amount: billAmount(amount), date: from }),
    ...(fee > 0 ? [t(count === 1 ? 'laterFeeOne' : 'laterFeeEach', { fee: billAmount(fee) })] : []),
  ];
}

/** Our policy renews in 30 days or less: the new term, its price, and how to turn renewal off. */
export function renewalAnnouncementMail(input: RenewalAnnouncement): MailMessage {
  const { money, term, locale } = input;
  const t = textsIn(locale, policyMailTexts);
  const plan = knownText(locale, policyMailTexts, money.planName);
  const lines = [
    t('hi', { name: oneLine(input.firstName) }),
    t('renewalBody', {
      policyNumber: oneLine(input.policyNumber),
      product: oneLine(input.productName),
      address: oneLine(input.addressLine),
      start: dayValue(term.start),
      end: dayValue(term.end),
    }),
    t('renewalPremium', { amount: cents(money.premiumCents) }),
  ];
  if (money.payments) {
    const { first } = money.payments;
    const charged = { plan, amount: cents(first.amountCents), date: dayValue(first.date) };
    lines.push(
      money.numberOfPayments > 1
        ? t('renewalFirstPayment', charged)
        : t('renewalOnePayment', charged),
    );
    const later = laterSentences(t, money.payments);
    if (later.length) lines.push(later.join(' '));
  } else {
    lines.push(
      money.numberOfPayments > 1
        ? t('renewalInPayments', {
            plan,
            count: money.numberOfPayments,
            date: dayValue(term.start),
          })
        : t('renewalCharged', { date: dayValue(term.start) }),
    );
  }
  const { locked } = input;
  lines.push(
    locked
      ? // The dashboard's own sentence for its locked switch, in the mail's language.
        renewalLockedReason(
          true,
          formatDay(locked.renewalDate, locale),
          { email: locked.email, phone: locked.phone },
          sayIn(locale),
        )
      : t('renewalTurnOff', { date: dayValue(term.start), url: input.dashboardUrl }),
  );
  return {
    ...message(input.to, t('renewalSubject', { date: dayValue(term.start) }), lines),
    language: locale,
  };
}

export interface UploadNoticeInput {
  to: string;
  firstName: string;
  provider: string;
  policyNumber: string;
  end: string;
  /** The upload wizard with what is known filled in. */
  uploadUrl: string;
  locale: Locale;
}

const policyWords = (i: Pick<UploadNoticeInput, 'provider' | 'policyNumber'>) =>
  `${oneLine(i.provider)} policy ${oneLine(i.policyNumber)}`;

const uploadWords = (i: UploadNoticeInput) => ({
  provider: oneLine(i.provider),
  policyNumber: oneLine(i.policyNumber),
  end: dayValue(i.end),
});

/** An uploaded policy ends within 30 days and no renewed proof is on file. */
export function uploadEndingMail(input: UploadNoticeInput): MailMessage {
  const t = textsIn(input.locale, proofMailTexts);
  const mail = message(input.to, t('endingSubject', { end: dayValue(input.end) }), [
    t('hi', { name: oneLine(input.firstName) }),
    t('endingBody', uploadWords(input)),
    t('endingUpload', { url: input.uploadUrl }),
    t('endingCheck'),
  ]);
  return { ...mail, language: input.locale };
}

/** An uploaded policy ended with no new proof: the tenant is told it lapsed. */
export function uploadLapsedTenantMail(
  input: UploadNoticeInput & { companyName: string | null },
): MailMessage {
  const t = textsIn(input.locale, proofMailTexts);
  const mail = message(input.to, t('lapsedSubject'), [
    t('hi', { name: oneLine(input.firstName) }),
    input.companyName
      ? t('lapsedBodyTold', { ...uploadWords(input), company: oneLine(input.companyName) })
      : t('lapsedBody', uploadWords(input)),
    t('lapsedUpload', { url: input.uploadUrl }),
    t('lapsedQuote'),
  ]);
  return { ...mail, language: input.locale };
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
