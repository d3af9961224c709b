import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { dashboardDialogsTexts } from '../../../../domain/i18n/generated/en/dashboardDialogs';
import type { RenewalState } from '../../../../domain/policies/dashboard';
import { renewalOffConsequences } from '../../../../domain/policies/renewalOff';
import { useSay, useTexts } from '../../../i18n/useTexts';

/**
 * Asks before auto-renewal is turned off (docs/product.md "States"), saying what it means (the
 * policy ends on `renewalDate`). Its own chunk with the other dashboard dialogs: the dialog code
 * and its words load on first use.
 */
export default function RenewalOffDialog({
  open,
  policy,
  renewalDate,
  onKeep,
  onTurnOff,
}: {
  open: boolean;
  policy: RenewalState;
  renewalDate: string;
  onKeep: () => void;
  onTurnOff: () => void;
}) {
  const t = useTexts(dashboardDialogsTexts);
  const consequences = renewalOffConsequences(policy, renewalDate, useSay(dashboardDialogsTexts));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('confirmOffTitle')}</DialogTitle>
      <DialogContent>
        {consequences.map((line) => (
          <Typography key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onKeep}>
          {t('keepOn')}
        </Button>
        <Button variant="outlined" color="error" onClick={onTurnOff}>
          {t('turnOff')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
