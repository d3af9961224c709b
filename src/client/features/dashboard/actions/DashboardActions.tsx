import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, lazy, useState } from 'react';
import { policyActionLabels as t, screenTexts } from '../../../../domain/messages';
import { useAppSelector } from '../../../app/hooks';
import type { PolicyList } from '../../../app/policies';
import { selectUser } from '../../../app/session';
import { policyTitles } from './policyTitles';

// The dialogs' code loads when one first opens (the dashboard's bundle budget).
const SendMessageDialog = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './SendMessageDialog').then((m) => ({
    default: m.SendMessageDialog,
  })),
);
const UploadNewPolicyDialog = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './UploadNewPolicyDialog').then((m) => ({
    default: m.UploadNewPolicyDialog,
  })),
);

/**
 * The dashboard's buttons (SPEC §2.7): 'Send us a Message' (the message modal, whose policy picker
 * lists `active`) and 'Upload New Policy' (the modal with its two options).
 */
export function DashboardActions({ active }: { active: PolicyList }) {
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState<'message' | 'upload' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ my: 2 }}>
        <Button variant="outlined" onClick={() => setOpen('message')} disabled={!user}>
          {t.sendMessage}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('upload')}>
          {screenTexts.uploadNewPolicy}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {open === 'message' && user ? (
          <SendMessageDialog email={user.email} policies={policyTitles(active)} onClose={close} />
        ) : null}
        {open === 'upload' ? <UploadNewPolicyDialog onClose={close} /> : null}
      </Suspense>
    </>
  );
}
