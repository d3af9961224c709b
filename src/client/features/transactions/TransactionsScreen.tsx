import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentsTexts } from '../../../domain/i18n/generated/en/payments';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { methodWordsTexts } from '../../../domain/i18n/generated/en/methodWords';
import { GENERIC_ERROR } from '../../../domain/messages/genericError';
import { useGetTransactionsQuery, type Transaction } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { PaymentNotice } from '../../components/PaymentNotice';
import { CurrentMethod } from '../../components/payments/CurrentMethod';
import { SectionCard } from '../../design/cards';
import { money } from '../../design/format';
import { useDay, useLocalized, useTexts } from '../../i18n/useTexts';

const succeeded = (t: Transaction) => t.transactionStatus === 'SUCCEEDED';
/** Money back (a cancelled policy's unearned premium) is a succeeded row with a negative amount. */
const isRefund = (t: Transaction) => succeeded(t) && t.transactionAmount < 0;

/**
 * docs/product.md "Transactions and coupons": the current payment method (the stored one, else the
 * latest payment's) and the payment history, newest first. A failed payment says so in words (not
 * by colour alone), with the processor's message; a refund says 'Refunded' with what it was for.
 */
export default function TransactionsScreen() {
  const t = useTexts(paymentsTexts, answersTexts, methodWordsTexts);
  const localize = useLocalized(answersTexts);
  const { data, isLoading, isError } = useGetTransactionsQuery({ recent: false });
  const transactions = data?.transactions ?? [];
  const latestPaid = transactions.find((t) => succeeded(t) && !isRefund(t));
  // The stored payment method (update-payment-method) when there is one; else what paid last.
  const stored = useAppSelector(selectUser)?.stripePaymentDescription ?? null;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('title')}</Typography>
      {isLoading ? <PageSpinner /> : null}
      {isError ? <Alert severity="error">{localize(GENERIC_ERROR)}</Alert> : null}
      {data ? (
        <>
          <CurrentMethod stored={stored} latest={latestPaid?.transactionPaymentDescription} />
          <PaymentNotice onTransactions />
          <SectionCard title={t('history')}>
            {transactions.length === 0 ? (
              <Typography>{t('none')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {transactions.map((t) => (
                  <PaymentRow key={t.transactionId} transaction={t} />
                ))}
              </Box>
            )}
          </SectionCard>
        </>
      ) : null}
    </Stack>
  );
}

function PaymentRow({ transaction: t }: { transaction: Transaction }) {
  const w = useTexts(paymentsTexts);
  const day = useDay();
  const ok = succeeded(t);
  const refund = isRefund(t);
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{day(t.transactionCreationDate)}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{money(Math.abs(t.transactionAmount))}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t.policyCarrierNumber ? w('policyNumber', { number: t.policyCarrierNumber }) : null}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: ok ? 'success.main' : 'error.main' }}
        >
          {w(refund ? 'refunded' : ok ? 'paid' : 'failed')}
        </Typography>
      </Box>
      {/* What the payment was ('Payment 5 of 11 received. Thank you!'), why it failed, or what a
          refund was for: the server's words for each row, answered in the app's language. */}
      {t.transactionMessage ? (
        <Typography variant="body2" color={ok ? 'text.secondary' : 'error.main'}>
          {t.transactionMessage}
        </Typography>
      ) : null}
    </Box>
  );
}
