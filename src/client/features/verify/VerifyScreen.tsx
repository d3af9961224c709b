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
import { flowMessages } from '../../../domain/messages';
import { coverageLabel, coverageTone } from '../../../domain/policies/coverageStatus';
import type { VerificationStatus } from '../../../domain/policies/verification';
import { useGetEvidenceVerificationQuery, type EvidenceVerification } from '../../api';
import type { ScreenProps } from '../../app/screenProps';
import { PageSpinner } from '../../components/PageSpinner';
import { PublicPage } from '../../components/PublicPage';
import {
  ListRow,
  ListRows,
  SectionCard,
  coverageAmount,
  usDate,
  useFocusHeading,
} from '../../design';

export const VERIFY_TEXTS = {
  title: 'Verify evidence of insurance',
  intro: 'The live status of the renters insurance policy behind this document.',
  code: 'Verification code',
  notFound:
    'We could not find this code. Check that it was typed exactly as printed on the document, ' +
    'or ask the tenant for a current evidence of insurance.',
  outOfDate:
    'This document is out of date: the policy changed after it was issued (its address, period, ' +
    'liability or a cancellation). Ask the tenant for a current one.',
  policy: 'Policy',
  product: 'Product',
  number: 'Policy number',
  period: 'Policy period',
  liability: 'Personal liability',
  endsOn: 'Ends on',
  issuedOn: 'Document issued on',
  privacy: 'For the tenant’s privacy, this page shows nothing else about them.',
} as const;

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
 * The same page signed in or out.
 */
export default function VerifyScreen({ params }: ScreenProps) {
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
    <PublicPage title={VERIFY_TEXTS.title} layout="page">
      <Stack
        ref={container}
        spacing={2.5}
        sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}
      >
        <Box>
          <Typography variant="h1" gutterBottom>
            {VERIFY_TEXTS.title}
          </Typography>
          <Typography>{VERIFY_TEXTS.intro}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {VERIFY_TEXTS.code}:{' '}
            <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {printed(code)}
            </Box>
          </Typography>
        </Box>
        {isLoading ? <PageSpinner /> : null}
        {notFound ? <Alert severity="error">{VERIFY_TEXTS.notFound}</Alert> : null}
        {error && !notFound ? <Alert severity="error">{flowMessages.generic}</Alert> : null}
        {data ? <Verification answer={data} /> : null}
      </Stack>
    </PublicPage>
  );
}

function Verification({ answer }: { answer: EvidenceVerification }) {
  // The one coverage status (domain/policies/coverageStatus.ts), as the server counted it today.
  const status = answer.status;
  return (
    <>
      <Alert
        severity={coverageTone(status)}
        icon={STATUS_ICONS[status]}
        sx={{ fontSize: '1rem' }}
        data-status={status}
      >
        <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, m: 0 }}>
          {coverageLabel(status, answer.statusDate ?? null)}
        </AlertTitle>
        {answer.statusSentence}
      </Alert>
      {answer.documentCurrent ? null : (
        <Alert severity="warning" icon={<WarningAmberOutlined fontSize="inherit" />}>
          {VERIFY_TEXTS.outOfDate}
        </Alert>
      )}
      <SectionCard title={VERIFY_TEXTS.policy}>
        <ListRows>
          <ListRow label={VERIFY_TEXTS.product} value={answer.productName} />
          <ListRow label={VERIFY_TEXTS.number} value={answer.carrierPolicyNumber} />
          <ListRow
            label={VERIFY_TEXTS.period}
            value={`${usDate(answer.periodStart)} – ${usDate(answer.periodEnd)}`}
          />
          <ListRow label={VERIFY_TEXTS.liability} value={coverageAmount(answer.liabilityLimit)} />
          {answer.endsOn ? (
            <ListRow label={VERIFY_TEXTS.endsOn} value={usDate(answer.endsOn)} emphasis />
          ) : null}
          <ListRow label={VERIFY_TEXTS.issuedOn} value={usDate(answer.issuedOn)} />
        </ListRows>
      </SectionCard>
      <Typography variant="body2" color="text.secondary">
        {VERIFY_TEXTS.privacy}
      </Typography>
    </>
  );
}
