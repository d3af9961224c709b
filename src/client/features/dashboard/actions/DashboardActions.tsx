import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, startTransition } from 'react';
import { Suspense } from '../../../components/Suspense';
import { useLocation, useNavigate } from 'react-router-dom';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { useTexts } from '../../../i18n/useTexts';
import { useAppSelector } from '../../../app/hooks';
import type { PolicyList } from '../../../app/policies';
import { selectUser } from '../../../app/session';
import { useDialog } from '../../../app/useDialog';
import { SEND_MESSAGE_HASH } from '../texts';
import { policyTitles } from './policyTitles';

// The dialogs' code loads when one first opens (the dashboard's bundle budget).
const SendMessageDialog = lazy(() =>
  import(
    /* webpackChunkName: "dashboard-actions" */ '../../../components/messages/SendMessageDialog'
  ).then((m) => ({
    default: m.SendMessageDialog,
  })),
);
const UploadNewPolicyDialog = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './UploadNewPolicyDialog').then((m) => ({
    default: m.UploadNewPolicyDialog,
  })),
);

/**
 * Opens a dialog in a transition: the tap's frame is not held, and the dialog shows as
 * soon as its code has come, in the boundary below that is always there. Opened at once, it
 * suspended into the fallback, which React reveals no sooner than 300 ms later.
 */
const opening = (setOpen: (open: boolean) => void) => startTransition(() => setOpen(true));

/**
 * The dashboard's buttons (docs/product.md "Dashboard"): 'Send us a Message' (the message modal,
 * whose policy picker lists `active`) and 'Upload New Policy' (the modal with its two options).
 */
export function DashboardActions({ active }: { active: PolicyList }) {
  // The flows' words come with their buttons: in another language they are there when one opens.
  const t = useTexts(policyActionsTexts);
  const user = useAppSelector(selectUser);
  const [messageOpen, setMessageOpen] = useDialog('dashboard-message');
  const [uploadOpen, setUploadOpen] = useDialog('dashboard-upload');
  const location = useLocation();
  const navigate = useNavigate();
  // 'Ask us to add it' (Policy Enhancements) links here: the link opens the message modal.
  const asked = location.hash === SEND_MESSAGE_HASH;
  const shown = asked || messageOpen ? 'message' : uploadOpen ? 'upload' : null;
  const close = () => {
    setMessageOpen(false);
    setUploadOpen(false);
    if (asked) void navigate({ hash: '' }, { replace: true });
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ my: 2 }}>
        <Button variant="outlined" onClick={() => opening(setMessageOpen)} disabled={!user}>
          {t('sendMessage')}
        </Button>
        <Button variant="outlined" onClick={() => opening(setUploadOpen)}>
          {t('uploadNewPolicy')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {shown === 'message' && user ? (
          <SendMessageDialog email={user.email} policies={policyTitles(active)} onClose={close} />
        ) : null}
        {shown === 'upload' ? <UploadNewPolicyDialog onClose={close} /> : null}
      </Suspense>
    </>
  );
}
