import Alert from '@mui/material/Alert';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { localDay } from '../../../domain/claims/localDay';
import { claimOutcomeView } from '../../../domain/claims/outcome';
import { claimHistoryTexts } from '../../../domain/i18n/generated/en/claimHistory';
import { claimsTexts } from '../../../domain/i18n/generated/en/claims';
import { useClaimPhotoUrlQuery, useGetClaimsQuery, type Claim } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../design/cards';
import { money } from '../../design/format';
import { useDay, useLocalized, useSay, useTexts } from '../../i18n/useTexts';
import { filedClaimOf } from './claimFiledState';
import { ClaimConfirmation } from './ClaimConfirmation';
import { PartnerClaims } from './PartnerClaims';
import { useFirstActivePolicy } from './useFirstActivePolicy';

/** Writes a timestamp as the day it was where the tenant is, in the app's language. */
function useDateOf(): (iso: string) => string {
  const day = useDay();
  return (iso) => day(localDay(new Date(iso)));
}

const OUTCOME_COLOR = {
  success: 'success.main',
  error: 'error.main',
  neutral: 'text.primary',
} as const;

/** A closed claim's outcome: what was paid, or that it was denied (and why) or withdrawn. */
function Outcome({ claim }: { claim: Claim }) {
  const t = useTexts(claimHistoryTexts);
  const say = useSay(claimHistoryTexts);
  const dateOf = useDateOf();
  if (!claim.outcome) return null;
  const closed = [...claim.statuses].reverse().find((s) => s.status === 'Closed');
  const view = claimOutcomeView(
    claim.outcome,
    { closedOn: closed ? dateOf(closed.at) : null, money },
    say,
  );
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography sx={{ fontWeight: 650, color: OUTCOME_COLOR[view.tone] }}>
        {t('outcome')}: {view.headline}
      </Typography>
      {/* The claims team's own note, as written: no catalog has it, no translator touches it. */}
      {view.detail ? (
        <Typography variant="body2" translate="no">
          {view.detail}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A thumbnail read through the API with the Token header (an object URL made in the API layer). */
function Thumbnail({ id, label }: { id: string; label: string }) {
  const { data: url } = useClaimPhotoUrlQuery({ photoId: id, size: 'thumb' });
  return (
    <Box component="li" sx={{ width: 88, height: 88 }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={label}
          sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Skeleton variant="rounded" width={88} height={88} />
      )}
    </Box>
  );
}

function ClaimCard({ claim }: { claim: Claim }) {
  const t = useTexts(claimHistoryTexts);
  const dateOf = useDateOf();
  // The type and the statuses come from the API in English (the values): their words on screen.
  const localize = useLocalized(claimHistoryTexts, claimsTexts);
  const photos = t('claimPhotos', { claim: claim.claimNumber });
  return (
    <SectionCard title={t('claimNumber', { claim: claim.claimNumber })}>
      <Typography>
        {localize(claim.type)} · {t('filed', { date: dateOf(claim.claimCreationDate) })}
      </Typography>
      <Outcome claim={claim} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1.5, fontWeight: 650 }}>
        {t('statusTimeline')}: {localize(claim.claimStatus)}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {claim.statuses.map((s) => (
          <li key={`${s.status}-${s.at}`}>
            <Typography variant="body2">
              {localize(s.status)}, {dateOf(s.at)}
            </Typography>
          </li>
        ))}
      </Box>
      {claim.photos.length ? (
        <Box
          component="ul"
          aria-label={photos}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 1.5, listStyle: 'none' }}
        >
          {claim.photos.map((p, i) => (
            <Thumbnail key={p.id} id={p.id} label={`${photos} ${i + 1}`} />
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}

function ClaimList({ policyId }: { policyId: number }) {
  const t = useTexts(claimHistoryTexts);
  const dateOf = useDateOf();
  const { data, isLoading, isError } = useGetClaimsQuery({ policyId });
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const filed = filedClaimOf(location.state);
  if (isLoading) return <PageSpinner />;
  if (isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  const claims = data?.claims ?? [];
  if (claims.length === 0) return <Typography>{t('noClaims')}</Typography>;
  // Just filed (the form's state): its confirmation and next steps stay at the top of the page.
  const justFiled = filed ? claims.find((c) => c.claimNumber === filed.claimNumber) : undefined;
  return (
    <Stack spacing={2}>
      {justFiled && filed ? (
        <ClaimConfirmation
          claimNumber={justFiled.claimNumber}
          filedOn={dateOf(justFiled.claimCreationDate)}
          phone={filed.phone}
          email={user?.email ?? null}
        />
      ) : null}
      {claims.map((claim) => (
        <ClaimCard key={claim.claimId} claim={claim} />
      ))}
    </Stack>
  );
}

/** docs/product.md "Account pages" claim-history: the claims of the first active policy, newest first. */
export default function ClaimHistoryScreen() {
  // The claim's type and the partner carrier's page are the `claims` area's: one wait for both.
  const t = useTexts(claimHistoryTexts, claimsTexts, accountPagesTexts);
  const shell = useTexts(accountPagesTexts);
  const { policy, partner, isLoading } = useFirstActivePolicy();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('historyTitle')}</Typography>
      {isLoading ? (
        <PageSpinner />
      ) : policy ? (
        <ClaimList policyId={policy.policyId} />
      ) : partner ? (
        <PartnerClaims policy={partner} page="history" />
      ) : (
        <Typography>{shell('noActivePoliciesClaimHistory')}</Typography>
      )}
    </Stack>
  );
}
