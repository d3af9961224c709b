import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { policyStatusTexts } from '../../../domain/i18n/generated/en/policyStatus';
import { verifyTexts } from '../../../domain/i18n/generated/en/verify';
import { plainTexts } from '../../../domain/i18n/texts';
import { GENERIC_ERROR } from '../../../domain/messages/genericError';
import { coverageLabel, coverageTone } from '../../../domain/policies/coverageStatus';
import type { VerificationStatus } from '../../../domain/policies/verification';
import { useGetEvidenceVerificationQuery, type EvidenceVerification } from '../../api';
import type { ScreenProps } from '../../app/screenProps';
import { PageSpinner } from '../../components/PageSpinner';
import { PublicPage } from '../../components/PublicPage';
import { ListRow, ListRows, SectionCard, coverageAmount, useFocusHeading } from '../../design';
import { useDay, useLocalized, useSay, useTexts } from '../../i18n/useTexts';

/** The page's texts in English (the `verify` catalog's), for tests that find them. */
export const VERIFY_TEXTS = /* @__PURE__ */ plainTexts(verifyTexts);

/** Each status with an icon as well as its words and colour: never by colour alone. */
export const STATUS_ICONS: Record<VerificationStatus, ReactNode> = {
  active: <CheckCircleOutlined fontSize="inherit" />,
  ending: <EventBusyOutlined fontSize="inherit" />,
  cancelled: <CancelOutlined fontSize="inherit" />,
  lapsed: <ErrorOutlined fontSize="inherit" />,
  upcoming: <ScheduleOutlined fontSize="inherit" />,
};

const printed = (code: string) =>
  code
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .match(/.{1,4}/g)
    ?.join('-') ?? code;

/**
 * The public page an evidence of insurance's QR code opens (/verify/{code}): the
 * policy's status today, its period and liability, and whether the document is still current.
 * The same page signed in or out, in the browser's language (or the one chosen in its footer):
 * the document itself stays English, its reader need not.
 */
export default function VerifyScreen({ params }: ScreenProps) {
  // The status's words load with the page's own (one wait in another language).
  const t = useTexts(verifyTexts, policyStatusTexts, answersTexts);
  const localize = useLocalized(answersTexts);
  const code = params.code ?? '';
  // The generated query puts the code in the path as given: encoded here, whatever was typed.
  const { data, error, isLoading } = useGetEvidenceVerificationQuery({
    code: encodeURIComponent(code),
  });
  // A code that cannot be one (too short, too long) is refused as a bad request: not found either.
  const notFound = Boolean(
    error && 'status' in error && (error.status === 404 || error.status === 400),
  );
  const container = useRef<HTMLDivElement>(null);
  // Once the answer arrives, focus (and a screen reader) goes to the heading above it.
  useFocusHeading(isLoading, container);
  return (
    <PublicPage title={t('title')} layout="page">
      <Stack
        ref={container}
        spacing={2.5}
        sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}
      >
        <Box>
          <Typography variant="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography>{t('intro')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('code')}:{' '}
            <Box component="span" translate="no" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {printed(code)}
            </Box>
          </Typography>
        </Box>
        {isLoading ? <PageSpinner label={t('loading')} /> : null}
        {notFound ? <Alert severity="error">{t('notFound')}</Alert> : null}
        {error && !notFound ? <Alert severity="error">{localize(GENERIC_ERROR)}</Alert> : null}
        {data ? <Verification answer={data} /> : null}
      </Stack>
    </PublicPage>
  );
}

function Verification({ answer }: { answer: EvidenceVerification }) {
  const t = useTexts(verifyTexts);
  // The badge's words are the dashboard's (`policyStatus`).
  const say = useSay(policyStatusTexts);
  const day = useDay();
  // The one coverage status (domain/policies/coverageStatus.ts), as the server counted it today.
  const status = answer.status;
  const date = answer.statusDate ?? null;
  return (
    <>
      <Alert
        severity={coverageTone(status)}
        icon={STATUS_ICONS[status]}
        sx={{ fontSize: '1rem' }}
        data-status={status}
      >
        <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, m: 0 }}>
          {coverageLabel(status, date, say)}
        </AlertTitle>
        {/* The model's sentence (domain/policies/statusSentence.ts), in the language the app asked
            the server for. */}
        {answer.statusSentence}
      </Alert>
      {answer.documentCurrent ? null : (
        <Alert severity="warning" icon={<WarningAmberOutlined fontSize="inherit" />}>
          {t('outOfDate')}
        </Alert>
      )}
      <SectionCard title={t('policy')}>
        <ListRows>
          <ListRow label={t('product')} value={<span translate="no">{answer.productName}</span>} />
          <ListRow
            label={t('number')}
            value={<span translate="no">{answer.carrierPolicyNumber}</span>}
          />
          <ListRow
            label={t('period')}
            value={`${day(answer.periodStart)} – ${day(answer.periodEnd)}`}
          />
          <ListRow label={t('liability')} value={coverageAmount(answer.liabilityLimit)} />
          {answer.endsOn ? (
            <ListRow label={t('endsOn')} value={day(answer.endsOn)} emphasis />
          ) : null}
          <ListRow label={t('issuedOn')} value={day(answer.issuedOn)} />
        </ListRows>
      </SectionCard>
      <Typography variant="body2" color="text.secondary">
        {t('privacy')}
      </Typography>
    </>
  );
}
