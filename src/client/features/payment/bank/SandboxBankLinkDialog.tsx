import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { answersTexts } from '../../../../domain/i18n/generated/en/answers';
import { paymentTexts } from '../../../../domain/i18n/generated/en/payment';
import { paymentMethodTexts } from '../../../../domain/i18n/generated/en/paymentMethod';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_BANK_NAME } from '../../../../domain/payments/sandboxBank';
import { createSandboxBankPublicToken } from '../../../api/sandboxPayments';
import { OptionGroup } from '../../../design/OptionGroup';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import type { BankLinkProps } from './bankLink';

/**
 * The sandbox link flow (docs/payments-sandbox.md): pick one of the sandbox bank's accounts. The
 * bank's name is a name; its accounts' names and the flow's refusals (the sandbox's English, or
 * 'There was an error processing your request…') are shown in the app's language.
 */
export default function SandboxBankLinkDialog({ linkToken, onLinked, onExit }: BankLinkProps) {
  const t = useTexts(paymentMethodTexts, answersTexts, paymentTexts);
  const localize = useLocalized(paymentMethodTexts, answersTexts, paymentTexts);
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
      <DialogTitle id="bank-link-title">{t('bankTitle')}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{localize(error)}</Alert> : null}
        <OptionGroup
          name="sandbox-bank-account"
          legend={t('bankChoose', { bank: SANDBOX_BANK_NAME })}
          options={SANDBOX_BANK_ACCOUNTS.map((a) => ({
            value: a.id,
            label: t('bankAccount', {
              bank: SANDBOX_BANK_NAME,
              account: localize(a.name),
              mask: a.mask,
            }),
          }))}
          value={accountId}
          onChange={setAccountId}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onExit}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void link()} disabled={busy}>
          {t('bankContinue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
