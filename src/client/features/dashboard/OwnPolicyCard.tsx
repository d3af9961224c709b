import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, useDeferredValue, useId } from 'react';
import { Suspense } from '../../components/Suspense';
import { addressLine } from '../../../domain/policies/leaseCompliance';
import type { Policy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount } from '../../design/format';
import { AutoRenewToggle } from './AutoRenewToggle';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import type { Translate, ValuesOf } from '../../../domain/i18n/texts';
import { useDay, useTexts } from '../../i18n/useTexts';
import {
  ActionsRow,
  ComplianceNote,
  CoverageBadge,
  Data,
  PolicyCardFrame,
  useDetails,
} from './cardParts';
import { ownCoverage } from './coverage';
import { EoiButton } from './EoiButton';
import { ownPolicyFacts } from './leaseFacts';
import { dashboardTexts } from './texts';

// Shown only once 'View more' opens: its three buttons load with the first open card, in a
// chunk of their own; the flows' dialogs (dashboard-actions, 58 KB) load when one opens. With
// the dialogs, 'View more' showed its buttons only once all of them had loaded.
const OwnPolicyActions = lazy(() =>
  import(/* webpackChunkName: "dashboard-policy-actions" */ './actions/OwnPolicyActions').then(
    (m) => ({
      default: m.OwnPolicyActions,
    }),
  ),
);

// The endorsements' wording (the coverage table) loads when the details open.
const EndorsementLines = lazy(() =>
  import(/* webpackChunkName: "dashboard-endorsements" */ './EndorsementLines').then((m) => ({
    default: m.EndorsementLines,
  })),
);

function peopleCovered(policy: Policy, t: Translate<DashboardValues>): string[] {
  const people = [`${policy.tenant.firstName} ${policy.tenant.lastName}`];
  if (policy.spouse) people.push(t('spouse', { name: policy.spouse.name }));
  for (const r of policy.roommates)
    people.push(t('roommate', { name: `${r.firstName} ${r.lastName}` }));
  return people;
}

type DashboardValues = ValuesOf<typeof dashboardTexts>;

/**
 * A policy of the product's own carrier (docs/product.md "Dashboard", "Records"): product, number,
 * period and insured address, the auto-renewal switch and the evidence of insurance always; 'View
 * more' opens the coverages, endorsements, people covered and the policy's changes
 * (OwnPolicyActions).
 */
export function OwnPolicyCard({
  policy,
  compliance,
}: {
  policy: Policy;
  /** Whether it meets the lease shown beside the cards. */
  compliance?: LeaseCompliance;
}) {
  const t = useTexts(dashboardTexts);
  const day = useDay();
  const titleId = useId();
  const { open, toggle, regionId } = useDetails(titleId);
  // The details show in the tap's frame; their lazy parts mount a moment later in boundaries that
  // are always there, and show once loaded (a fallback would hold them 300 ms more).
  const loaded = useDeferredValue(open);
  const c = policy.coverages;
  return (
    <PolicyCardFrame
      kind={t('ownKind')}
      title={policy.product.productName}
      titleId={titleId}
      titleIsData
      status={<CoverageBadge status={ownCoverage(policy, compliance)} />}
    >
      {compliance ? <ComplianceNote compliance={compliance} /> : null}
      <ListRows>
        <ListRow label={t('policyNumber')} value={<Data>{policy.carrierPolicyNumber}</Data>} />
        <ListRow
          label={t('policyPeriod')}
          value={`${day(policy.policyStartDate.date)} – ${day(policy.policyEndDate.date)}`}
        />
        <ListRow
          label={t('insuredAddress')}
          value={<Data>{addressLine(ownPolicyFacts(policy).address!)}</Data>}
        />
        {policy.cancellationDate ? (
          <ListRow label={t('coverEnds')} value={day(policy.cancellationDate)} />
        ) : null}
      </ListRows>
      {/* A cancelled policy's cover may still run until its cancellation date; it no longer renews. */}
      {policy.isActive && !policy.cancellationDate ? <AutoRenewToggle policy={policy} /> : null}
      <ActionsRow>
        <EoiButton
          kind="own"
          policyId={policy.policyId}
          policyNumber={policy.carrierPolicyNumber}
        />
        {toggle}
      </ActionsRow>
      <Box id={regionId} hidden={!open}>
        <Box sx={{ pt: 1.5 }}>
          <Typography variant="h4" component="h4" sx={{ mb: 0.5 }}>
            {t('coverages')}
          </Typography>
          <ListRows>
            <ListRow label={t('liability')} value={coverageAmount(c.liability.limit)} />
            <ListRow label={t('medical')} value={coverageAmount(c.medical.limit)} />
            <ListRow label={t('contents')} value={coverageAmount(c.contents.limit)} />
            <ListRow label={t('deductible')} value={coverageAmount(c.contents.deductible)} />
            {c.windHailDeductible !== null ? (
              <ListRow label={t('windHail')} value={coverageAmount(c.windHailDeductible)} />
            ) : null}
            {c.hurricaneDeductible !== null ? (
              <ListRow label={t('hurricane')} value={coverageAmount(c.hurricaneDeductible)} />
            ) : null}
            <ListRow
              label={t('endorsements')}
              value={
                <Suspense fallback={null}>
                  {loaded ? <EndorsementLines policy={policy} /> : null}
                </Suspense>
              }
            />
            <ListRow
              label={t('peopleCovered')}
              value={peopleCovered(policy, t).map((name, i) => (
                // The tenant's name alone is data; a spouse's or roommate's says who they are.
                <Box
                  component="span"
                  key={name}
                  sx={{ display: 'block' }}
                  translate={i === 0 ? 'no' : undefined}
                >
                  {name}
                </Box>
              ))}
            />
          </ListRows>
          <Suspense fallback={null}>
            {policy.isActive && loaded ? <OwnPolicyActions policy={policy} /> : null}
          </Suspense>
        </Box>
      </Box>
    </PolicyCardFrame>
  );
}
