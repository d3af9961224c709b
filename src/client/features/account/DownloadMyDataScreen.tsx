import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dataExportTexts as texts } from '../../../domain/messages/dataExport';
import { ACCOUNT_SUBPAGES } from '../../../domain/routes';
import { useGetDataExportQuery, useRequestDataExportMutation, type DataExport } from '../../api';
import { errorMessage } from '../../api/errors';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, SectionCard, usDate } from '../../design';

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'download-my-data')?.label ?? '';

/** While a file is being prepared the page asks again this often, so it says when it is ready. */
const PREPARING_POLL_MS = 5000;

/**
 * docs/privacy.md "Your rights": the tenant asks for a copy of their data; it is prepared in the
 * background and the link is e-mailed, so the page says so and shows the latest request's state.
 */
export default function DownloadMyDataScreen() {
  const status = useGetDataExportQuery(undefined, { refetchOnMountOrArgChange: true });
  const latest = status.data?.latest ?? null;
  const preparing = latest?.state === 'preparing';
  // Polled while preparing only: the subscription above answers the first read.
  useGetDataExportQuery(undefined, { pollingInterval: preparing ? PREPARING_POLL_MS : 0 });
  const [request, asked] = useRequestDataExportMutation();
  const refused = asked.error;
  // Being prepared, or just asked for and not read back yet; not once it is ready.
  const waiting = preparing || (asked.isSuccess && latest?.id !== asked.data.id);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography>{texts.intro}</Typography>
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              disabled={preparing || asked.isLoading || status.isLoading}
              onClick={() => void request()}
            >
              {latest && !preparing ? texts.requestAgain : texts.request}
            </Button>
            <Box role="status" sx={{ mt: waiting ? 2 : 0 }}>
              {waiting ? <Alert severity="info">{texts.requested}</Alert> : null}
            </Box>
            {refused ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(refused, texts.requestFailed)}
              </Alert>
            ) : null}
          </CardContent>
        </Card>
        {status.isLoading ? (
          <PageSpinner />
        ) : status.isError ? (
          <Alert severity="error">{texts.loadFailed}</Alert>
        ) : latest ? (
          <LatestRequest request={latest} />
        ) : null}
      </Stack>
    </>
  );
}

function LatestRequest({ request }: { request: DataExport }) {
  return (
    <SectionCard title={texts.latestTitle}>
      <Box component="dl" sx={{ m: 0 }}>
        <ListRow label={texts.asked} value={usDate(request.requestedAt)} />
        <ListRow label={texts.status} value={texts.states[request.state]} />
        {request.expiresAt ? (
          <ListRow label={texts.linkWorksUntil} value={usDate(request.expiresAt)} />
        ) : null}
      </Box>
      {request.state === 'ready' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.readyNote}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
