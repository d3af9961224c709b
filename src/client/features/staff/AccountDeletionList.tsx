import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { staffTexts } from '../../../domain/messages/staff';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, SectionCard, usDate } from '../../design';
import { useListStaffAccountDeletionsQuery } from './staffApi';

/**
 * Tenants' account deletions, newest first (docs/staff.md "Account deletions"): the tenant's id,
 * when asked and completed, and the records kept and deleted. Nothing personal is left to show.
 */
export function AccountDeletionList() {
  const list = useListStaffAccountDeletionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const deletions = list.data?.deletions ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {staffTexts.accountDeletionsTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{staffTexts.accountDeletionsIntro}</Typography>
      {list.isFetching && !list.data ? (
        <PageSpinner />
      ) : list.isError ? (
        <Alert severity="error">{staffTexts.failed}</Alert>
      ) : deletions.length === 0 ? (
        <Typography>{staffTexts.noAccountDeletions}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {deletions.map((d) => (
            <li key={d.id}>
              <SectionCard title={staffTexts.deletionTitle(d.tenantId)}>
                <Box component="dl" sx={{ m: 0 }}>
                  <ListRow label={staffTexts.requested} value={usDate(d.requestedAt)} />
                  <ListRow
                    label={staffTexts.completed}
                    value={d.completedAt ? usDate(d.completedAt) : staffTexts.waitingForCode}
                  />
                  {d.completedAt ? (
                    <>
                      <ListRow label={staffTexts.keptRows} value={staffTexts.rowCounts(d.kept)} />
                      <ListRow
                        label={staffTexts.deletedRows}
                        value={staffTexts.rowCounts(d.deleted)}
                      />
                    </>
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
