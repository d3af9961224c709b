import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { staffTexts } from '../../../domain/messages/staff';
import { staffProofPath } from '../../../domain/routes';
import type { StaffProof } from '../../api/generated/staffApi';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard, usDate } from '../../design';
import { VerdictSummary } from './ProofChecks';
import { useListStaffProofsQuery } from './staffApi';

type Status = StaffProof['review']['status'];
const STATUSES: Status[] = ['pending', 'approved', 'rejected'];

/** The queue (oldest first) and the reviewed lists, one card per proof. */
export function ProofQueue() {
  const [status, setStatus] = useState<Status>('pending');
  const list = useListStaffProofsQuery({ status }, { refetchOnMountOrArgChange: true });
  const proofs = list.data?.proofs ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {staffTexts.queueTitle}
      </Typography>
      <Tabs
        value={status}
        onChange={(_e, value: Status) => setStatus(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {STATUSES.map((s) => (
          <Tab key={s} value={s} label={staffTexts.tabs[s]} />
        ))}
      </Tabs>
      {list.isFetching && !list.data ? (
        <PageSpinner />
      ) : list.isError ? (
        <Alert severity="error">{staffTexts.failed}</Alert>
      ) : proofs.length === 0 ? (
        <Typography>{staffTexts.empty[status]}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {proofs.map((proof) => (
            <li key={proof.policyId}>
              <ProofCard proof={proof} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

function ProofCard({ proof }: { proof: StaffProof }) {
  const name = `${proof.tenant.firstName} ${proof.tenant.lastName}`;
  return (
    <SectionCard title={name}>
      <Typography>
        {proof.provider} · {proof.carrierPolicyNumber}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {proof.managementCompany?.name ?? 'No management company'} · {staffTexts.uploaded}{' '}
        {usDate(proof.uploadedAt.slice(0, 10))}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <VerdictSummary checks={proof.checks} />
        <Button
          component={RouterLink}
          to={staffProofPath(proof.policyId)}
          variant="contained"
          sx={{ ml: 'auto' }}
          aria-label={`${staffTexts.review}: ${name} (${proof.tenant.email}), ${proof.provider} ${proof.carrierPolicyNumber}`}
        >
          {staffTexts.review}
        </Button>
      </Box>
    </SectionCard>
  );
}
