import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
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
import { checkoutTexts } from '../../../../domain/i18n/generated/en/checkout';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import {
  planMoney,
  planMoneyTexts as words,
  planName,
  savingWithFees,
  type PlanMoney,
} from '../../../../domain/payments/planMoney';
import type { PaymentSchedule } from '../../../../domain/payments/plans';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paymentPlanChosen } from '../onboardingSlice';
import { ListRow, ListRows, SectionCard } from '../../../design/cards';
import { money } from '../../../design/format';
import { useDay, useSay, useTexts } from '../../../i18n/useTexts';

/**
 * The later payments of a plan, each with its date, in a list that opens on demand: a plain
 * disclosure button (an Accordion cost the purchase steps 3 KB of their route budget).
 */
function LaterPayments({ money: m, name }: { money: PlanMoney; name: string }) {
  const t = useTexts(checkoutTexts);
  const day = useDay();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        variant="text"
        color="inherit"
        aria-expanded={open}
        aria-controls={`${name}-dates-list`}
        id={`${name}-dates`}
        onClick={() => setOpen((was) => !was)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ px: 0, minHeight: 44, fontWeight: 600, textTransform: 'none' }}
      >
        {t('paymentDates')}
      </Button>
      <Box
        component="ol"
        id={`${name}-dates-list`}
        aria-labelledby={`${name}-dates`}
        hidden={!open}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {m.later.map((payment, i) => (
          <Box
            component="li"
            key={payment.date}
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
              {day(payment.date)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {money(payment.amount)}
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
  const t = useTexts(checkoutTexts);
  const say = useSay(checkoutTexts);
  const name = planName(index, say);
  // Card is the method at checkout (the bank option is hidden, docs/product.md "Account pages"):
  // its fee is in every figure.
  const m = planMoney(schedule, index, effectiveDate ?? '', 'cc');
  const saving = monthly
    ? savingWithFees(m, planMoney(monthly, PAYMENT_PLAN_INDEX.monthly, effectiveDate ?? '', 'cc'))
    : 0;
  const dated = m.later.every((p) => p.date !== '');
  const later = dated ? words.laterSummary(m, say) : null;
  const laterFee = words.laterFee(m, say);
  return (
    <Box
      component="section"
      aria-label={t('planRegion', { plan: name })}
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
            <Chip size="small" color="success" label={t('bestValue')} />
          ) : undefined
        }
      >
        <ListRows>
          <ListRow label={t('dueTodayLabel')} value={money(m.dueToday.total)} emphasis />
        </ListRows>
        <Typography variant="body2" color="text.secondary" data-testid="due-today-parts">
          {words.dueTodayParts(m, say)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="later-payments">
          {later ?? (m.later.length === 0 ? t('onePayment') : null)}
        </Typography>
        {laterFee ? (
          <Typography variant="body2" color="text.secondary">
            {laterFee}
          </Typography>
        ) : null}
        {m.later.length > 0 && dated ? <LaterPayments money={m} name={`plan-${index}`} /> : null}
        <ListRows>
          <ListRow label={t('fullPriceLabel')} value={money(m.fullPrice)} emphasis />
        </ListRows>
        {saving > 0 ? (
          <Typography color="success.main" sx={{ fontWeight: 600, mt: 1 }}>
            {words.saving(saving, m.method, say)}
          </Typography>
        ) : null}
        <Button
          variant={chosen ? 'contained' : 'outlined'}
          fullWidth
          onClick={onChoose}
          sx={{ mt: 2 }}
        >
          {t('choosePlan', { plan: name })}
        </Button>
      </SectionCard>
    </Box>
  );
}

/** Step 6 (docs/product.md "Onboarding flow" payment options, "Limits" plan math): Annual, 4-Pay and Monthly from the quote. */
export default function PaymentOptionsStep() {
  const dispatch = useAppDispatch();
  // The flow's titles and errors are the `onboarding` catalog's (loaded with this one).
  const t = useTexts(checkoutTexts, onboardingTexts);
  const o = useTexts(onboardingTexts);
  const quote = useAppSelector((s) => s.onboarding.quote);
  const chosen = useAppSelector((s) => s.onboarding.paymentPlan);
  const effectiveAnswer = useAppSelector(
    (s) => s.onboarding.underwritingAnswers.policyEffectiveDate ?? null,
  );
  const [infoOpen, setInfoOpen] = useState(false);

  const schedules = quote?.schedules ?? [];
  if (!quote || schedules.length === 0) {
    return <Alert severity="error">{o('missingQuote')}</Alert>;
  }
  const monthly = schedules[PAYMENT_PLAN_INDEX.monthly];
  const effectiveDate = quote.policyEffectiveDate ?? effectiveAnswer;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h2" component="h1">
          {o('paymentOptions')}
        </Typography>
        <IconButton aria-label={t('plansInfoTitle')} onClick={() => setInfoOpen(true)}>
          <InfoOutlinedIcon />
        </IconButton>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('plansIntro')}
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
        <DialogTitle id="plans-info-title">{t('plansInfoTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography>{t('plansInfoAnnual')}</Typography>
            <Typography>{t('plansInfoFourPay')}</Typography>
            <Typography>{t('plansInfoMonthly')}</Typography>
            <Typography>{t('plansInfoFees')}</Typography>
            <Typography>{t('cardFeeNote')}.</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setInfoOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
