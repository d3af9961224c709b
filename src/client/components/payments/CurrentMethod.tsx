import Typography from '@mui/material/Typography';
import { methodWordsTexts } from '../../../domain/i18n/generated/en/methodWords';
import { methodInWords } from '../../../domain/payments/methodWords';
import { SectionCard } from '../../design/cards';
import { useSay, useTexts } from '../../i18n/useTexts';

/**
 * The current payment method's card, the same on Transactions and Update Payment Method
 * (docs/product.md "Transactions and coupons", "Account pages"): the stored method, else what
 * paid last (`latest`), described in the app's language (the records keep it in English).
 */
export function CurrentMethod({
  stored,
  latest = null,
}: {
  stored: string | null | undefined;
  latest?: string | null;
}) {
  const t = useTexts(methodWordsTexts);
  const say = useSay(methodWordsTexts);
  const described = stored || latest;
  return (
    <SectionCard title={t('current')}>
      <Typography
        sx={{ fontWeight: described ? 600 : undefined }}
        data-testid="current-payment-method"
      >
        {described ? methodInWords(described, say) : t('none')}
      </Typography>
      {described ? (
        <Typography variant="body2" color="text.secondary">
          {stored ? t('keptOnFile') : t('latestPaid')}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
