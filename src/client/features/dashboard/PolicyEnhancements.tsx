import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { coverageTexts } from '../../../domain/i18n/generated/en/coverage';
import { enhancementsTexts } from '../../../domain/i18n/generated/en/enhancements';
import { PET_HEALTH_DISCOUNT_PERCENT } from '../../../domain/constants';
import {
  askToAddMessage,
  policyEnhancements,
  type Enhancement,
} from '../../../domain/policies/enhancements';
import type { Policy } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { SectionCard } from '../../design/cards';
import { useSay, useTexts } from '../../i18n/useTexts';

// The message modal's code loads when 'Ask about adding it' first opens it.
const SendMessageDialog = lazy(() =>
  import(
    /* webpackChunkName: "dashboard-actions" */ '../../components/messages/SendMessageDialog'
  ).then((m) => ({ default: m.SendMessageDialog })),
);

/** docs/product.md "Validation" message reason of a request to change what a policy covers. */
const COVERAGE_REASON = 'Update My Policy Coverages';

// docs/product.md "Dashboard" coverage explainer (domain/policies/enhancements.ts
// `coverageExplainer` in English), by its messages in the `enhancements` catalog.
const COVERED = ['belongings', 'liability', 'medical', 'living'] as const;
const NOT_COVERED = [
  'notFlood',
  'notBuilding',
  'notRoommates',
  'notOnPurpose',
  'notVermin',
  'notCar',
] as const;

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
  const t = useTexts(enhancementsTexts);
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
              {t('included')}
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
            aria-label={t('askToAddLabel', { title: item.title })}
            sx={{ mt: 0.5, ml: -1, fontWeight: 650 }}
          >
            {t('askToAdd')}
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
  const t = useTexts(enhancementsTexts, coverageTexts);
  // The coverages' names and lines (the coverage table's), and the message asking to add one.
  const say = useSay(coverageTexts, enhancementsTexts);
  const user = useAppSelector(selectUser);
  const [asking, setAsking] = useState<Enhancement | null>(null);
  const items = policyEnhancements(
    {
      state: policy.insuredAddress.state,
      contentsLimit: policy.coverages.contents.limit,
      liabilityLimit: policy.coverages.liability.limit,
      endorsements: policy.endorsements,
    },
    say,
  );
  const included = items.filter((i) => i.included);
  const lacking = items.filter((i) => !i.included);
  return (
    <SectionCard title={t('policyEnhancements')}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
        {named ? t('introForPolicy', { number: policy.carrierPolicyNumber }) : t('intro')}
      </Typography>
      <Typography variant="h3" component="h3" sx={{ mt: 1.5 }}>
        {t('included')}
      </Typography>
      {included.length > 0 ? (
        <Box component="ul" sx={listSx} aria-label={t('included')}>
          {included.map((item) => (
            <EnhancementItem key={item.key} item={item} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ py: 1 }}>
          {t('noneIncluded')}
        </Typography>
      )}
      {lacking.length > 0 ? (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
            {t('available')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('askIntro')}
          </Typography>
          <Box component="ul" sx={listSx} aria-label={t('available')}>
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
          {t('partnerOffer')}
        </Typography>
        <Typography variant="h4" component="h3">
          {t('petHealthTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('petHealthText', { percent: PET_HEALTH_DISCOUNT_PERCENT })}
        </Typography>
      </Box>
      <Suspense fallback={null}>
        {asking && user ? (
          <SendMessageDialog
            email={user.email}
            policies={[`${policy.product.productName} ${policy.carrierPolicyNumber}`]}
            reason={COVERAGE_REASON}
            message={askToAddMessage(asking.title, policy.carrierPolicyNumber, say)}
            onClose={() => setAsking(null)}
          />
        ) : null}
      </Suspense>
    </SectionCard>
  );
}

/** docs/product.md "Dashboard" coverage explainer, in plain words (domain/policies/enhancements.ts). */
export function CoverageExplainer() {
  const t = useTexts(enhancementsTexts);
  return (
    <SectionCard title={t('coverageExplainer')}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('yourCoverage')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 2 }}>
        {COVERED.map((c) => (
          <Typography component="li" key={c} sx={{ mb: 1 }}>
            <strong>{t(`${c}Title`)}:</strong> {t(`${c}Text`)}
          </Typography>
        ))}
      </Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('whatsNotCovered')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {NOT_COVERED.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 1 }}>
            {t(line)}
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
