import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, useId, useState } from 'react';
import { GENERIC_ERROR } from '../../../domain/messages/genericError';
import { renewalToggleDisabled } from '../../../domain/policies/dashboard';
import { renewalLockedReason } from '../../../domain/policies/renewal';
import { useGetSettingsQuery, useUpdatePolicyMutation, type Policy } from '../../api';
import { messageOf } from '../../api/answers';
import { useAppDispatch } from '../../app/hooks';
import { ownPolicyUpdated } from '../../app/policies';
import { toastShown } from '../../app/ui';
import { LazyDialog } from './dialogs/LazyDialog';
import { useDay, useSay, useTexts } from '../../i18n/useTexts';
import { dashboardTexts } from './texts';

const RenewalOffDialog = lazy(
  () => import(/* webpackChunkName: "dashboard-dialogs" */ './dialogs/RenewalOffDialog'),
);

/**
 * The auto-renewal switch of an own-carrier policy (docs/product.md "Dashboard", "States"):
 * disabled, with the reason, when within 90 days and locked. Turning it off first says what that
 * means (the policy ends on the renewal date, billing stops; within 90 days only support can undo
 * it); turning it on is immediate. PUT /policy/update/{id} answers the policy, which the card shows
 * at once.
 */
export function AutoRenewToggle({ policy }: { policy: Policy }) {
  const t = useTexts(dashboardTexts);
  const day = useDay();
  const say = useSay(dashboardTexts);
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdatePolicyMutation();
  const { data: settings } = useGetSettingsQuery();
  const [confirming, setConfirming] = useState(false);
  const helpId = useId();
  const locked = renewalToggleDisabled(policy);
  const renewalDate = day((policy.policyRenewalDate ?? policy.policyEndDate).date);

  const save = async (renew: boolean) => {
    setConfirming(false);
    const result = await update({ id: policy.policyId, updatePolicyRequest: { renew } });
    if ('data' in result && result.data) {
      dispatch(ownPolicyUpdated(result.data));
      // In the app's language already (the toasts show a text no catalog of theirs has as is).
      dispatch(toastShown({ message: t('policyUpdated'), severity: 'success' }));
    } else {
      dispatch(
        toastShown({
          message: ('status' in result.error ? messageOf(result.error) : null) ?? GENERIC_ERROR,
          severity: 'error',
        }),
      );
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={policy.renew}
            disabled={locked || isLoading}
            onChange={(_e, on) => (on ? void save(true) : setConfirming(true))}
            slotProps={{ input: { 'aria-describedby': helpId } as object }}
          />
        }
        label={t('autoRenewal')}
        sx={{ ml: 0, minHeight: 44, '& .MuiFormControlLabel-label': { fontWeight: 650 } }}
      />
      <Typography id={helpId} variant="body2" color="text.secondary">
        {locked
          ? renewalLockedReason(
              policy.renew,
              policy.renew ? renewalDate : day(policy.policyEndDate.date),
              settings ? { email: settings.supportEmail, phone: settings.supportPhone } : undefined,
              say,
            )
          : policy.renew
            ? t('autoRenewOn', { date: renewalDate })
            : t('autoRenewOff', { date: day(policy.policyEndDate.date) })}
      </Typography>
      <LazyDialog open={confirming}>
        <RenewalOffDialog
          open={confirming}
          policy={policy}
          renewalDate={renewalDate}
          onKeep={() => setConfirming(false)}
          onTurnOff={() => void save(false)}
        />
      </LazyDialog>
    </Box>
  );
}
