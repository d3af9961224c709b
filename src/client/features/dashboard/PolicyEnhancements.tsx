import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { screenTexts } from '../../../domain/messages';
import {
  coverageExplainer,
  petHealthOffer,
  policyEnhancements,
  type Enhancement,
} from '../../../domain/policies/enhancements';
import type { Policy } from '../../api';
import { SectionCard } from '../../design/cards';
import { DASHBOARD_TEXTS as T, SEND_MESSAGE_HASH } from './texts';

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;
const itemSx = {
  display: 'flex',
  gap: 1.5,
  alignItems: 'flex-start',
  py: 1.25,
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0 },
} as const;

function EnhancementItem({ item }: { item: Enhancement }) {
  return (
    <Box component="li" sx={itemSx}>
      {item.included ? (
        <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
      ) : (
        <AddCircleOutlineIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h4" component="h3">
            {item.title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, color: item.included ? 'success.main' : 'text.secondary' }}
          >
            {item.included ? T.included : T.available}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
        {item.included ? null : (
          <Link
            href={SEND_MESSAGE_HASH}
            variant="body2"
            aria-label={`${T.askToAdd}: ${item.title}`}
            sx={{ display: 'inline-block', py: 1, fontWeight: 650 }}
          >
            {T.askToAdd}
          </Link>
        )}
      </Box>
    </Box>
  );
}

/**
 * SPEC §2.7 Policy Enhancements of an own-carrier policy: what it has and what can be added, by
 * the §9 state rules (domain/policies/enhancements.ts), the partner pet-health offer, and the
 * coverage explainer ('Your Coverage', 'What's Not Covered').
 */
export function PolicyEnhancements({ policy, named }: { policy: Policy; named: boolean }) {
  const items = policyEnhancements({
    state: policy.insuredAddress.state,
    contentsLimit: policy.coverages.contents.limit,
    endorsements: policy.endorsements,
  });
  return (
    <SectionCard title={screenTexts.policyEnhancements}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
        {named ? `${T.forPolicy(policy.carrierPolicyNumber)}. ` : ''}
        {T.enhancementsIntro}
      </Typography>
      <Box component="ul" sx={listSx}>
        {items.map((item) => (
          <EnhancementItem key={item.key} item={item} />
        ))}
        <Box component="li" sx={itemSx}>
          <Box sx={{ minWidth: 0, flex: 1, pl: 4.5 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {T.partnerOffer}
            </Typography>
            <Typography variant="h4" component="h3">
              {petHealthOffer.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {petHealthOffer.description}
            </Typography>
          </Box>
        </Box>
      </Box>
    </SectionCard>
  );
}

/** SPEC §2.7 coverage explainer, in plain words (domain/policies/enhancements.ts). */
export function CoverageExplainer() {
  return (
    <SectionCard title={T.coverageExplainer}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {screenTexts.yourCoverage}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 2 }}>
        {coverageExplainer.covered.map((c) => (
          <Typography component="li" key={c.title} sx={{ mb: 1 }}>
            <strong>{c.title}:</strong> {c.text}
          </Typography>
        ))}
      </Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {screenTexts.whatsNotCovered}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {coverageExplainer.notCovered.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </Box>
    </SectionCard>
  );
}

/**
 * The section below the policies (SPEC §2.7): each active own policy's enhancements, then the
 * coverage explainer. Its own chunk, loaded with the dashboard's first own policy.
 */
export default function DashboardExtras({ policies }: { policies: Policy[] }) {
  return (
    <Stack spacing={2}>
      {policies.map((p) => (
        <PolicyEnhancements key={p.policyId} policy={p} named={policies.length > 1} />
      ))}
      <CoverageExplainer />
    </Stack>
  );
}
