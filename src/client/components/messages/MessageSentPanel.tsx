import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { policyActionsTexts } from '../../../domain/i18n/generated/en/policyActions';
import { supportMessageTexts } from '../../../domain/i18n/generated/en/supportMessage';
import { messageReply } from '../../../domain/messages/messageSent';
import { useSay, useTexts } from '../../i18n/useTexts';

export interface SentMessage {
  email: string;
  subject: string;
  msg: string;
}

/**
 * The message dialog's content once sent: what went to support and when the answer comes, kept
 * until the tenant closes it (the documented toast lasts only 1 s). Close takes the focus, so a
 * keyboard or screen-reader user lands on the confirmation rather than on a removed Send button.
 */
export function MessageSentPanel({ sent, onClose }: { sent: SentMessage; onClose: () => void }) {
  const t = useTexts(supportMessageTexts, policyActionsTexts);
  const actions = useTexts(policyActionsTexts);
  const say = useSay(supportMessageTexts);
  return (
    <>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
          <Typography>{t('sentIntro')}</Typography>
        </Box>
        <Box
          component="blockquote"
          aria-label={t('sentMessageLabel')}
          sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'divider' }}
        >
          {/* What went to support, as written (the subject in support's English). */}
          <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }} translate="no">
            {sent.subject}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
            {sent.msg}
          </Typography>
        </Box>
        <Typography sx={{ mt: 2 }}>{say(messageReply(sent.email))}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {actions('close')}
        </Button>
      </DialogActions>
    </>
  );
}
