import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { myDataTexts } from '../../../domain/i18n/generated/en/myData';
import { plainTexts } from '../../../domain/i18n/texts';
import { useGetDataExportQuery, useRequestDataExportMutation, type DataExport } from '../../api';
import { errorMessage } from '../../api/errors';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, SectionCard } from '../../design';
import { useDay, useLocalized, useTexts } from '../../i18n/useTexts';
import { useSubpageTitle } from './subpageTitle';

/** While a file is being prepared the page asks again this often, so it says when it is ready. */
const PREPARING_POLL_MS = 5000;

// The page's own fallback, kept in English and shown through `localize` like a server's answer,
// so the alert follows a change of language.
const english = /* @__PURE__ */ plainTexts(myDataTexts);

/**
 * docs/privacy.md "Your rights": the tenant asks for a copy of their data; it is prepared in the
 * background and the link is e-mailed, so the page says so and shows the latest request's state.
 */
export default function DownloadMyDataScreen() {
  const t = useTexts(myDataTexts, answersTexts);
  // A refusal the server answered (in the app's language) or the page's own fallback.
  const localize = useLocalized(myDataTexts, answersTexts);
  const title = useSubpageTitle('download-my-data');
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
        {title}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography>{t('intro')}</Typography>
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              disabled={preparing || asked.isLoading || status.isLoading}
              onClick={() => void request()}
            >
              {latest && !preparing ? t('requestAgain') : t('request')}
            </Button>
            <Box role="status" sx={{ mt: waiting ? 2 : 0 }}>
              {waiting ? <Alert severity="info">{t('requested')}</Alert> : null}
            </Box>
            {refused ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {localize(errorMessage(refused, english.requestFailed))}
              </Alert>
            ) : null}
          </CardContent>
        </Card>
        {status.isLoading ? (
          <PageSpinner />
        ) : status.isError ? (
          <Alert severity="error">{t('loadFailed')}</Alert>
        ) : latest ? (
          <LatestRequest request={latest} />
        ) : null}
      </Stack>
    </>
  );
}

function LatestRequest({ request }: { request: DataExport }) {
  const t = useTexts(myDataTexts);
  const day = useDay();
  return (
    <SectionCard title={t('latestTitle')}>
      <Box component="dl" sx={{ m: 0 }}>
        <ListRow label={t('asked')} value={day(request.requestedAt)} />
        <ListRow label={t('status')} value={t(request.state)} />
        {request.expiresAt ? (
          <ListRow label={t('linkWorksUntil')} value={day(request.expiresAt)} />
        ) : null}
      </Box>
      {request.state === 'ready' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('readyNote')}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
