import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PAYMENT_PLANS, type PaymentPlanIndex } from '../../../../domain/constants';
import { coverageTexts } from '../../../../domain/i18n/generated/en/coverage';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import {
  chosenCoverageLines,
  needsWaterBackupDisclosure,
} from '../../../../domain/onboarding/coverageCopy';
import { planMoney, planMoneyTexts } from '../../../../domain/payments/planMoney';
import type { PaymentSchedule } from '../../../../domain/payments/plans';
import { displayPhone } from '../../../../domain/validation/phone';
import { purchaseTexts } from '../../../../domain/checkout/texts';
import type { OnboardingState } from '../onboardingSlice';
import { ListRow, ListRows, SectionCard } from '../../../design/cards';
import { coverageAmount, money, usDate } from '../../../design/format';
import { useSay, useTexts } from '../../../i18n/useTexts';
import { DisclosureLink } from './DisclosureDialog';

/** A titled block of the review: a region named by its title, rows that wrap on a phone. */
function Section({
  title,
  children,
  after,
}: {
  title: string;
  children: ReactNode;
  /** Shown below the rows (the Illinois water backup disclosure). */
  after?: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <SectionCard title={title}>
        <ListRows>{children}</ListRows>
        {after}
      </SectionCard>
    </Box>
  );
}

const Row = ListRow;

type Line = {
  streetAddress: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
};
const addressText = (a: Line) =>
  `${a.streetAddress}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/** The review's summary (docs/product.md "Onboarding flow" review): coverage, plan and amounts, people, addresses. */
export function ReviewSummary({
  onboarding,
  schedule,
  plan,
}: {
  onboarding: OnboardingState;
  schedule: PaymentSchedule;
  plan: PaymentPlanIndex;
}) {
  const t = useTexts(quoteTexts, coverageTexts);
  const say = useSay(coverageTexts);
  const { quote, checkout, payment, validatedAddress } = onboarding;
  if (!quote || !checkout || !payment || !validatedAddress) return null;
  const { selection } = quote;
  const state = validatedAddress.state;
  const effective = quote.policyEffectiveDate ?? onboarding.underwritingAnswers.policyEffectiveDate;
  // The payment step's one model of the plan's money: the same figures, with the method
  // the buyer chose at checkout.
  const planAmounts = planMoney(schedule, plan, effective ?? '', payment.method);
  // Without the schedule's dates, the count and amounts are said as the payment step says them.
  const dated = planAmounts.later.every((p) => p.date !== '');
  const later = [
    dated ? planMoneyTexts.laterSummary(planAmounts) : null,
    planMoneyTexts.laterFee(planAmounts),
  ]
    .filter(Boolean)
    .join('. ');
  const optional = chosenCoverageLines(
    selection.toggles,
    {
      state,
      contentsLimit: selection.personalPropertyAmount,
      liabilityLimit: selection.liabilityAmount,
    },
    say,
  );
  const { person } = checkout;
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

  return (
    <Stack spacing={2}>
      <Section
        title="Coverage"
        after={
          needsWaterBackupDisclosure(state, selection.toggles) ? (
            <Box sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('waterBackupNotice')}
              </Typography>
              <DisclosureLink type="waterbackup" state={state} label={t('waterBackupNoticeLink')} />
            </Box>
          ) : null
        }
      >
        <Row label="Personal property" value={coverageAmount(selection.personalPropertyAmount)} />
        <Row label="Liability" value={coverageAmount(selection.liabilityAmount)} />
        <Row label="Deductible" value={coverageAmount(selection.deductible)} />
        {optional.length > 0 ? (
          <Row
            label="Included"
            value={optional.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          />
        ) : null}
        {effective ? <Row label="Policy start" value={usDate(effective)} /> : null}
      </Section>
      <Section title="Payment plan">
        <Row label="Plan" value={PAYMENT_PLANS[plan]?.name ?? ''} />
        <Row label={purchaseTexts.chargedToday} value={planMoneyTexts.dueTodayParts(planAmounts)} />
        <Row label={planMoneyTexts.laterPaymentsLabel} value={later || planMoneyTexts.onePayment} />
        <Row label={planMoneyTexts.fullPriceLabel} value={money(planAmounts.fullPrice)} />
        <Row label={purchaseTexts.paymentMethod} value={payment.description} />
      </Section>
      <Section title="People">
        <Row label="Policyholder" value={name(person)} />
        <Row label="Email" value={person.email} />
        <Row label="Phone" value={displayPhone(person.phone)} />
        <Row label="Date of birth" value={usDate(person.dateOfBirth)} />
        {onboarding.roommate ? (
          <Row label={purchaseTexts.roommate} value={name(onboarding.roommate)} />
        ) : null}
        {onboarding.spouse ? (
          <Row label={purchaseTexts.spouse} value={name(onboarding.spouse)} />
        ) : null}
        {onboarding.authorizedUser ? (
          <Row label={purchaseTexts.authorizedUser} value={name(onboarding.authorizedUser)} />
        ) : null}
        <Row
          label="Interested party"
          value={
            onboarding.interestedParty
              ? `${onboarding.interestedParty.name}, ${addressText(onboarding.interestedParty)}`
              : 'None'
          }
        />
      </Section>
      <Section title="Addresses">
        <Row label="Insured address" value={addressText(validatedAddress)} />
        <Row
          label={purchaseTexts.mailingAddress}
          value={`${name(checkout.mailingAddress)}, ${addressText(checkout.mailingAddress)}`}
        />
        <Row
          label={purchaseTexts.billingAddress}
          value={`${name(checkout.billingAddress)}, ${addressText(checkout.billingAddress)}`}
        />
      </Section>
    </Stack>
  );
}
