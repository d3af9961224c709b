import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { couponsTexts } from '../../../domain/i18n/generated/en/coupons';
import { useRedeemCouponQuery } from '../../api';
import { PageSpinner } from '../../components/PageSpinner';
import { PublicPage } from '../../components/PublicPage';
import { ListRow, ListRows } from '../../design';
import { useLocalized, useTexts } from '../../i18n/useTexts';

/**
 * The public page a coupon's QR code opens (docs/product.md "Transactions and coupons", GET
 * /v2/coupons/redeem): the cashier's view in words. Asked once per page load (the answer is not
 * cached across loads): the first answer says valid, later ones already redeemed. A public page:
 * in the browser's language, with the language switch in its footer.
 */
export default function CashierScreen() {
  const t = useTexts(couponsTexts);
  // The verdict is the server's sentence (in English, a 200's body): shown through the catalog.
  const localize = useLocalized(couponsTexts);
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const token = query.get('token') ?? '';
  const usable = Number.isInteger(id) && id > 0 && token !== '';
  const answer = useRedeemCouponQuery(
    { id, token },
    { skip: !usable, refetchOnMountOrArgChange: true },
  );
  const data = answer.data;

  return (
    <PublicPage title={t('cashierTitle')}>
      <Typography variant="h1" gutterBottom>
        {t('cashierTitle')}
      </Typography>
      {usable && answer.isFetching ? (
        <PageSpinner label={t('loading')} />
      ) : !usable || answer.isError || !data ? (
        <Alert severity="error">{t('cashierInvalid')}</Alert>
      ) : (
        <>
          <Alert severity={data.valid ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {localize(data.message)}
          </Alert>
          {/* The member's name and the partner's own words are shown as they are. */}
          <ListRows>
            <ListRow label={t('member')} value={<span translate="no">{data.memberName}</span>} />
            <ListRow
              label={<span translate="no">{data.company}</span>}
              value={<span translate="no">{data.title}</span>}
              emphasis
            />
          </ListRows>
          <Typography sx={{ mt: 1 }} translate="no">
            {data.description}
          </Typography>
        </>
      )}
    </PublicPage>
  );
}
