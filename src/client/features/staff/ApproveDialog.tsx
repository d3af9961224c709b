import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { staffTexts } from '../../../domain/messages/staff';

/**
 * Approval mails the management company and the tenant at once, so it is confirmed first (like a
 * rejection): the title names who receives the proof, the body says what the approval does.
 */
export function ApproveDialog({
  open,
  busy,
  tenant,
  company,
  onCancel,
  onApprove,
}: {
  open: boolean;
  busy: boolean;
  tenant: string;
  company: string | null;
  onCancel: () => void;
  onApprove: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId} component="h2">
        {staffTexts.approveTitle(company)}
      </DialogTitle>
      <DialogContent>
        <Typography>{staffTexts.approveIntro(tenant, company)}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
          {staffTexts.cancel}
        </Button>
        <Button color="success" variant="contained" disabled={busy} onClick={onApprove}>
          {staffTexts.confirmApprove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
