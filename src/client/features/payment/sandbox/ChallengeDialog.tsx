import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { paymentMethodTexts } from '../../../../domain/i18n/generated/en/paymentMethod';
import { useTexts } from '../../../i18n/useTexts';

/**
 * The sandbox's stand-in for the card issuer's 3-D Secure page: the tenant picks the outcome.
 * Closing it (Escape) is a failed authentication, as abandoning the issuer's page is.
 */
export default function ChallengeDialog({
  onDecide,
}: {
  onDecide(outcome: 'complete' | 'fail'): Promise<void>;
}) {
  const t = useTexts(paymentMethodTexts);
  const [busy, setBusy] = useState(false);
  const decide = (outcome: 'complete' | 'fail') => {
    if (busy) return;
    setBusy(true);
    void onDecide(outcome);
  };
  return (
    <Dialog open onClose={() => decide('fail')} aria-labelledby="challenge-title">
      <DialogTitle id="challenge-title">{t('challengeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('challengeBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => decide('fail')} disabled={busy}>
          {t('challengeFail')}
        </Button>
        <Button variant="contained" onClick={() => decide('complete')} disabled={busy}>
          {t('challengeComplete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
