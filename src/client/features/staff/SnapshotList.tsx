import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { staffTexts } from '../../../domain/messages/staff';
import { staffSnapshotPath } from '../../../domain/routes';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard, usDate } from '../../design';
import { useListStaffSnapshotsQuery } from './staffApi';

/** The diagnostics snapshots tenants sent with a message, newest first. */
export function SnapshotList() {
  const list = useListStaffSnapshotsQuery(undefined, { refetchOnMountOrArgChange: true });
  const snapshots = list.data?.snapshots ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {staffTexts.snapshotsTitle}
      </Typography>
      {list.isFetching && !list.data ? (
        <PageSpinner />
      ) : list.isError ? (
        <Alert severity="error">{staffTexts.failed}</Alert>
      ) : snapshots.length === 0 ? (
        <Typography>{staffTexts.noSnapshots}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {snapshots.map((s) => {
            const who = s.tenantName ?? s.email;
            return (
              <li key={s.id}>
                <SectionCard title={who}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{s.subject}</Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
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
                </SectionCard>
              </li>
            );
          })}
        </Box>
      )}
    </>
  );
}
