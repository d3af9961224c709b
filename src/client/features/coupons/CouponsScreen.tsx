import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Navigate } from 'react-router-dom';
import { couponsTexts } from '../../../domain/i18n/generated/en/coupons';
import { shellTexts } from '../../../domain/i18n/generated/en/shell';
import { PATHS } from '../../../domain/routes';
import { useGetCouponsQuery, type Coupon } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../design';
import { useTexts } from '../../i18n/useTexts';

// The dialog and the QR code library load on the first 'Redeem Coupon' (the route's budget).
const RedeemCouponDialog = lazy(
  () => import(/* webpackChunkName: "coupon-qr" */ './RedeemCouponDialog'),
);

/**
 * docs/product.md "Transactions and coupons": the association's coupons, each with 'Redeem Coupon'
 * (a QR code for the cashier); those already redeemed say so. Only for members (docs/product.md
 * "Who may do what"): others go to the dashboard. A coupon's company, title and description are
 * the partner's own words, shown as they are.
 */
export default function CouponsScreen() {
  const t = useTexts(couponsTexts, shellTexts);
  // The heading is the page's entry in the signed-in menu (and its tab title): the shell's words.
  const menu = useTexts(shellTexts);
  const user = useAppSelector(selectUser);
  const member = user?.rentersAssociationMember === true;
  const coupons = useGetCouponsQuery(undefined, { skip: !member });
  const [open, setOpen] = useState<Coupon | null>(null);

  if (!member) return <Navigate to={PATHS.dashboard} replace />;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {menu('coupons')}
      </Typography>
      {coupons.isLoading ? (
        <PageSpinner label={t('loading')} />
      ) : coupons.isError ? (
        <Alert severity="error">{t('loadFailed')}</Alert>
      ) : coupons.data?.coupons.length ? (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {coupons.data.coupons.map((coupon) => (
            <SectionCard key={coupon.couponId} title={<span translate="no">{coupon.company}</span>}>
              <Typography variant="h3" component="p" sx={{ fontWeight: 600 }} translate="no">
                {coupon.title}
              </Typography>
              <Typography sx={{ mt: 0.5 }} translate="no">
                {coupon.description}
              </Typography>
              {coupon.redeemed ? (
                <Typography sx={{ mt: 2, fontWeight: 600, color: 'text.secondary' }}>
                  {t('redeemed')}
                </Typography>
              ) : (
                <Button variant="contained" sx={{ mt: 2 }} onClick={() => setOpen(coupon)}>
                  {t('redeemCoupon')}
                </Button>
              )}
            </SectionCard>
          ))}
        </Stack>
      ) : (
        <Typography>{t('noCoupons')}</Typography>
      )}
      {open ? (
        <Suspense fallback={null}>
          <RedeemCouponDialog
            coupon={open}
            onDone={() => {
              setOpen(null);
              void coupons.refetch();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
