import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, useDeferredValue, useId } from 'react';
import { Suspense } from '../../components/Suspense';
import { formatAddressLine } from '../../../domain/onboarding/activePolicy';
import type { Policy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount, usDate } from '../../design/format';
import { AutoRenewToggle } from './AutoRenewToggle';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import {
  ActionsRow,
  ComplianceNote,
  CoverageBadge,
  PolicyCardFrame,
  useDetails,
} from './cardParts';
import { ownCoverage } from './coverage';
import { EoiButton } from './EoiButton';
import { DASHBOARD_TEXTS as T } from './texts';

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

function peopleCovered(policy: Policy): string[] {
  const people = [`${policy.tenant.firstName} ${policy.tenant.lastName}`];
  if (policy.spouse) people.push(`${policy.spouse.name} (${T.spouse})`);
  for (const r of policy.roommates) people.push(`${r.firstName} ${r.lastName} (${T.roommate})`);
  return people;
}

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
  const titleId = useId();
  const { open, toggle, regionId } = useDetails(titleId);
  // The details show in the tap's frame; their lazy parts mount a moment later in boundaries that
  // are always there, and show once loaded (a fallback would hold them 300 ms more).
  const loaded = useDeferredValue(open);
  const c = policy.coverages;
  return (
    <PolicyCardFrame
      kind={T.ownKind}
      title={policy.product.productName}
      titleId={titleId}
      status={<CoverageBadge status={ownCoverage(policy, compliance)} />}
    >
      {compliance ? <ComplianceNote compliance={compliance} /> : null}
      <ListRows>
        <ListRow label={T.policyNumber} value={policy.carrierPolicyNumber} />
        <ListRow
          label={T.policyPeriod}
          value={`${policy.policyStartDate.usdate} – ${policy.policyEndDate.usdate}`}
        />
        <ListRow label={T.insuredAddress} value={formatAddressLine(policy.insuredAddress)} />
        {policy.cancellationDate ? (
          <ListRow label={T.coverEnds} value={usDate(policy.cancellationDate)} />
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
            {T.coverages}
          </Typography>
          <ListRows>
            <ListRow label={T.liability} value={coverageAmount(c.liability.limit)} />
            <ListRow label={T.medical} value={coverageAmount(c.medical.limit)} />
            <ListRow label={T.contents} value={coverageAmount(c.contents.limit)} />
            <ListRow label={T.deductible} value={coverageAmount(c.contents.deductible)} />
            {c.windHailDeductible !== null ? (
              <ListRow label={T.windHail} value={coverageAmount(c.windHailDeductible)} />
            ) : null}
            {c.hurricaneDeductible !== null ? (
              <ListRow label={T.hurricane} value={coverageAmount(c.hurricaneDeductible)} />
            ) : null}
            <ListRow
              label={T.endorsements}
              value={
                <Suspense fallback={null}>
                  {loaded ? <EndorsementLines policy={policy} /> : null}
                </Suspense>
              }
            />
            <ListRow
              label={T.peopleCovered}
              value={peopleCovered(policy).map((name) => (
                <Box component="span" key={name} sx={{ display: 'block' }}>
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
