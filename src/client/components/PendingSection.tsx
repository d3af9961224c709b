import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/**
 * The landing of a route whose feature is still being built (see README "Pending"): it says so
 * plainly instead of showing invented data.
 */
export function PendingSection({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">
        This part of the portal is on its way and will be available soon.
      </Alert>
    </>
  );
}
