import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { staffTexts } from '../../../domain/messages/staff';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, SectionCard, usDate } from '../../design';
import { useListStaffDataExportsQuery } from './staffApi';

/**
 * Tenants' requests for a copy of their data, newest first (docs/staff.md "Data requests"): who
 * asked, when, the state and when the link ends. Staff never see the file.
 */
export function DataRequestList() {
  const list = useListStaffDataExportsQuery(undefined, { refetchOnMountOrArgChange: true });
  const requests = list.data?.exports ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {staffTexts.dataRequestsTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{staffTexts.dataRequestsIntro}</Typography>
      {list.isFetching && !list.data ? (
        <PageSpinner />
      ) : list.isError ? (
        <Alert severity="error">{staffTexts.failed}</Alert>
      ) : requests.length === 0 ? (
        <Typography>{staffTexts.noDataRequests}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {requests.map((r) => (
            <li key={r.id}>
              <SectionCard title={r.tenantName}>
                <Box component="dl" sx={{ m: 0 }}>
                  <ListRow label={staffTexts.email} value={r.email} />
                  <ListRow label={staffTexts.requested} value={usDate(r.requestedAt)} />
                  <ListRow
                    label={staffTexts.dataRequestState}
                    value={staffTexts.dataRequestStates[r.state]}
                  />
                  {r.expiresAt ? (
                    <ListRow label={staffTexts.linkExpires} value={usDate(r.expiresAt)} />
                  ) : null}
                </Box>
              </SectionCard>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
