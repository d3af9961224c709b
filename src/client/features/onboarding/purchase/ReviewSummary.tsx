import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PaymentPlanIndex } from '../../../../domain/constants';
import { checkoutTexts } from '../../../../domain/i18n/generated/en/checkout';
import { methodWordsTexts } from '../../../../domain/i18n/generated/en/methodWords';
import { coverageTexts } from '../../../../domain/i18n/generated/en/coverage';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import {
  chosenCoverageLines,
  needsWaterBackupDisclosure,
} from '../../../../domain/onboarding/coverageCopy';
import { methodInWords } from '../../../../domain/payments/methodWords';
import { planMoney, planMoneyTexts, planName } from '../../../../domain/payments/planMoney';
import type { PaymentSchedule } from '../../../../domain/payments/plans';
import { displayPhone } from '../../../../domain/validation/phone';
import type { OnboardingState } from '../onboardingSlice';
import { ListRow, ListRows, SectionCard } from '../../../design/cards';
import { coverageAmount, money } from '../../../design/format';
import { useDay, useSay, useTexts } from '../../../i18n/useTexts';
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

/** The tenant's own data (a name, an address, an e-mail): left alone by a translator. */
const Data = ({ children }: { children: ReactNode }) => <span translate="no">{children}</span>;

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
  const t = useTexts(checkoutTexts, quoteTexts, coverageTexts, onboardingTexts);
  const day = useDay();
  const q = useTexts(quoteTexts);
  const o = useTexts(onboardingTexts);
  const say = useSay(checkoutTexts, coverageTexts, methodWordsTexts);
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
    dated ? planMoneyTexts.laterSummary(planAmounts, say) : null,
    planMoneyTexts.laterFee(planAmounts, say),
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
        title={t('coverage')}
        after={
          needsWaterBackupDisclosure(state, selection.toggles) ? (
            <Box sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {q('waterBackupNotice')}
              </Typography>
              <DisclosureLink type="waterbackup" state={state} label={q('waterBackupNoticeLink')} />
            </Box>
          ) : null
        }
      >
        <Row
          label={t('personalProperty')}
          value={coverageAmount(selection.personalPropertyAmount)}
        />
        <Row label={t('liability')} value={coverageAmount(selection.liabilityAmount)} />
        <Row label={t('deductible')} value={coverageAmount(selection.deductible)} />
        {optional.length > 0 ? (
          <Row
            label={t('included')}
            value={optional.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          />
        ) : null}
        {effective ? <Row label={t('policyStart')} value={day(effective)} /> : null}
      </Section>
      <Section title={t('paymentPlan')}>
        <Row label={t('plan')} value={planName(plan, say)} />
        <Row label={t('chargedToday')} value={planMoneyTexts.dueTodayParts(planAmounts, say)} />
        <Row label={t('laterPaymentsLabel')} value={later || t('onePayment')} />
        <Row label={t('fullPriceLabel')} value={money(planAmounts.fullPrice)} />
        <Row label={t('paymentMethod')} value={methodInWords(payment.description, say)} />
      </Section>
      <Section title={t('people')}>
        <Row label={t('policyholder')} value={<Data>{name(person)}</Data>} />
        <Row label={o('email')} value={<Data>{person.email}</Data>} />
        <Row label={o('phone')} value={displayPhone(person.phone)} />
        <Row label={t('reviewDateOfBirth')} value={day(person.dateOfBirth)} />
        {onboarding.roommate ? (
          <Row label={t('roommate')} value={<Data>{name(onboarding.roommate)}</Data>} />
        ) : null}
        {onboarding.spouse ? (
          <Row label={t('spouse')} value={<Data>{name(onboarding.spouse)}</Data>} />
        ) : null}
        {onboarding.authorizedUser ? (
          <Row label={t('authorizedUser')} value={<Data>{name(onboarding.authorizedUser)}</Data>} />
        ) : null}
        <Row
          label={t('interestedParty')}
          value={
            onboarding.interestedParty ? (
              <Data>{`${onboarding.interestedParty.name}, ${addressText(onboarding.interestedParty)}`}</Data>
            ) : (
              t('none')
            )
          }
        />
      </Section>
      <Section title={t('addresses')}>
        <Row label={t('insuredAddress')} value={<Data>{addressText(validatedAddress)}</Data>} />
        <Row
          label={t('mailingAddress')}
          value={
            <Data>{`${name(checkout.mailingAddress)}, ${addressText(checkout.mailingAddress)}`}</Data>
          }
        />
        <Row
          label={t('billingAddress')}
          value={
            <Data>{`${name(checkout.billingAddress)}, ${addressText(checkout.billingAddress)}`}</Data>
          }
        />
      </Section>
    </Stack>
  );
}
