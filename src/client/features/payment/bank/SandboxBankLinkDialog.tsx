import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { paymentMethodTexts as t } from '../../../../domain/payments/paymentMethod';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_BANK_NAME } from '../../../../domain/payments/sandboxBank';
import { createSandboxBankPublicToken } from '../../../api/sandboxPayments';
import { OptionGroup } from '../../../design/OptionGroup';
import type { BankLinkProps } from './bankLink';

/** The sandbox link flow (docs/payments-sandbox.md): pick one of the sandbox bank's accounts. */
export default function SandboxBankLinkDialog({ linkToken, onLinked, onExit }: BankLinkProps) {
  const [accountId, setAccountId] = useState<string>(SANDBOX_BANK_ACCOUNTS[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = async () => {
    setBusy(true);
    setError(null);
    const answer = await createSandboxBankPublicToken(linkToken, accountId);
    setBusy(false);
    if (answer.ok) onLinked(answer.value, accountId);
    else setError(answer.message);
  };
  return (
    <Dialog open onClose={onExit} aria-labelledby="bank-link-title">
      <DialogTitle id="bank-link-title">{t.bankTitle}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <OptionGroup
          name="sandbox-bank-account"
          legend={`${SANDBOX_BANK_NAME}: ${t.bankChoose}`}
          options={SANDBOX_BANK_ACCOUNTS.map((a) => ({
            value: a.id,
            label: `${SANDBOX_BANK_NAME} ${a.name} ••••${a.mask}`,
          }))}
          value={accountId}
          onChange={setAccountId}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onExit}>{t.cancel}</Button>
        <Button variant="contained" onClick={() => void link()} disabled={busy}>
          {t.bankContinue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
