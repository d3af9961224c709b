import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
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
  nextPaymentDate,
  savingsAgainstMonthly,
  totalPerYear,
  type PaymentSchedule,
} from '../../../../domain/payments/plans';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paymentPlanChosen } from '../onboardingSlice';
import { dollars, money, usDate } from '../format';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Stack>
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
  const date =
    installments && (schedule.installments[1]?.date || effectiveDate)
      ? nextPaymentDate(schedule, index, effectiveDate ?? '')
      : null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={`${name} plan`}
      sx={{ borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h3" component="h2">
            {name}
          </Typography>
          {index === BEST_VALUE_PLAN_INDEX ? (
            <Chip size="small" color="success" label={purchaseTexts.bestValue} />
          ) : null}
        </Stack>
        <Stack spacing={0.5}>
          <Row label="Due today" value={money(schedule.downPaymentAmount)} />
          {installments ? (
            <>
              <Row
                label={`Then ${schedule.numberOfPayments - 1} payments of`}
                value={money(nextPayment(schedule))}
              />
              {date ? <Row label="Next payment date" value={usDate(date)} /> : null}
            </>
          ) : null}
          <Row label="Total per year" value={money(totalPerYear(schedule))} />
          {savings > 0 ? (
            <Typography color="success.main" sx={{ fontWeight: 600 }}>
              {`Save ${dollars(savings)} compared to Monthly`}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          variant={chosen ? 'contained' : 'outlined'}
          fullWidth
          onClick={onChoose}
          aria-label={`Choose ${name}`}
        >
          {`Choose ${name}`}
        </Button>
      </CardActions>
    </Card>
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
        <Typography variant="body2" color="text.secondary">
          {purchaseTexts.cardFeeNote}
        </Typography>
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
