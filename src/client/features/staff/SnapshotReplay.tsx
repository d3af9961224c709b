import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { staffTexts } from '../../../domain/messages/staff';
import { PATHS } from '../../../domain/routes';
import { PageSpinner } from '../../components/PageSpinner';
import { ListRow, ListRows, SectionCard } from '../../design';
import { staffErrorText, useGetStaffSnapshotQuery } from './staffApi';

/**
 * One snapshot: the tenant's message and what the snapshot says of their device, then their
 * screen replayed by the real client in a frame as wide as their screen was (app/replay). The
 * frame reads the snapshot from this page (same origin); it sends nothing to the server.
 */
export function SnapshotReplay({ snapshotId }: { snapshotId: number }) {
  const answer = useGetStaffSnapshotQuery({ snapshotId });
  const data = answer.data;
  // Handed to the frame before its page can run (a layout effect runs as the frame is inserted;
  // the frame's page loads after), and taken back when this view goes.
  useLayoutEffect(() => {
    if (!data) return undefined;
    window.__rentersReplay = { snapshot: data.snapshot, name: data.tenantName ?? data.email };
    return () => {
      delete window.__rentersReplay;
    };
  }, [data]);

  return (
    <>
      <Link
        component={RouterLink}
        to={PATHS.staffSnapshots}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {staffTexts.backToSnapshots}
      </Link>
      {answer.isError ? (
        <Alert severity="error">{staffErrorText(answer.error, staffTexts.failed)}</Alert>
      ) : !data ? (
        <PageSpinner />
      ) : (
        <>
          <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {data.tenantName ?? data.email}: {data.subject}
          </Typography>
          <SectionCard>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1.5, overflowWrap: 'anywhere' }}>
              {data.message}
            </Typography>
            <ListRows>
              <ListRow label={staffTexts.snapshotRoute} value={data.snapshot.meta.route} />
              <ListRow
                label={staffTexts.snapshotScreen}
                value={`${data.snapshot.meta.screen.width} × ${data.snapshot.meta.screen.height}`}
              />
              <ListRow
                label={staffTexts.snapshotBuild}
                value={`${data.snapshot.meta.build.id} (store v${data.snapshot.meta.persistVersion})`}
              />
              <ListRow label={staffTexts.snapshotFrom} value={data.snapshot.meta.from} />
            </ListRows>
          </SectionCard>
          {data ? (
            <Box
              component="iframe"
              src="/replay"
              title={staffTexts.replayFrame(data.tenantName ?? data.email)}
              sx={{
                display: 'block',
                mt: 2,
                mx: 'auto',
                width: '100%',
                maxWidth: Math.max(320, data.snapshot.meta.screen.width || 390),
                height: Math.max(600, Math.min(data.snapshot.meta.screen.height || 844, 1000)),
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
              }}
            />
          ) : null}
        </>
      )}
    </>
  );
}
