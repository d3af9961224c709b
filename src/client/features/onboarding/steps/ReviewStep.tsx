import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { flowMessages, onboardingTitles } from '../../../../domain/messages';
import { purchaseTexts } from '../../../../domain/checkout/texts';
import { loginPath } from '../../../../domain/routes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
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
  const onboarding = useAppSelector((s) => s.onboarding);
  const { submitted, failure, alertOpen, declined, emailExists, purchase, closeAlert } =
    usePurchase();
  const { quote, paymentPlan, payment, checkout } = onboarding;
  const schedule = quote && paymentPlan !== null ? quote.schedules[paymentPlan] : undefined;

  if (!quote || paymentPlan === null || !schedule) {
    return <Alert severity="error">{flowMessages.missingQuote}</Alert>;
  }
  if (!payment?.token || !checkout) {
    return <Alert severity="error">{flowMessages.missingToken}</Alert>;
  }

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {onboardingTitles.review}
      </Typography>
      <ReviewSummary onboarding={onboarding} schedule={schedule} plan={paymentPlan} />
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        {failure ? (
          <Typography color="error" role="status" data-testid="purchase-error">
            {failure}
          </Typography>
        ) : null}
        {emailExists ? (
          <Alert severity="warning">
            {flowMessages.emailExists}{' '}
            <Link component={RouterLink} to={loginPath(checkout.person.email)}>
              {onboardingTitles.logIn}
            </Link>
          </Alert>
        ) : null}
        {submitted && !failure && !emailExists ? (
          <Typography color="text.secondary" aria-live="polite">
            {purchaseTexts.purchasing}
          </Typography>
        ) : null}
        {!submitted ? (
          <Button variant="contained" size="large" onClick={() => void purchase()}>
            {onboardingTitles.purchase}
          </Button>
        ) : null}
        {declined ? (
          <Button variant="outlined" onClick={() => dispatch(backToCheckout())}>
            {purchaseTexts.changePayment}
          </Button>
        ) : null}
      </Stack>
      <MessageDialog
        open={alertOpen && failure !== null}
        title={flowMessages.issueFailedTitle}
        message={failure ?? ''}
        onClose={closeAlert}
      />
    </>
  );
}
