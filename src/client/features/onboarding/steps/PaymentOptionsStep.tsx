import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BEST_VALUE_PLAN_INDEX,
  PAYMENT_PLAN_INDEX,
  PAYMENT_PLANS,
  type PaymentPlanIndex,
} from '../../../../domain/constants';
import { flowMessages, onboardingTitles } from '../../../../domain/messages';
import { purchaseTexts } from '../../../../domain/checkout/texts';
import {
  nextPayment,
  planCosts,
  savingsAgainstMonthly,
  totalPerYear,
  type PlanCosts,
  type PaymentSchedule,
} from '../../../../domain/payments/plans';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paymentPlanChosen } from '../onboardingSlice';
import { ListRow, ListRows, SectionCard } from '../../../design/cards';
import { coverageAmount, money, usDate } from '../../../design/format';

/** Every payment of a plan, dated, before it is chosen (fees included). */
function PaymentDates({ costs, name }: { costs: PlanCosts; name: string }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="h4" component="h3" id={`${name}-dates`}>
        {purchaseTexts.paymentDates}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={`${name}-dates`}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {costs.payments.map((payment, i) => (
          <Box
            component="li"
            key={payment.date ?? 'today'}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              columnGap: 2,
              py: 0.25,
              borderTop: i === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {payment.date ? usDate(payment.date) : purchaseTexts.today}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {money(payment.total)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function PlanCard({
  index,
  schedule,
  monthly,
  effectiveDate,
  chosen,
  onChoose,
}: {
  index: PaymentPlanIndex;
  schedule: PaymentSchedule;
  monthly: PaymentSchedule | undefined;
  effectiveDate: string | null;
  chosen: boolean;
  onChoose: () => void;
}) {
  const plan = PAYMENT_PLANS[index];
  const name = plan?.name ?? '';
  const installments = schedule.numberOfPayments > 1;
  const savings =
    monthly && index !== PAYMENT_PLAN_INDEX.monthly ? savingsAgainstMonthly(schedule, monthly) : 0;
  // Card is the method at checkout (the bank option is hidden, §2.10): its fee is part of the price.
  const costs = planCosts(schedule, index, effectiveDate ?? '', 'cc');
  const dated = !installments || Boolean(schedule.installments[1]?.date || effectiveDate);
  return (
    <Box
      component="section"
      aria-label={`${name} plan`}
      sx={{
        '& > .MuiCard-root': {
          borderColor: chosen ? 'primary.main' : undefined,
          borderWidth: chosen ? 2 : 1,
        },
      }}
    >
      <SectionCard
        title={name}
        action={
          index === BEST_VALUE_PLAN_INDEX ? (
            <Chip size="small" color="success" label={purchaseTexts.bestValue} />
          ) : undefined
        }
      >
        <ListRows>
          <ListRow label="Due today" value={money(schedule.downPaymentAmount)} />
          <ListRow label={purchaseTexts.cardFeeToday} value={money(costs.methodFee)} />
          {installments ? (
            <ListRow
              label={`Then ${schedule.numberOfPayments - 1} payments of`}
              value={money(nextPayment(schedule))}
            />
          ) : null}
          <ListRow label="Total per year" value={money(totalPerYear(schedule))} />
          <ListRow label={purchaseTexts.fullPriceByCard} value={money(costs.fullPrice)} emphasis />
        </ListRows>
        {installments ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {purchaseTexts.billingFeeIncluded(money(schedule.serviceFee))}
          </Typography>
        ) : null}
        {savings > 0 ? (
          <Typography color="success.main" sx={{ fontWeight: 600, mt: 1 }}>
            {`Save ${coverageAmount(savings)} compared to Monthly`}
          </Typography>
        ) : null}
        {installments && dated ? <PaymentDates costs={costs} name={`plan-${index}`} /> : null}
        <Button
          variant={chosen ? 'contained' : 'outlined'}
          fullWidth
          onClick={onChoose}
          aria-label={`Choose ${name}`}
          sx={{ mt: 2 }}
        >
          {`Choose ${name}`}
        </Button>
      </SectionCard>
    </Box>
  );
}

/** Step 6 (SPEC §2.11 payment options, §9 plan math): Annual, 4-Pay and Monthly from the quote. */
export default function PaymentOptionsStep() {
  const dispatch = useAppDispatch();
  const quote = useAppSelector((s) => s.onboarding.quote);
  const chosen = useAppSelector((s) => s.onboarding.paymentPlan);
  const effectiveAnswer = useAppSelector(
    (s) => s.onboarding.underwritingAnswers.policyEffectiveDate ?? null,
  );
  const [infoOpen, setInfoOpen] = useState(false);

  const schedules = quote?.schedules ?? [];
  if (!quote || schedules.length === 0) {
    return <Alert severity="error">{flowMessages.missingQuote}</Alert>;
  }
  const monthly = schedules[PAYMENT_PLAN_INDEX.monthly];
  const effectiveDate = quote.policyEffectiveDate ?? effectiveAnswer;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h2" component="h1">
          {onboardingTitles.paymentOptions}
        </Typography>
        <IconButton aria-label={purchaseTexts.plansInfoTitle} onClick={() => setInfoOpen(true)}>
          <InfoOutlinedIcon />
        </IconButton>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {purchaseTexts.plansIntro}
      </Typography>
      <Stack spacing={2}>
        {PAYMENT_PLANS.map((plan) => {
          const schedule = schedules[plan.index];
          if (!schedule) return null;
          return (
            <PlanCard
              key={plan.index}
              index={plan.index}
              schedule={schedule}
              monthly={monthly}
              effectiveDate={effectiveDate}
              chosen={chosen === plan.index}
              onChoose={() => dispatch(paymentPlanChosen(plan.index))}
            />
          );
        })}
      </Stack>
      <Dialog open={infoOpen} onClose={() => setInfoOpen(false)} aria-labelledby="plans-info-title">
        <DialogTitle id="plans-info-title">{purchaseTexts.plansInfoTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography>{purchaseTexts.plansInfoAnnual}</Typography>
            <Typography>{purchaseTexts.plansInfoFourPay}</Typography>
            <Typography>{purchaseTexts.plansInfoMonthly}</Typography>
            <Typography>{purchaseTexts.plansInfoFees}</Typography>
            <Typography>{purchaseTexts.cardFeeNote}.</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setInfoOpen(false)}>{purchaseTexts.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
