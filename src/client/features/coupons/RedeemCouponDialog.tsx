import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { couponsTexts } from '../../../domain/i18n/generated/en/coupons';
import { couponMessages } from '../../../domain/messages/coupons';
import { QR_IMAGE_OPTIONS } from '../../../domain/qrImage';
import { useCreateCouponTokenMutation, type Coupon } from '../../api';
import { errorMessage } from '../../api/errors';
import { useLocalized, useTexts } from '../../i18n/useTexts';

/**
 * docs/product.md "Transactions and coupons" 'Redeem Coupon': a QR code of the redemption URL (a
 * single-purpose token minted for this coupon, never the session token) with the cashier
 * instructions, then Done.
 */
export default function RedeemCouponDialog({
  coupon,
  onDone,
}: {
  coupon: Coupon;
  onDone: () => void;
}) {
  const t = useTexts(couponsTexts);
  // A refusal comes in the app's language (the client asks for it); our own fallback, or a
  // refusal of this area in English, is shown in it through the catalog.
  const localize = useLocalized(couponsTexts);
  const [mint] = useCreateCouponTokenMutation();
  const [qr, setQr] = useState<{ image: string; url: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const result = await mint({ couponId: coupon.couponId });
      if (result.error) {
        if (live) setFailure(errorMessage(result.error, couponMessages.tokenFailed));
        return;
      }
      const { default: QRCode } = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
      const image = await QRCode.toDataURL(result.data.url, QR_IMAGE_OPTIONS);
      if (live) setQr({ image, url: result.data.url });
    })();
    return () => {
      live = false;
    };
  }, [coupon.couponId, mint]);

  return (
    <Dialog open onClose={onDone} aria-labelledby="redeem-coupon-title" fullWidth maxWidth="xs">
      {/* The partner's own words: its name and the coupon's title. */}
      <DialogTitle id="redeem-coupon-title" translate="no">
        {coupon.company}: {coupon.title}
      </DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error">{localize(failure)}</Alert>
        ) : qr ? (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <img
                src={qr.image}
                alt={t('qrAlt')}
                data-url={qr.url}
                width={256}
                height={256}
                style={{ maxWidth: '100%', height: 'auto' }}
              />
            </Box>
            <DialogContentText sx={{ mt: 2 }}>{t('cashierInstructions')}</DialogContentText>
          </>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
