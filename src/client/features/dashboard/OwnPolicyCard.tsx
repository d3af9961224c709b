import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId } from 'react';
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

// Shown only once 'View more' opens: its code (and its flows') loads with the first open card.
const OwnPolicyActions = lazy(() =>
  import(/* webpackChunkName: "dashboard-actions" */ './actions/OwnPolicyActions').then((m) => ({
    default: m.OwnPolicyActions,
  })),
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
 * A policy of the product's own carrier (SPEC §2.7, §3): product, number, period and insured
 * address, the auto-renewal switch and the evidence of insurance always; 'View more' opens the
 * coverages, endorsements, people covered and the policy's changes (OwnPolicyActions).
 */
export function OwnPolicyCard({
  policy,
  compliance,
}: {
  policy: Policy;
  /** Issue 29: whether it meets the lease shown beside the cards. */
  compliance?: LeaseCompliance;
}) {
  const titleId = useId();
  const { open, toggle, regionId } = useDetails(titleId);
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
                open ? (
                  <Suspense fallback={null}>
                    <EndorsementLines policy={policy} />
                  </Suspense>
                ) : null
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
          {policy.isActive && open ? (
            <Suspense fallback={null}>
              <OwnPolicyActions policy={policy} />
            </Suspense>
          ) : null}
        </Box>
      </Box>
    </PolicyCardFrame>
  );
}
