import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, startTransition, useState } from 'react';
import { Suspense } from '../../../components/Suspense';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { useTexts } from '../../../i18n/useTexts';
import type { Policy } from '../../../api';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../app/session';

// The flows' code loads when one first opens (the dashboard's bundle budget).
const CancelPolicyDialog = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './CancelPolicyDialog').then((m) => ({
    default: m.CancelPolicyDialog,
  })),
);
const AddPersonDialog = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './AddPersonDialog').then((m) => ({
    default: m.AddPersonDialog,
  })),
);
const MovePolicyDialog = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './MovePolicyDialog').then((m) => ({
    default: m.MovePolicyDialog,
  })),
);

/**
 * The changes a tenant makes to an own-carrier policy from its card: ask support to add someone
 * (POST /requestAddition), move it to a new address and cancel it, the last two with the amounts
 * shown before confirming (docs/product.md "Calls", "Messages"). Only while it is active and not
 * already cancelled.
 */
export function OwnPolicyActions({ policy }: { policy: Policy }) {
  const t = useTexts(policyActionsTexts);
  const [open, setOpen] = useState<'move' | 'cancel' | 'add' | null>(null);
  const user = useAppSelector(selectUser);
  // Nothing to change once cancelled (the cover may still run until the cancellation date).
  if (!policy.isActive || policy.cancellationDate) return null;
  const close = () => setOpen(null);
  // In a transition, as DashboardActions opens its dialogs: shown once loaded, at once.
  const show = (which: 'move' | 'cancel' | 'add') => startTransition(() => setOpen(which));
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => show('add')}>
          {t('addPerson')}
        </Button>
        <Button variant="outlined" onClick={() => show('move')}>
          {t('changeAddress')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => show('cancel')}>
          {t('cancelPolicy')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {open === 'add' ? (
          <AddPersonDialog
            policy={policy}
            tenantEmail={user?.email ?? policy.tenant.email ?? ''}
            onClose={close}
          />
        ) : null}
        {open === 'move' ? <MovePolicyDialog policy={policy} onClose={close} /> : null}
        {open === 'cancel' ? <CancelPolicyDialog policy={policy} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
