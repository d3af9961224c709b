import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, useId, useState } from 'react';
import { screenTexts } from '../../../domain/messages';
import { formatAddressLine } from '../../../domain/onboarding/activePolicy';
import { partnerPortal } from '../../../domain/policies/dashboard';
import type { PartnerAddress, PartnerPolicy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount, usDate } from '../../design/format';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import {
  ActionsRow,
  ComplianceNote,
  CoverageBadge,
  PolicyCardFrame,
  useDetails,
} from './cardParts';
import { partnerCoverage } from './coverage';
import { LazyDialog } from './dialogs/LazyDialog';
import { EoiButton } from './EoiButton';
import { DASHBOARD_TEXTS as T } from './texts';

const ContinueToDialog = lazy(
  () => import(/* webpackChunkName: "dashboard-dialogs" */ './dialogs/ContinueToDialog'),
);

const amountOr = (value: number | null) =>
  value === null ? screenTexts.notAvailable : coverageAmount(value);

function addressOf(policy: PartnerPolicy): PartnerAddress | null {
  return policy.insured_address ?? policy.policyholder_details?.address ?? null;
}

/**
 * A partner carrier's policy (docs/product.md "Dashboard", "Records"): number, term, main amounts,
 * the insured address; 'View more' lists every coverage and the people on it. 'Manage Policy'
 * continues to the partner's portal through the 'Continue to' modal.
 */
export function PartnerPolicyCard({
  policy,
  compliance,
}: {
  policy: PartnerPolicy;
  /** Whether it meets the lease shown beside the cards. */
  compliance?: LeaseCompliance;
}) {
  const titleId = useId();
  const { open, toggle, regionId } = useDetails(titleId);
  const [leaving, setLeaving] = useState(false);
  const portal = partnerPortal(policy.manage_url);
  const address = addressOf(policy);
  return (
    <PolicyCardFrame
      kind={T.partnerKind}
      title={T.partnerTitle}
      titleId={titleId}
      status={<CoverageBadge status={partnerCoverage(policy, compliance)} />}
    >
      {compliance ? <ComplianceNote compliance={compliance} /> : null}
      {policy.pendingChangeEffectiveDate ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {T.pendingChange(usDate(policy.pendingChangeEffectiveDate))}
        </Alert>
      ) : null}
      <ListRows>
        <ListRow label={T.policyNumber} value={policy.carrier_policy_number} />
        <ListRow
          label={T.policyPeriod}
          value={`${usDate(policy.current_term_start_date)} – ${usDate(policy.current_term_end_date)}`}
        />
        {address ? (
          <ListRow
            label={T.insuredAddress}
            value={formatAddressLine({ ...address, zip: address.zip_code })}
          />
        ) : null}
        <ListRow label={T.liability} value={amountOr(policy.liability_amount)} />
        <ListRow label={T.contents} value={amountOr(policy.personal_property_amount)} />
        <ListRow label={T.deductible} value={amountOr(policy.deductible)} />
      </ListRows>
      <ActionsRow>
        {portal ? (
          // The card's main action: at least as wide as the secondary one under it.
          <Button
            variant="contained"
            size="large"
            onClick={() => setLeaving(true)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {screenTexts.managePolicy}
          </Button>
        ) : null}
        <EoiButton
          kind="partner"
          policyId={policy.id}
          policyNumber={policy.carrier_policy_number}
        />
        {toggle}
      </ActionsRow>
      <Box id={regionId} hidden={!open}>
        <Box sx={{ pt: 1.5 }}>
          <Typography variant="h4" component="h4" sx={{ mb: 0.5 }}>
            {T.coverages}
          </Typography>
          <ListRows>
            <ListRow label={T.medical} value={amountOr(policy.medical_payments)} />
            {policy.coverages.map((c) => (
              <ListRow
                key={c.name}
                label={c.name}
                value={typeof c.amount === 'number' ? coverageAmount(c.amount) : (c.value ?? '')}
              />
            ))}
            {policy.spouse || policy.roommate ? (
              <ListRow
                label={T.peopleCovered}
                value={[
                  policy.spouse ? `${policy.spouse.name} (${T.spouse})` : null,
                  policy.roommate ? `${policy.roommate.name} (${T.roommate})` : null,
                ]
                  .filter((line): line is string => line !== null)
                  .map((line) => (
                    <Box component="span" key={line} sx={{ display: 'block' }}>
                      {line}
                    </Box>
                  ))}
              />
            ) : null}
          </ListRows>
        </Box>
      </Box>
      {portal ? (
        <LazyDialog open={leaving}>
          <ContinueToDialog portal={portal} open={leaving} onClose={() => setLeaving(false)} />
        </LazyDialog>
      ) : null}
    </PolicyCardFrame>
  );
}
