import Box from '@mui/material/Box';
import { FixedLocale } from '../../i18n/appLocale';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Provider } from 'react-redux';
import { staffTexts } from '../../../domain/messages/staff';
import { StaffStoreContext } from '../../api/staffBaseApi';
import { StaffNav } from './StaffNav';
import type { ScreenProps } from '../../app/screenProps';
import { PageSpinner } from '../../components/PageSpinner';
import { PageFrame } from '../../design';
import { staffApi, useStaffLogOutMutation } from './staffApi';
import { useStaffDispatch, useStaffSelector } from './staffHooks';
import { staffSignedOut } from './staffSession';
import { makeStaffStore } from './staffStore';

// Each view loads when first shown: the log-in's form library, the queue's tabs and the review's
// grid and dialog stay out of each other's way (docs/performance.md "Budgets": 60 KB per route's
// chunks).
const StaffLogIn = lazy(() =>
  import(/* webpackChunkName: "staff-login" */ './StaffLogIn').then((m) => ({
    default: m.StaffLogIn,
  })),
);
const ProofQueue = lazy(() =>
  import(/* webpackChunkName: "staff-queue" */ './ProofQueue').then((m) => ({
    default: m.ProofQueue,
  })),
);
const SnapshotList = lazy(() =>
  import(/* webpackChunkName: "staff-snapshots" */ './SnapshotList').then((m) => ({
    default: m.SnapshotList,
  })),
);
const SnapshotReplay = lazy(() =>
  import(/* webpackChunkName: "staff-snapshots" */ './SnapshotReplay').then((m) => ({
    default: m.SnapshotReplay,
  })),
);
const DataRequestList = lazy(() =>
  import(/* webpackChunkName: "staff-data-requests" */ './DataRequestList').then((m) => ({
    default: m.DataRequestList,
  })),
);
const AccountDeletionList = lazy(() =>
  import(/* webpackChunkName: "staff-data-requests" */ './AccountDeletionList').then((m) => ({
    default: m.AccountDeletionList,
  })),
);
const ProofReview = lazy(() =>
  import(/* webpackChunkName: "staff-review" */ './ProofReview').then((m) => ({
    default: m.ProofReview,
  })),
);

/**
 * The staff console (/staff, /staff/proofs/:policyId): support staff log in with their
 * own accounts (password and authenticator code), then review uploaded proofs. It has its own
 * store and API (api/staffBaseApi.ts), so a tenant signed in on this browser gets no further
 * than the log-in form, and nothing of the console enters the tenant's persisted store.
 */
export default function StaffConsole({ params }: ScreenProps) {
  const [store] = useState(() => makeStaffStore());
  return (
    <Provider store={store} context={StaffStoreContext}>
      {/* The console stays English (docs/i18n.md), whatever the browser's language. */}
      <FixedLocale locale="en">
        <Console params={params} />
      </FixedLocale>
    </Provider>
  );
}

/** Which view a console address shows (the route tables give the params). */
function viewOf(params: Record<string, string>) {
  if (params.snapshotId) return { kind: 'replay' as const, id: Number(params.snapshotId) };
  if (params.view === 'snapshots') return { kind: 'snapshots' as const };
  if (params.view === 'dataRequests') return { kind: 'dataRequests' as const };
  if (params.view === 'accountDeletions') return { kind: 'accountDeletions' as const };
  if (params.policyId) return { kind: 'proof' as const, id: Number(params.policyId) };
  return { kind: 'queue' as const };
}

function Console({ params }: { params: Record<string, string> }) {
  const view = viewOf(params);
  const session = useStaffSelector((s) => s.staffSession);
  const dispatch = useStaffDispatch();
  const [logOut, { isLoading }] = useStaffLogOutMutation();
  const signOut = async () => {
    await logOut().catch(() => undefined);
    dispatch(staffSignedOut({ ended: false }));
    dispatch(staffApi.util.resetApiState());
  };
  const signedIn = !!session.token;
  return (
    <PageFrame
      title={staffTexts.title}
      layout={signedIn ? 'page' : 'form'}
      actions={
        signedIn ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'common.white' }}>
            <Typography
              variant="body2"
              sx={{ display: { xs: 'none', sm: 'block' }, color: 'inherit' }}
            >
              {session.name}
            </Typography>
            <Button color="inherit" variant="outlined" onClick={signOut} disabled={isLoading}>
              {staffTexts.logOut}
            </Button>
          </Box>
        ) : undefined
      }
    >
      <Suspense fallback={<PageSpinner />}>
        {!signedIn ? (
          <StaffLogIn ended={session.ended} />
        ) : (
          <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
            <StaffNav
              current={
                view.kind === 'queue' || view.kind === 'proof'
                  ? 'proofs'
                  : view.kind === 'dataRequests' || view.kind === 'accountDeletions'
                    ? view.kind
                    : 'snapshots'
              }
            />
            {view.kind === 'proof' && Number.isInteger(view.id) ? (
              <ProofReview policyId={view.id} />
            ) : view.kind === 'replay' && Number.isInteger(view.id) ? (
              <SnapshotReplay snapshotId={view.id} />
            ) : view.kind === 'snapshots' ? (
              <SnapshotList />
            ) : view.kind === 'dataRequests' ? (
              <DataRequestList />
            ) : view.kind === 'accountDeletions' ? (
              <AccountDeletionList />
            ) : (
              <ProofQueue />
            )}
          </Container>
        )}
      </Suspense>
    </PageFrame>
  );
}
