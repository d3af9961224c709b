import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DASHBOARD_TEXTS as T } from '../texts';

/**
 * Asks before auto-renewal is turned off (docs/product.md "States"), saying what it means
 * (`consequences`). Its own chunk with the other dashboard dialogs: the dialog code loads on first
 * use.
 */
export default function RenewalOffDialog({
  open,
  consequences,
  onKeep,
  onTurnOff,
}: {
  open: boolean;
  consequences: string[];
  onKeep: () => void;
  onTurnOff: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.confirmOffTitle}</DialogTitle>
      <DialogContent>
        {consequences.map((line) => (
          <Typography key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onKeep}>
          {T.keepOn}
        </Button>
        <Button variant="outlined" color="error" onClick={onTurnOff}>
          {T.turnOff}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
