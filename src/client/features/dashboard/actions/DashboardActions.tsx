import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { policyChangeTexts as t, screenTexts } from '../../../../domain/messages';
import { useAppSelector } from '../../../app/hooks';
import type { PolicyList } from '../../../app/policies';
import { selectUser } from '../../../app/session';
import { policyTitles } from './policyTitles';
import { SendMessageDialog } from './SendMessageDialog';
import { UploadNewPolicyDialog } from './UploadNewPolicyDialog';

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
        <Button
          variant="outlined"
          startIcon={<EmailOutlined />}
          onClick={() => setOpen('message')}
          disabled={!user}
        >
          {t.sendMessage}
        </Button>
        <Button
          variant="outlined"
          startIcon={<NoteAddOutlined />}
          onClick={() => setOpen('upload')}
        >
          {screenTexts.uploadNewPolicy}
        </Button>
      </Stack>
      {open === 'message' && user ? (
        <SendMessageDialog email={user.email} policies={policyTitles(active)} onClose={close} />
      ) : null}
      {open === 'upload' ? <UploadNewPolicyDialog onClose={close} /> : null}
    </>
  );
}
