import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field, Form } from 'react-final-form';
import { CANCELLATION_REASONS } from '../../../../domain/constants';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { policyChangesTexts } from '../../../../domain/i18n/generated/en/policyChanges';
import { policyChangeMessages } from '../../../../domain/messages/policyChanges';
import { requiringManagerName } from '../../../../domain/policies/leaseCompliance';
import { isoDay } from '../../../../domain/policies/status';
import { changeDateError } from '../../../../domain/validation/policyChange';
import {
  useCancelPolicyMutation,
  usePreviewPolicyCancellationMutation,
  type CancellationPreview,
  type Policy,
} from '../../../api';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../app/session';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { money } from '../../../design';
import { ActionDialog } from '../../../components/ActionDialog';
import { useDay, useLocalized, useSay, useTexts } from '../../../i18n/useTexts';
import { leaseOfPolicy } from './leaseOfPolicy';
import { complianceTexts } from '../texts';
import { AmountRow } from './AmountRows';
import { usePreviewThenConfirm } from './usePreviewThenConfirm';
import { appNow } from '../../../app/appClock';

type CancelRequest = { reason: string; cancellationDate: string };

/** Each reason's words; the value sent is the reason's English (domain/constants). */
const REASON_KEYS = {
  'I am moving out': 'reasonMovingOut',
  'I found other insurance': 'reasonOtherInsurance',
  'It costs too much': 'reasonCost',
  'I no longer need renters insurance': 'reasonNoNeed',
  Other: 'reasonOther',
} as const satisfies Record<(typeof CANCELLATION_REASONS)[number], string>;

interface CancelValues {
  reason?: string;
  cancellationDate?: string;
}

/**
 * Cancelling an own policy (docs/product.md "Calls" PUT /policy/cancel/{id}, "Messages" 'Your
 * policy has been cancelled!'): the reason and the day cover ends first, then the refund of the
 * unearned premium as the server computes it, and only then the cancellation, sent with the refund
 * shown so a different amount is never applied without the tenant seeing it.
 */
export function CancelPolicyDialog({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const t = useTexts(policyActionsTexts, policyChangesTexts);
  const day = useDay();
  const say = useSay(complianceTexts);
  const localize = useLocalized(policyChangesTexts);
  const today = isoDay(appNow());
  const user = useAppSelector(selectUser);
  const [preview, { isLoading: previewing }] = usePreviewPolicyCancellationMutation();
  const [cancel, { isLoading: cancelling }] = useCancelPolicyMutation();
  const { request, amounts, error, showAmounts, confirm, back } = usePreviewThenConfirm({
    preview: (values: CancelRequest) =>
      preview({ id: policy.policyId, cancelPolicyRequest: values }),
    apply: (values, shown: CancellationPreview) =>
      cancel({
        id: policy.policyId,
        cancelPolicyRequest: { ...values, confirmedRefund: shown.refundAmount },
      }),
    success: t('policyCancelled'),
    onDone: onClose,
  });

  // At a partner property the lease requires insurance and the manager is told.
  const manager = requiringManagerName(
    leaseOfPolicy(policy, user?.leases)?.property.property_manager,
    say,
  );
  const leaseWarning = manager ? (
    <Alert severity="warning" role="note">
      {t('requiresInsurance', { manager })}
    </Alert>
  ) : null;

  const term = { start: policy.policyStartDate.date, end: policy.policyEndDate.date };
  // A policy bought today starts later: the first day it can change is its start.
  const firstDay = today > term.start ? today : term.start;
  const validate = (values: CancelValues) => {
    const errors: CancelValues = {};
    // The rules' English, shown in the tenant's language (the fields show it as it comes).
    if (!values.reason) errors.reason = localize(policyChangeMessages.reasonRequired);
    const date = changeDateError('cancel', values.cancellationDate, today, term);
    if (date) errors.cancellationDate = localize(date);
    return errors;
  };

  return (
    <ActionDialog title={t('cancelTitle')} onClose={onClose}>
      {() =>
        amounts && request ? (
          <>
            <DialogContent>
              <Stack spacing={1.5}>
                <Typography>
                  {t('cancelSummary', { date: day(amounts.cancellationDate) })}
                </Typography>
                <AmountRow label={t('paidLabel')} value={money(amounts.paidAmount)} />
                <AmountRow label={t('earnedLabel')} value={money(amounts.earnedAmount)} />
                <Divider />
                <AmountRow label={t('refundLabel')} value={money(amounts.refundAmount)} strong />
                <Typography variant="body2">
                  {t(amounts.refundAmount > 0 ? 'refundNote' : 'noRefund')}
                </Typography>
                <Typography variant="body2">{t('managerNote')}</Typography>
                {leaseWarning}
                {error ? <Alert severity="error">{error}</Alert> : null}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={back} disabled={cancelling}>
                {t('back')}
              </Button>
              <Button variant="contained" color="error" onClick={confirm} disabled={cancelling}>
                {t('cancelConfirm')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <Form<CancelValues>
            onSubmit={(values) =>
              showAmounts({
                reason: values.reason ?? '',
                cancellationDate: values.cancellationDate ?? firstDay,
              })
            }
            validate={validate}
            initialValues={request ?? { reason: '', cancellationDate: firstDay }}
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('cancelTitle')}>
                <DialogContent>
                  <Typography>{t('cancelIntro')}</Typography>
                  {leaseWarning ? <Box sx={{ mt: 1.5 }}>{leaseWarning}</Box> : null}
                  <Field
                    name="reason"
                    component={SelectFieldAdapter}
                    label={t('cancelReasonLabel')}
                    fullWidth
                    margin="normal"
                  >
                    {CANCELLATION_REASONS.map((reason) => (
                      <MenuItem key={reason} value={reason}>
                        {t(REASON_KEYS[reason])}
                      </MenuItem>
                    ))}
                  </Field>
                  <Field
                    name="cancellationDate"
                    type="date"
                    component={TextFieldAdapter}
                    label={t('cancelDateLabel')}
                    slotProps={{ htmlInput: { min: firstDay, max: term.end } }}
                  />
                  {error ? <Alert severity="error">{error}</Alert> : null}
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose}>{t('close')}</Button>
                  <Button type="submit" variant="contained" disabled={previewing}>
                    {t('seeAmounts')}
                  </Button>
                </DialogActions>
              </form>
            )}
          />
        )
      }
    </ActionDialog>
  );
}
