import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { staffTexts } from '../../../domain/messages/staff';
import { staffSnapshotPath } from '../../../domain/routes';
import { usDate } from '../../design';
import { StaffCardList } from './StaffCardList';
import { useListStaffSnapshotsQuery } from './staffApi';

/** The diagnostics snapshots tenants sent with a message, newest first. */
export function SnapshotList() {
  const list = useListStaffSnapshotsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StaffCardList
      title={staffTexts.snapshotsTitle}
      empty={staffTexts.noSnapshots}
      list={list}
      items={list.data?.snapshots ?? []}
      card={(s) => {
        const who = s.tenantName ?? s.email;
        return {
          key: s.id,
          title: who,
          content: (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{s.subject}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {s.email} · {usDate(s.createdAt.slice(0, 10))} · {s.route} · {s.from}
              </Typography>
              <Box sx={{ display: 'flex', mt: 1 }}>
                <Button
                  component={RouterLink}
                  to={staffSnapshotPath(s.id)}
                  variant="contained"
                  sx={{ ml: 'auto' }}
                  aria-label={`${staffTexts.replay}: ${who}, ${s.subject}`}
                >
                  {staffTexts.replay}
                </Button>
              </Box>
            </>
          ),
        };
      }}
    />
  );
}
