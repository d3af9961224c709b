import Box from '@mui/material/Box';
import { staffTexts } from '../../../domain/messages/staff';
import { ListRow, usDate } from '../../design';
import { StaffCardList } from './StaffCardList';
import { useListStaffDataExportsQuery } from './staffApi';

/**
 * Tenants' requests for a copy of their data, newest first (docs/staff.md "Data requests"): who
 * asked, when, the state and when the link ends. Staff never see the file.
 */
export function DataRequestList() {
  const list = useListStaffDataExportsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StaffCardList
      title={staffTexts.dataRequestsTitle}
      intro={staffTexts.dataRequestsIntro}
      empty={staffTexts.noDataRequests}
      list={list}
      items={list.data?.exports ?? []}
      card={(r) => ({
        key: r.id,
        title: r.tenantName,
        content: (
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
        ),
      })}
    />
  );
}
