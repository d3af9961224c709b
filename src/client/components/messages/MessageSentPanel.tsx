import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import {
  messageReplyText,
  messageSentTexts as s,
  policyChangeTexts as t,
} from '../../../domain/messages';

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
  return (
    <>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
          <Typography>{s.intro}</Typography>
        </Box>
        <Box
          component="blockquote"
          aria-label={s.messageLabel}
          sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'divider' }}
        >
          <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{sent.subject}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {sent.msg}
          </Typography>
        </Box>
        <Typography sx={{ mt: 2 }}>{messageReplyText(sent.email)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t.close}
        </Button>
      </DialogActions>
    </>
  );
}
