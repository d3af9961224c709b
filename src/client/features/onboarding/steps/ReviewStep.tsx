import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { answersTexts } from '../../../../domain/i18n/generated/en/answers';
import { checkoutTexts } from '../../../../domain/i18n/generated/en/checkout';
import { coverageTexts } from '../../../../domain/i18n/generated/en/coverage';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { paymentTexts } from '../../../../domain/i18n/generated/en/payment';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import { loginPath } from '../../../../domain/routes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { backToCheckout } from '../onboardingSlice';
import { MessageDialog } from '../purchase/MessageDialog';
import { ReviewSummary } from '../purchase/ReviewSummary';
import { usePurchase } from '../purchase/usePurchase';

/**
 * Step 10 (docs/product.md "Onboarding flow" review, "States" purchase once, "Calls" issuePolicy,
 * "Messages" issue errors): the summary and a Purchase button that hides after the first press.
 */
export default function ReviewStep() {
  const dispatch = useAppDispatch();
  // The summary's areas load with the step's in one wait.
  const t = useTexts(checkoutTexts, onboardingTexts, paymentTexts, quoteTexts, coverageTexts);
  const o = useTexts(onboardingTexts);
  // The purchase's failure as the flow, the server or the carrier said it in English (a
  // refusal the server already answered in the tenant's language passes as it is).
  const localize = useLocalized(onboardingTexts, paymentTexts, answersTexts);
  const onboarding = useAppSelector((s) => s.onboarding);
  const { submitted, failure, alertOpen, declined, emailExists, purchase, closeAlert } =
    usePurchase();
  const { quote, paymentPlan, payment, checkout } = onboarding;
  const schedule = quote && paymentPlan !== null ? quote.schedules[paymentPlan] : undefined;
  const shownFailure = failure === null ? null : localize(failure);

  if (!quote || paymentPlan === null || !schedule) {
    return <Alert severity="error">{o('missingQuote')}</Alert>;
  }
  if (!payment?.token || !checkout) {
    return <Alert severity="error">{o('missingToken')}</Alert>;
  }

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {o('review')}
      </Typography>
      <ReviewSummary onboarding={onboarding} schedule={schedule} plan={paymentPlan} />
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        {shownFailure ? (
          <Typography color="error" role="status" data-testid="purchase-error">
            {shownFailure}
          </Typography>
        ) : null}
        {emailExists ? (
          <Alert severity="warning">
            {o('emailExists')}{' '}
            <Link component={RouterLink} to={loginPath(checkout.person.email)}>
              {o('logIn')}
            </Link>
          </Alert>
        ) : null}
        {submitted && !failure && !emailExists ? (
          <Typography color="text.secondary" aria-live="polite">
            {t('purchasing')}
          </Typography>
        ) : null}
        {!submitted ? (
          <Button variant="contained" size="large" onClick={() => void purchase()}>
            {o('purchase')}
          </Button>
        ) : null}
        {declined ? (
          <Button variant="outlined" onClick={() => dispatch(backToCheckout())}>
            {t('changePayment')}
          </Button>
        ) : null}
      </Stack>
      <MessageDialog
        open={alertOpen && failure !== null}
        title={o('issueFailedTitle')}
        message={shownFailure ?? ''}
        onClose={closeAlert}
      />
    </>
  );
}
