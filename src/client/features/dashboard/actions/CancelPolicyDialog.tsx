import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { CANCELLATION_REASONS } from '../../../../domain/constants';
import {
  cancelSummaryText,
  policyChangeMessages,
  policyChangeTexts as t,
  successMessages,
} from '../../../../domain/messages';
import { isoDay } from '../../../../domain/policies/status';
import { changeDateError } from '../../../../domain/validation/policyChange';
import {
  useCancelPolicyMutation,
  usePreviewPolicyCancellationMutation,
  type CancellationPreview,
  type Policy,
} from '../../../api';
import { errorBody, errorMessage } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { longDate, money } from '../../../design';
import { ActionDialog } from '../../../components/ActionDialog';
import { AmountRow } from './AmountRows';
import { refreshPolicies } from './refreshPolicies';

interface CancelValues {
  reason?: string;
  cancellationDate?: string;
}

/**
 * Cancelling an own policy (SPEC §7 PUT /policy/cancel/{id}, §8 'Your policy has been
 * cancelled!'): the reason and the day cover ends first, then the refund of the unearned
 * premium as the server computes it, and only then the cancellation, sent with the refund shown so
 * a different amount is never applied without the tenant seeing it.
 */
export function CancelPolicyDialog({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const today = isoDay(new Date());
  const [preview, { isLoading: previewing }] = usePreviewPolicyCancellationMutation();
  const [cancel, { isLoading: cancelling }] = useCancelPolicyMutation();
  const [request, setRequest] = useState<{ reason: string; cancellationDate: string } | null>(null);
  const [amounts, setAmounts] = useState<CancellationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const term = { start: policy.policyStartDate.date, end: policy.policyEndDate.date };
  // A policy bought today starts later: the first day it can change is its start.
  const firstDay = today > term.start ? today : term.start;
  const validate = (values: CancelValues) => {
    const errors: CancelValues = {};
    if (!values.reason) errors.reason = policyChangeMessages.reasonRequired;
    const date = changeDateError('cancel', values.cancellationDate, today, term);
    if (date) errors.cancellationDate = date;
    return errors;
  };

  const showAmounts = async (values: { reason: string; cancellationDate: string }) => {
    setError(null);
    const result = await preview({ id: policy.policyId, cancelPolicyRequest: values });
    if ('error' in result) {
      setError(errorMessage(result.error, t.genericError));
      return;
    }
    setRequest(values);
    setAmounts(result.data);
  };

  const confirm = async () => {
    if (!request || !amounts) return;
    setError(null);
    const result = await cancel({
      id: policy.policyId,
      cancelPolicyRequest: { ...request, confirmedRefund: amounts.refundAmount },
    });
    if ('error' in result) {
      if (errorBody(result.error)?.code === 'AMOUNT_CHANGED') {
        // The amounts moved on (a payment went through meanwhile): show the new ones.
        await showAmounts(request);
        setError(t.amountChanged);
      } else {
        setError(errorMessage(result.error, t.genericError));
      }
      return;
    }
    dispatch(toastShown({ message: successMessages.policyCancelled, severity: 'success' }));
    refreshPolicies(dispatch);
    onClose();
  };

  return (
    <ActionDialog title={t.cancelTitle} onClose={onClose}>
      {() =>
        amounts && request ? (
          <>
            <DialogContent>
              <Stack spacing={1.5}>
                <Typography>{cancelSummaryText(longDate(amounts.cancellationDate))}</Typography>
                <AmountRow label={t.paidLabel} value={money(amounts.paidAmount)} />
                <AmountRow label={t.earnedLabel} value={money(amounts.earnedAmount)} />
                <Divider />
                <AmountRow label={t.refundLabel} value={money(amounts.refundAmount)} strong />
                <Typography variant="body2">
                  {amounts.refundAmount > 0 ? t.refundNote : t.noRefund}
                </Typography>
                <Typography variant="body2">{t.managerNote}</Typography>
                {error ? <Alert severity="error">{error}</Alert> : null}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAmounts(null)} disabled={cancelling}>
                {t.back}
              </Button>
              <Button variant="contained" color="error" onClick={confirm} disabled={cancelling}>
                {t.cancelConfirm}
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
              <form onSubmit={handleSubmit} noValidate aria-label={t.cancelTitle}>
                <DialogContent>
                  <Typography>{t.cancelIntro}</Typography>
                  <Field
                    name="reason"
                    component={SelectFieldAdapter}
                    label={t.cancelReasonLabel}
                    fullWidth
                    margin="normal"
                  >
                    {CANCELLATION_REASONS.map((reason) => (
                      <MenuItem key={reason} value={reason}>
                        {reason}
                      </MenuItem>
                    ))}
                  </Field>
                  <Field
                    name="cancellationDate"
                    type="date"
                    component={TextFieldAdapter}
                    label={t.cancelDateLabel}
                    slotProps={{ htmlInput: { min: firstDay, max: term.end } }}
                  />
                  {error ? <Alert severity="error">{error}</Alert> : null}
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose}>{t.close}</Button>
                  <Button type="submit" variant="contained" disabled={previewing}>
                    {t.seeAmounts}
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
