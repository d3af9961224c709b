import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  failedPayments,
  paymentAlertTexts,
  paymentNoticeTexts as t,
  type PaymentAlert,
} from '../../domain/payments/paymentNotices';
import { accountSubpagePath, PATHS } from '../../domain/routes';
import { methodWordsTexts } from '../../domain/i18n/generated/en/methodWords';
import { paymentsTexts } from '../../domain/i18n/generated/en/payments';
import { useGetTransactionsQuery } from '../api';
import { useSay, useTexts } from '../i18n/useTexts';
import { SectionCard } from '../design/cards';
import { appNow } from '../app/appClock';

/** One alert of a scheduled payment, with the way to fix it. */
function AlertNotice({ alert }: { alert: PaymentAlert }) {
  const w = useTexts(paymentsTexts);
  const say = useSay(paymentsTexts, methodWordsTexts);
  const severity =
    alert.kind === 'cardExpiring' || alert.kind === 'retrying' || alert.kind === 'noMethod'
      ? 'warning'
      : 'error';
  return (
    <Alert severity={severity} data-testid={`payment-alert-${alert.kind}`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {paymentAlertTexts.headline(alert, say)}
      </Typography>
      <Typography variant="body2">{paymentAlertTexts.detail(alert, say)}</Typography>
      <Button
        component={RouterLink}
        to={accountSubpagePath('update-payment-method')}
        variant="contained"
        color={severity}
        size="small"
        sx={{ mt: 1 }}
      >
        {w('fixAction')}
      </Button>
    </Alert>
  );
}

/**
 * A policy holder's payments at a glance, from GET /transaction: any payment that
 * failed (with the way to fix it while it is not made good) and each own policy's next scheduled
 * payment. The dashboard shows it under the policies (with a link to Transactions); Transactions
 * shows the same above the history. Nothing to tell, nothing shown.
 */
export function PaymentNotice({ onTransactions = false }: { onTransactions?: boolean }) {
  const { data } = useGetTransactionsQuery({ recent: false });
  const w = useTexts(paymentsTexts);
  const say = useSay(paymentsTexts, methodWordsTexts);
  if (!data) return null;
  const alerts = data.paymentAlerts ?? [];
  // A policy with a payment alert is told by it, with its next try or its
  // cancellation date; its declined tries are not listed again one by one.
  const alerted = new Set(
    alerts.filter((a) => a.kind !== 'cardExpiring' && a.kind !== 'noMethod').map((a) => a.policyId),
  );
  const failed = failedPayments(data.transactions, appNow()).filter(
    (f) => f.paidOn || f.payment.policyId === null || !alerted.has(f.payment.policyId),
  );
  const next = data.nextPayments ?? [];
  if (failed.length === 0 && next.length === 0 && alerts.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: onTransactions ? 0 : 2 }} data-testid="payment-notice">
      {alerts.map((a) => (
        <AlertNotice key={`${a.kind}-${a.policyId}-${a.dueDate}`} alert={a} />
      ))}
      {failed.map((f) =>
        f.paidOn ? (
          <Alert key={f.payment.transactionId} severity="info">
            {t.failedPaid(f, say)}
          </Alert>
        ) : (
          <Alert key={f.payment.transactionId} severity="error">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t.failedOpen(f, say)}
            </Typography>
            <Typography variant="body2">{w('failedFix')}</Typography>
            <Button
              component={RouterLink}
              to={accountSubpagePath('update-payment-method')}
              variant="contained"
              color="error"
              size="small"
              sx={{ mt: 1 }}
            >
              {w('fixAction')}
            </Button>
          </Alert>
        ),
      )}
      {next.length ? (
        <SectionCard title={w('nextTitle')} titleComponent={onTransactions ? 'h2' : 'h3'}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {next.map((p) => (
              <Box
                component="li"
                key={p.policyId}
                sx={{
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                  '&:first-of-type': { borderTop: 0, pt: 0 },
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{t.nextAmount(p, say)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.nextDetail(p, p.policyCarrierNumber, say)}
                </Typography>
              </Box>
            ))}
          </Box>
          {onTransactions ? null : (
            <Link component={RouterLink} to={PATHS.transactions} variant="body2">
              {w('seeAll')}
            </Link>
          )}
        </SectionCard>
      ) : null}
    </Stack>
  );
}
