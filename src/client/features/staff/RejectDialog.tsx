import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { staffTexts } from '../../../domain/messages/staff';
import { cleanReason, rejectionReasonError } from '../../../domain/validation/staff';
import { TextInput } from '../../design';

/** Asks for the reason the tenant will read; sends it only once it is 10 to 500 characters. */
export function RejectDialog({
  open,
  busy,
  onCancel,
  onReject,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const error = rejectionReasonError(reason);
  const shownError = touched ? error : undefined;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{staffTexts.rejectTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{staffTexts.rejectIntro}</Typography>
        <TextInput
          label={staffTexts.reason}
          value={reason}
          multiline
          minRows={3}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={!!shownError}
          helperText={shownError ?? staffTexts.reasonHint(cleanReason(reason).length)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
          {staffTexts.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (!error) onReject(cleanReason(reason));
          }}
        >
          {staffTexts.confirmReject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
