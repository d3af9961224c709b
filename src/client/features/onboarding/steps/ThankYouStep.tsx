import Alert from '@mui/material/Alert';

/** Placeholder until the step is built. */
export default function ThankYouStep() {
  return (
    <Alert severity="info">This part of the portal is on its way and will be available soon.</Alert>
  );
}
