import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visiblePolicies } from '../../../domain/policies/dashboard';
import {
  dashboardOrder,
  needsAttention,
  type LeaseCompliance,
} from '../../../domain/policies/leaseCompliance';
import { PATHS } from '../../../domain/routes';
import type { Lease } from '../../api';
import type { PolicyList as Lists } from '../../app/policies';
import { SectionCard } from '../../design/cards';
import { OwnPolicyCard } from './OwnPolicyCard';
import { PartnerPolicyCard } from './PartnerPolicyCard';
import { complianceOf } from './leaseFacts';
import { complianceTexts, dashboardTexts } from './texts';
import { useSay, useTexts } from '../../i18n/useTexts';
import { ThirdPartyPolicyCard } from './ThirdPartyPolicyCard';

/** docs/product.md "Dashboard" with no policy: the two ways to get covered (the 'Upload New Policy' modal's options). */
export function EmptyPolicies() {
  const t = useTexts(dashboardTexts);
  return (
    <SectionCard title={t('noPolicies')} titleComponent="h3">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('noPoliciesHelp')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component={RouterLink} to={PATHS.tenantOnboarding}>
          {t('getQuote')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={PATHS.tenantUpload}>
          {t('uploadPolicy')}
        </Button>
      </Box>
    </SectionCard>
  );
}

interface PolicyCardItem {
  key: string;
  compliance: LeaseCompliance;
  card: ReactElement;
}

/**
 * The active policies as cards (docs/product.md "Dashboard"), each saying whether it meets the
 * lease shown beside them: those that do first, then uploads waiting for review, then those below
 * the lease, then those for another address; own carrier, partner carrier, uploaded within each.
 * The first is always shown and so is any that needs the tenant's attention; 'View more' shows the
 * others.
 */
export function PolicyList({ active, lease }: { active: Lists; lease: Lease | null }) {
  const t = useTexts(dashboardTexts);
  const say = useSay(complianceTexts);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const moreId = useId();
  const items: PolicyCardItem[] = [
    ...active.own.map((p) => {
      const compliance = complianceOf.own(p, lease, say);
      const key = `own-${p.policyId}`;
      return {
        key,
        compliance,
        card: <OwnPolicyCard key={key} policy={p} compliance={compliance} />,
      };
    }),
    ...active.partner.map((p) => {
      const compliance = complianceOf.partner(p, lease, say);
      const key = `partner-${p.id}`;
      return {
        key,
        compliance,
        card: <PartnerPolicyCard key={key} policy={p} compliance={compliance} />,
      };
    }),
    ...active.thirdParty.map((p) => {
      const compliance = complianceOf.thirdParty(p, lease, say);
      const key = `upload-${p.id}`;
      return {
        key,
        compliance,
        card: <ThirdPartyPolicyCard key={key} policy={p} compliance={compliance} />,
      };
    }),
  ];
  const ordered = dashboardOrder(items, (item) => item.compliance);
  const cards = ordered.map((item) => item.card);
  if (cards.length === 0) return <EmptyPolicies />;
  const { shown: shownItems, more } = visiblePolicies(ordered, expanded, (item) =>
    needsAttention(item.compliance),
  );
  const shown = shownItems.map((item) => item.card);
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
            {t(expanded ? 'viewLess' : 'viewMore')}
          </Button>
          <Typography id={moreId} variant="body2" color="text.secondary">
            {t(more === 1 ? 'morePolicy' : 'morePolicies', { n: more })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
