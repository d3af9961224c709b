import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { policyChangesTexts } from '../../../../domain/i18n/generated/en/policyChanges';
import { isoDay } from '../../../../domain/policies/status';
import {
  changeDateError,
  moveAddressErrors,
  type MoveValues,
} from '../../../../domain/validation/policyChange';
import {
  usePreviewPolicyAddressChangeMutation,
  useUpdatePolicyAddressMutation,
  type AddressChangePreview,
  type Policy,
  type UpdatePolicyAddressRequest,
} from '../../../api';
import { money } from '../../../design';
import { ActionDialog } from '../../../components/ActionDialog';
import { AmountRow } from './AmountRows';
import { MoveAddressFields } from './MoveAddressFields';
import { usePreviewThenConfirm } from './usePreviewThenConfirm';
import { appNow } from '../../../app/appClock';
import { useDay, useLocalized, useTexts } from '../../../i18n/useTexts';

const addressLines = ({ address, unit, city, state, zip }: AddressChangePreview['address']) => [
  unit ? `${address}, Unit ${unit}` : address,
  `${city}, ${state} ${zip}`,
];

function toRequest(values: MoveValues, today: string): UpdatePolicyAddressRequest {
  const unit = (values.unit ?? '').trim();
  return {
    streetAddress: (values.streetAddress ?? '').trim(),
    ...(unit ? { unit } : {}),
    city: (values.city ?? '').trim(),
    state: values.state ?? '',
    zip: (values.zip ?? '').trim(),
    effectiveDate: values.effectiveDate ?? today,
  };
}

/**
 * Moving an own policy to a new address (docs/product.md "Calls" PUT /policy/update-address/{id},
 * "Messages" 'Your policy address has been updated'): the address and moving date, then the
 * carrier's reading of the address and the price difference for the rest of the term, then the
 * move, sent with the difference shown.
 */
export function MovePolicyDialog({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const t = useTexts(policyActionsTexts, policyChangesTexts);
  const day = useDay();
  // The move's own rules; the address rules' (the `validation` catalog's) the fields localize.
  const localize = useLocalized(policyChangesTexts);
  const today = isoDay(appNow());
  const [preview, { isLoading: previewing }] = usePreviewPolicyAddressChangeMutation();
  const [move, { isLoading: moving }] = useUpdatePolicyAddressMutation();
  const term = { start: policy.policyStartDate.date, end: policy.policyEndDate.date };
  // A policy bought today starts later: the first day it can change is its start.
  const firstDay = today > term.start ? today : term.start;
  const validate = (v: MoveValues) => {
    const errors: Record<string, string | undefined> = { ...moveAddressErrors(v) };
    errors.effectiveDate = changeDateError('move', v.effectiveDate, today, term);
    for (const [field, error] of Object.entries(errors))
      if (error) errors[field] = localize(error);
      else delete errors[field];
    return errors;
  };

  const { request, amounts, error, showAmounts, confirm, back } = usePreviewThenConfirm({
    preview: (v: MoveValues) =>
      preview({ id: policy.policyId, updatePolicyAddressRequest: toRequest(v, firstDay) }),
    apply: (v, shown: AddressChangePreview) =>
      move({
        id: policy.policyId,
        updatePolicyAddressRequest: {
          ...toRequest(v, firstDay),
          confirmedDifference: shown.termDifference,
        },
      }),
    success: t('policyAddressUpdated'),
    onDone: onClose,
  });
  const values = request ?? {};

  const difference = amounts?.termDifference ?? 0;
  return (
    <ActionDialog title={t('moveTitle')} onClose={onClose}>
      {() =>
        amounts ? (
          <>
            <DialogContent>
              <Stack spacing={1.5}>
                <Typography component="h3" variant="h3">
                  {t('newAddressLabel')}
                </Typography>
                {/* The address as the carrier reads it: the tenant's data. */}
                <Typography translate="no">
                  {addressLines(amounts.address).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </Typography>
                {amounts.addressChanged ? (
                  <Typography variant="body2">{t('addressCorrected')}</Typography>
                ) : null}
                <Typography>
                  {t('moveDateLabel')}: {day(amounts.effectiveDate)}
                </Typography>
                <Divider />
                <AmountRow
                  label={t('currentPremiumLabel')}
                  value={money(amounts.currentAnnualPremium)}
                />
                <AmountRow label={t('newPremiumLabel')} value={money(amounts.newAnnualPremium)} />
                {difference === 0 ? (
                  <Typography sx={{ fontWeight: 700 }}>{t('noDifference')}</Typography>
                ) : (
                  <AmountRow
                    label={t(difference > 0 ? 'owedLabel' : 'refundedLabel')}
                    value={money(Math.abs(difference))}
                    strong
                  />
                )}
                {difference > 0 ? <Typography variant="body2">{t('owedNote')}</Typography> : null}
                {difference < 0 ? <Typography variant="body2">{t('refundNote')}</Typography> : null}
                {error ? <Alert severity="error">{error}</Alert> : null}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={back} disabled={moving}>
                {t('back')}
              </Button>
              <Button variant="contained" onClick={confirm} disabled={moving}>
                {t('moveConfirm')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <Form<MoveValues>
            onSubmit={showAmounts}
            validate={validate}
            initialValues={{ effectiveDate: firstDay, ...values }}
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('moveTitle')}>
                <DialogContent>
                  <Typography>{t('moveIntro')}</Typography>
                  <MoveAddressFields min={firstDay} max={term.end} />
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
