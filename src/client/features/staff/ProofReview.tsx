import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { staffTexts } from '../../../domain/messages/staff';
import { PATHS } from '../../../domain/routes';
import type { StaffProof } from '../../api/generated/staffApi';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, ListRows, SectionCard, coverageAmount, usDate } from '../../design';
import { ApproveDialog } from './ApproveDialog';
import { coverageStatusTexts } from '../../../domain/messages/coverageSentences';
import { CoverageBadge } from '../../components/CoverageBadge';
import { OutcomeNote, ProofChecks } from './ProofChecks';
import { proofCoverage } from './proofCoverage';
import { ProofDocument } from './ProofDocument';
import { RejectDialog } from './RejectDialog';
import {
  useApproveStaffProofMutation,
  useGetStaffProofQuery,
  useRejectStaffProofMutation,
  staffErrorText,
} from './staffApi';

const nameOf = (p: StaffProof) => `${p.tenant.firstName} ${p.tenant.lastName}`;

/** One proof: what the tenant typed and the checks beside the PDF, then approve or reject. */
export function ProofReview({ policyId }: { policyId: number }) {
  const proof = useGetStaffProofQuery({ policyId });
  const [approve, approving] = useApproveStaffProofMutation();
  const [reject, rejecting] = useRejectStaffProofMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [approveOpen, setApproveOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const p = proof.data;
  const busy = approving.isLoading || rejecting.isLoading;

  const decide = async (run: () => Promise<{ data?: StaffProof; error?: unknown }>) => {
    const answer = await run();
    if (answer.data) {
      const d = answer.data;
      setOutcome({
        severity: 'success',
        text:
          d.review.status === 'approved'
            ? staffTexts.approved(nameOf(d), d.managementCompany?.name ?? null)
            : staffTexts.rejected(nameOf(d)),
      });
    } else {
      setOutcome({ severity: 'error', text: staffErrorText(answer.error, staffTexts.failed) });
    }
  };

  return (
    <>
      <Link component={RouterLink} to={PATHS.staff} sx={{ display: 'inline-block', mb: 2 }}>
        {staffTexts.back}
      </Link>
      {proof.isError ? (
        <Alert severity="error">{staffErrorText(proof.error, staffTexts.failed)}</Alert>
      ) : !p ? (
        <PageSpinner />
      ) : (
        <>
          <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {nameOf(p)}: {p.provider} {p.carrierPolicyNumber}
          </Typography>
          {outcome ? (
            <Alert severity={outcome.severity} sx={{ mb: 2 }} role="status">
              {outcome.text}
            </Alert>
          ) : null}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Details proof={p} />
              <Box sx={{ mt: 2 }}>
                <SectionCard title={staffTexts.checksTitle}>
                  {p.override ? (
                    <Alert severity="warning" sx={{ mb: 1.5 }}>
                      {staffTexts.override}
                    </Alert>
                  ) : null}
                  <OutcomeNote outcome={p.outcome} />
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {staffTexts.readBy[p.readBy]}
                  </Typography>
                  <ProofChecks checks={p.checks} />
                </SectionCard>
              </Box>
              <Decision
                proof={p}
                busy={busy}
                onApprove={() => setApproveOpen(true)}
                onReject={() => setRejectOpen(true)}
              />
            </Grid>
            {/* Beside the checks on a wide screen, and kept in view while they scroll. */}
            <Grid
              size={{ xs: 12, md: 6 }}
              sx={{ position: { md: 'sticky' }, top: { md: 76 }, alignSelf: 'flex-start' }}
            >
              <ProofDocument
                policyId={policyId}
                title={`${staffTexts.documentTitle}: ${p.fileName ?? p.carrierPolicyNumber}`}
              />
            </Grid>
          </Grid>
          <ApproveDialog
            open={approveOpen}
            busy={busy}
            tenant={nameOf(p)}
            company={p.managementCompany?.name ?? null}
            onCancel={() => setApproveOpen(false)}
            onApprove={async () => {
              await decide(() => approve({ policyId }));
              setApproveOpen(false);
            }}
          />
          <RejectDialog
            open={rejectOpen}
            busy={busy}
            onCancel={() => setRejectOpen(false)}
            onReject={async (reason) => {
              await decide(() => reject({ policyId, staffProofRejection: { reason } }));
              setRejectOpen(false);
            }}
          />
        </>
      )}
    </>
  );
}

function Details({ proof: p }: { proof: StaffProof }) {
  return (
    <SectionCard>
      <ListRows>
        <ListRow label={staffTexts.tenant} value={`${nameOf(p)} (${p.tenant.email})`} />
        <ListRow label={staffTexts.lease} value={p.leaseAddress ?? '—'} />
        <ListRow label={staffTexts.company} value={p.managementCompany?.name ?? '—'} />
        {p.managementCompany ? (
          <ListRow
            label={staffTexts.minimum}
            value={coverageAmount(p.managementCompany.minimumLiability)}
          />
        ) : null}
        <ListRow label={staffTexts.carrier} value={p.provider} />
        <ListRow label={staffTexts.policyNumber} value={p.carrierPolicyNumber} />
        <ListRow
          label={staffTexts.period}
          value={`${usDate(p.startDate)} – ${usDate(p.endDate)}`}
        />
        <ListRow
          label={coverageStatusTexts.row}
          value={<CoverageBadge status={proofCoverage(p)} />}
        />
        <ListRow label={staffTexts.liability} value={coverageAmount(p.liabilityCoverage)} />
        <ListRow label={staffTexts.uploaded} value={usDate(p.uploadedAt.slice(0, 10))} />
      </ListRows>
    </SectionCard>
  );
}

function Decision({
  proof: p,
  busy,
  onApprove,
  onReject,
}: {
  proof: StaffProof;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  if (p.review.status !== 'pending') {
    const status =
      p.review.status === 'approved' ? staffTexts.tabs.approved : staffTexts.tabs.rejected;
    return (
      <Alert severity={p.review.status === 'approved' ? 'success' : 'warning'} sx={{ mt: 2 }}>
        {staffTexts.reviewedBy(status, p.review.by ?? null, usDate(p.review.at?.slice(0, 10)))}
        {p.review.reason ? ` ${p.review.reason}` : ''}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
      <Button variant="contained" color="success" size="large" disabled={busy} onClick={onApprove}>
        {staffTexts.approve}
      </Button>
      <Button variant="outlined" color="error" size="large" disabled={busy} onClick={onReject}>
        {staffTexts.reject}
      </Button>
    </Box>
  );
}
