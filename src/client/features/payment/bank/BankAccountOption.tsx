import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { Suspense } from '../../../components/Suspense';
import { paymentMethodTexts } from '../../../../domain/i18n/generated/en/paymentMethod';
import { useGetPlaidLinkTokenQuery, useGetSettingsQuery } from '../../../api';
import { useTexts } from '../../../i18n/useTexts';

// Each flow is its own chunk: Plaid's script is added to the page only when its flow opens.
const SandboxBankLinkDialog = lazy(
  () => import(/* webpackChunkName: "payment-dialogs" */ './SandboxBankLinkDialog'),
);
const PlaidLinkLauncher = lazy(
  () => import(/* webpackChunkName: "plaid-link" */ './PlaidLinkLauncher'),
);

/**
 * The bank-account option of docs/product.md "Account pages" update-payment-method: a link token
 * from GET /util/plaid/link, then the bank-link flow (the sandbox dialog, or Plaid Link with
 * BANK_LINK_PROVIDER=plaid), whose public token and chosen account the screen sends with PUT
 * /account/tenant/payment. docs/product.md "Account pages" hides its button, so the screen passes
 * `shown` false; the flow is built and tested.
 */
export function BankAccountOption({
  email,
  shown,
  disabled,
  onLinked,
}: {
  email: string;
  shown: boolean;
  disabled: boolean;
  onLinked(publicToken: string, accountId: string): void;
}) {
  const t = useTexts(paymentMethodTexts);
  const [open, setOpen] = useState(false);
  const { data: settings } = useGetSettingsQuery();
  const { data } = useGetPlaidLinkTokenQuery(
    { email },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  if (!shown) return null;
  const Flow = settings?.bankLinkProvider === 'plaid' ? PlaidLinkLauncher : SandboxBankLinkDialog;
  const linked = (publicToken: string, accountId: string) => {
    setOpen(false);
    onLinked(publicToken, accountId);
  };
  return (
    <>
      <Button variant="outlined" disabled={disabled || open} onClick={() => setOpen(true)}>
        {t('bankOption')}
      </Button>
      {open && data ? (
        <Suspense fallback={null}>
          <Flow linkToken={data.linkToken} onLinked={linked} onExit={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
