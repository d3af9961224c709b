import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  claimMessages as m,
  claimFiledText,
  claimNumberText,
  claimPhotosText,
  screenTexts,
} from '../../../domain/messages';
import { useClaimPhotoUrlQuery, useGetClaimsQuery, type Claim } from '../../api';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../design/cards';
import { longDate } from '../../design/format';
import { PartnerClaims } from './PartnerClaims';
import { useFirstActivePolicy } from './useFirstActivePolicy';

const dateOf = (iso: string) => longDate(iso.slice(0, 10));

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
  return (
    <SectionCard title={claimNumberText(claim.claimNumber)}>
      <Typography>
        {claim.type} · {claimFiledText(dateOf(claim.claimCreationDate))}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1.5, fontWeight: 650 }}>
        {m.statusTimeline}: {claim.claimStatus}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {claim.statuses.map((s) => (
          <li key={`${s.status}-${s.at}`}>
            <Typography variant="body2">
              {s.status}, {dateOf(s.at)}
            </Typography>
          </li>
        ))}
      </Box>
      {claim.photos.length ? (
        <Box
          component="ul"
          aria-label={claimPhotosText(claim.claimNumber)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 1.5, listStyle: 'none' }}
        >
          {claim.photos.map((p, i) => (
            <Thumbnail
              key={p.id}
              id={p.id}
              label={`${claimPhotosText(claim.claimNumber)} ${i + 1}`}
            />
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}

function ClaimList({ policyId }: { policyId: number }) {
  const { data, isLoading, isError } = useGetClaimsQuery({ policyId });
  if (isLoading) return <PageSpinner />;
  if (isError) return <Alert severity="error">{m.loadFailed}</Alert>;
  const claims = data?.claims ?? [];
  if (claims.length === 0) return <Typography>{m.noClaims}</Typography>;
  return (
    <Stack spacing={2}>
      {claims.map((claim) => (
        <ClaimCard key={claim.claimId} claim={claim} />
      ))}
    </Stack>
  );
}

/** SPEC §2.10 claim-history: the claims of the first active policy, newest first. */
export default function ClaimHistoryScreen() {
  const { policy, partner, isLoading } = useFirstActivePolicy();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{m.historyTitle}</Typography>
      {isLoading ? (
        <PageSpinner />
      ) : policy ? (
        <ClaimList policyId={policy.policyId} />
      ) : partner ? (
        <PartnerClaims policy={partner} page="history" />
      ) : (
        <Typography>{screenTexts.noActivePoliciesClaimHistory}</Typography>
      )}
    </Stack>
  );
}
