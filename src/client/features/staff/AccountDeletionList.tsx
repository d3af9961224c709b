import Box from '@mui/material/Box';
import { staffTexts } from '../../../domain/messages/staff';
import { ListRow, usDate } from '../../design';
import { StaffCardList } from './StaffCardList';
import { useListStaffAccountDeletionsQuery } from './staffApi';

/**
 * Tenants' account deletions, newest first (docs/staff.md "Account deletions"): the tenant's id,
 * when asked and completed, and the records kept and deleted. Nothing personal is left to show.
 */
export function AccountDeletionList() {
  const list = useListStaffAccountDeletionsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StaffCardList
      title={staffTexts.accountDeletionsTitle}
      intro={staffTexts.accountDeletionsIntro}
      empty={staffTexts.noAccountDeletions}
      list={list}
      items={list.data?.deletions ?? []}
      card={(d) => ({
        key: d.id,
        title: staffTexts.deletionTitle(d.tenantId),
        content: (
          <Box component="dl" sx={{ m: 0 }}>
            <ListRow label={staffTexts.requested} value={usDate(d.requestedAt)} />
            <ListRow
              label={staffTexts.completed}
              value={d.completedAt ? usDate(d.completedAt) : staffTexts.waitingForCode}
            />
            {d.completedAt ? (
              <>
                <ListRow label={staffTexts.keptRows} value={staffTexts.rowCounts(d.kept)} />
                <ListRow label={staffTexts.deletedRows} value={staffTexts.rowCounts(d.deleted)} />
              </>
            ) : null}
          </Box>
        ),
      })}
    />
  );
}
