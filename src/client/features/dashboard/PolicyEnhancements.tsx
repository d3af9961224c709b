import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { screenTexts } from '../../../domain/messages';
import {
  askToAddMessage,
  coverageExplainer,
  petHealthOffer,
  policyEnhancements,
  type Enhancement,
} from '../../../domain/policies/enhancements';
import type { Policy } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { SectionCard } from '../../design/cards';
import { DASHBOARD_TEXTS as T } from './texts';

// The message modal's code loads when 'Ask about adding it' first opens it.
const SendMessageDialog = lazy(() =>
  import(
    /* webpackChunkName: "dashboard-actions" */ '../../components/messages/SendMessageDialog'
  ).then((m) => ({ default: m.SendMessageDialog })),
);

/** docs/product.md "Validation" message reason of a request to change what a policy covers. */
const COVERAGE_REASON = 'Update My Policy Coverages';

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

function EnhancementItem({ item, onAsk }: { item: Enhancement; onAsk?: () => void }) {
  return (
    <Box component="li" sx={itemSx}>
      {item.included ? (
        <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
      ) : (
        <AddCircleOutlineIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h4" component="h4">
            {item.title}
          </Typography>
          {/* Those it lacks sit under their own heading, which says so. */}
          {item.included ? (
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.main' }}>
              {T.included}
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
        {onAsk ? (
          <Button
            variant="text"
            size="small"
            onClick={onAsk}
            aria-label={`${T.askToAdd}: ${item.title}`}
            sx={{ mt: 0.5, ml: -1, fontWeight: 650 }}
          >
            {T.askToAdd}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * docs/product.md "Dashboard" Policy Enhancements of an own-carrier policy
 * (domain/policies/enhancements.ts, from the one coverage table): every enhancement the policy
 * includes, named with its limit; then the docs/product.md "Dashboard" coverages it lacks in its
 * state. Nothing can be added online, so these are not offered as add-ons: 'Ask about adding it'
 * opens the message modal with the reason 'Update My Policy Coverages' and a message naming the
 * coverage and the policy, for support to answer. Then the partner pet-health offer.
 */
export function PolicyEnhancements({ policy, named }: { policy: Policy; named: boolean }) {
  const user = useAppSelector(selectUser);
  const [asking, setAsking] = useState<Enhancement | null>(null);
  const items = policyEnhancements({
    state: policy.insuredAddress.state,
    contentsLimit: policy.coverages.contents.limit,
    liabilityLimit: policy.coverages.liability.limit,
    endorsements: policy.endorsements,
  });
  const included = items.filter((i) => i.included);
  const lacking = items.filter((i) => !i.included);
  return (
    <SectionCard title={screenTexts.policyEnhancements}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
        {named ? `${T.forPolicy(policy.carrierPolicyNumber)}. ` : ''}
        {T.enhancementsIntro}
      </Typography>
      <Typography variant="h3" component="h3" sx={{ mt: 1.5 }}>
        {T.included}
      </Typography>
      {included.length > 0 ? (
        <Box component="ul" sx={listSx} aria-label={T.included}>
          {included.map((item) => (
            <EnhancementItem key={item.key} item={item} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ py: 1 }}>
          {T.noneIncluded}
        </Typography>
      )}
      {lacking.length > 0 ? (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
            {T.available}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {T.askIntro}
          </Typography>
          <Box component="ul" sx={listSx} aria-label={T.available}>
            {lacking.map((item) => (
              <EnhancementItem
                key={item.key}
                item={item}
                onAsk={user ? () => setAsking(item) : undefined}
              />
            ))}
          </Box>
        </>
      ) : null}
      <Box sx={{ mt: 2, pt: 1.25, borderTop: 1, borderColor: 'divider' }}>
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
      <Suspense fallback={null}>
        {asking && user ? (
          <SendMessageDialog
            email={user.email}
            policies={[`${policy.product.productName} ${policy.carrierPolicyNumber}`]}
            reason={COVERAGE_REASON}
            message={askToAddMessage(asking.title, policy.carrierPolicyNumber)}
            onClose={() => setAsking(null)}
          />
        ) : null}
      </Suspense>
    </SectionCard>
  );
}

/** docs/product.md "Dashboard" coverage explainer, in plain words (domain/policies/enhancements.ts). */
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
 * The section below the policies (docs/product.md "Dashboard"): each active own policy's
 * enhancements, then the coverage explainer. Its own chunk, loaded with the dashboard's first own
 * policy.
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
