import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { staffTexts } from '../../../domain/messages/staff';
import { PATHS } from '../../../domain/routes';

/** The console's areas: uploaded proofs, diagnostics snapshots, data requests, deletions. */
export function StaffNav({
  current,
}: {
  current: 'proofs' | 'snapshots' | 'dataRequests' | 'accountDeletions';
}) {
  const items = [
    { key: 'proofs', to: PATHS.staff, label: staffTexts.proofsNav },
    { key: 'snapshots', to: PATHS.staffSnapshots, label: staffTexts.snapshotsNav },
    { key: 'dataRequests', to: PATHS.staffDataRequests, label: staffTexts.dataRequestsNav },
    {
      key: 'accountDeletions',
      to: PATHS.staffAccountDeletions,
      label: staffTexts.accountDeletionsNav,
    },
  ] as const;
  return (
    <Box
      component="nav"
      aria-label={staffTexts.title}
      sx={{ display: 'flex', gap: 3, mb: 2, flexWrap: 'wrap' }}
    >
      {items.map((item) => (
        <Link
          key={item.key}
          component={RouterLink}
          to={item.to}
          aria-current={current === item.key ? 'page' : undefined}
          sx={{ fontWeight: current === item.key ? 700 : 400 }}
        >
          {item.label}
        </Link>
      ))}
    </Box>
  );
}
