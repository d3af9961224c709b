import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { staffTexts } from '../../../domain/messages/staff';
import { StaffStoreContext } from '../../api/staffBaseApi';
import type { ScreenProps } from '../../app/screenProps';
import { PageFrame } from '../../design';
import { ProofQueue } from './ProofQueue';
import { ProofReview } from './ProofReview';
import { staffApi, useStaffLogOutMutation } from './staffApi';
import { useStaffDispatch, useStaffSelector } from './staffHooks';
import { staffSignedOut } from './staffSession';
import { makeStaffStore } from './staffStore';
import { StaffLogIn } from './StaffLogIn';

/**
 * The staff console (/staff, /staff/proofs/:policyId; issue 13): support staff log in with their
 * own accounts (password and authenticator code), then review uploaded proofs. It has its own
 * store and API (api/staffBaseApi.ts), so a tenant signed in on this browser gets no further
 * than the log-in form, and nothing of the console enters the tenant's persisted store.
 */
export default function StaffConsole({ params }: ScreenProps) {
  const [store] = useState(() => makeStaffStore());
  return (
    <Provider store={store} context={StaffStoreContext}>
      <Console policyId={params.policyId ? Number(params.policyId) : null} />
    </Provider>
  );
}

function Console({ policyId }: { policyId: number | null }) {
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
      {!signedIn ? (
        <StaffLogIn ended={session.ended} />
      ) : (
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
          {policyId && Number.isInteger(policyId) ? (
            <ProofReview policyId={policyId} />
          ) : (
            <ProofQueue />
          )}
        </Container>
      )}
    </PageFrame>
  );
}
