import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { screenTexts } from '../../../domain/messages';
import { visiblePolicies } from '../../../domain/policies/dashboard';
import { PATHS } from '../../../domain/routes';
import type { PolicyList as Lists } from '../../app/policies';
import { SectionCard } from '../../design/cards';
import { OwnPolicyCard } from './OwnPolicyCard';
import { PartnerPolicyCard } from './PartnerPolicyCard';
import { DASHBOARD_TEXTS as T } from './texts';
import { ThirdPartyPolicyCard } from './ThirdPartyPolicyCard';

/** §2.7 with no policy: the two ways to get covered (the 'Upload New Policy' modal's options). */
export function EmptyPolicies() {
  return (
    <SectionCard title={T.noPolicies} titleComponent="h3">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.noPoliciesHelp}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component={RouterLink} to={PATHS.tenantOnboarding}>
          {T.getQuote}
        </Button>
        <Button variant="outlined" component={RouterLink} to={PATHS.tenantUpload}>
          {T.uploadPolicy}
        </Button>
      </Box>
    </SectionCard>
  );
}

/**
 * The active policies as cards, own carrier first, then partner carrier, then uploaded (SPEC
 * §2.7). The first is always shown; 'View more' shows the others.
 */
export function PolicyList({ active }: { active: Lists }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const moreId = useId();
  const cards: ReactElement[] = [
    ...active.own.map((p) => <OwnPolicyCard key={`own-${p.policyId}`} policy={p} />),
    ...active.partner.map((p) => <PartnerPolicyCard key={`partner-${p.id}`} policy={p} />),
    ...active.thirdParty.map((p) => <ThirdPartyPolicyCard key={`upload-${p.id}`} policy={p} />),
  ];
  if (cards.length === 0) return <EmptyPolicies />;
  const { shown, more } = visiblePolicies(cards, expanded);
  return (
    <Box>
      <Stack spacing={2} id={listId}>
        {shown}
      </Stack>
      {more > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
          <Button
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={moreId}
          >
            {expanded ? T.viewLess : screenTexts.viewMore}
          </Button>
          <Typography id={moreId} variant="body2" color="text.secondary">
            {T.morePolicies(more)}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
