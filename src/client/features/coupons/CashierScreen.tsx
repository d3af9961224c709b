import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { couponMessages } from '../../../domain/messages/coupons';
import { useRedeemCouponQuery } from '../../api';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, ListRows, PageFrame } from '../../design';

/**
 * The public page a coupon's QR code opens (docs/product.md "Transactions and coupons", GET
 * /v2/coupons/redeem): the cashier's view in words. Asked once per page load (the answer is not
 * cached across loads): the first answer says valid, later ones already redeemed.
 */
export default function CashierScreen() {
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
    <PageFrame title={couponMessages.cashierTitle}>
      <Typography variant="h1" gutterBottom>
        {couponMessages.cashierTitle}
      </Typography>
      {usable && answer.isFetching ? (
        <PageSpinner />
      ) : !usable || answer.isError || !data ? (
        <Alert severity="error">{couponMessages.cashierInvalid}</Alert>
      ) : (
        <>
          <Alert severity={data.valid ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {data.message}
          </Alert>
          <ListRows>
            <ListRow label={couponMessages.member} value={data.memberName} />
            <ListRow label={data.company} value={data.title} emphasis />
          </ListRows>
          <Typography sx={{ mt: 1 }}>{data.description}</Typography>
        </>
      )}
    </PageFrame>
  );
}
