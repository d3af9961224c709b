import { lazy } from 'react';
import { Suspense } from '../../components/Suspense';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { twoFactorMessages } from '../../../domain/messages';
import { PATHS } from '../../../domain/routes';
import { useGetAccountWithTokenMutation } from '../../api';
import { settleTwoFactorGate } from '../../api/twoFactorGate';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSignedIn, sessionTokenRenewed, signedOut } from '../../app/session';
import { toastShown, twoFactorCleared, twoFactorGateRenewed } from '../../app/ui';
import { useLogout } from '../../app/useLogout';
import { useSignIn } from '../../app/useSignIn';

// One of the two opens per gate: each loads on its own, so a log-in challenge does not load
// the set-up wizard (stepper, QR code, backup codes) and the reverse.
const ChallengeDialog = lazy(() =>
  import(/* webpackChunkName: "two-factor-challenge" */ './ChallengeDialog').then((m) => ({
    default: m.ChallengeDialog,
  })),
);
const SetupWizardDialog = lazy(
  () =>
    import(
      /* webpackChunkName: "two-factor-setup" */ '../../components/twoFactor/SetupWizardDialog'
    ),
);

/**
 * docs/product.md "States" two-factor gating: the challenge dialog or the set-up-required overlay
 * for the open gate. Completed after log-in: the account is fetched with the new token (the
 * challenge's, or the one confirming the required set-up answers) and the tenant signed in.
 * Completed after any other request: the new token becomes the session's and the held requests are
 * retried with it. Cancelled: the held requests fail with their original 403.
 */
export default function TwoFactorGate() {
  const gate = useAppSelector((state) => state.ui.twoFactorGate);
  const signedIn = useAppSelector(selectSignedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { logout } = useLogout();
  const [fetchAccount] = useGetAccountWithTokenMutation();
  if (!gate) return null;

  const cancel = () => {
    dispatch(twoFactorCleared());
    settleTwoFactorGate(false);
  };

  // The required set-up's way out: a signed-in tenant is logged out (the session revoked); one
  // still logging in just leaves, the set-up token unused (it expires on its own).
  const logOut = () => {
    cancel();
    if (signedIn) void logout();
    else navigate(PATHS.splash, { replace: true });
  };

  const expire = () => {
    cancel();
    dispatch(toastShown({ message: twoFactorMessages.loginWithoutToken, severity: 'error' }));
    // Signing out redirects a /tenant page to / (docs/product.md "Screens and routes"); that render
    // (and its redirect) is flushed first so that the way back to /login below is the last
    // navigation, not overridden.
    if (signedIn) flushSync(() => dispatch(signedOut()));
    navigate(PATHS.login, { replace: true });
  };

  const complete = async (token: string) => {
    if (gate.from === 'login') {
      dispatch(twoFactorCleared());
      const result = await fetchAccount(token);
      if (result.data) signIn({ token, account: result.data });
      else
        dispatch(toastShown({ message: twoFactorMessages.loginWithoutToken, severity: 'error' }));
      // Requests that met this gate meanwhile retry with the new session, or give up.
      settleTwoFactorGate(Boolean(result.data));
      return;
    }
    dispatch(sessionTokenRenewed(token));
    dispatch(twoFactorCleared());
    settleTwoFactorGate(true);
  };

  if (gate.kind === 'challenge')
    return (
      <Suspense fallback={null}>
        <ChallengeDialog
          key={gate.token}
          method={gate.method}
          email={gate.userEmail}
          onVerified={(token) => void complete(token)}
          onExpired={expire}
          onCancel={cancel}
        />
      </Suspense>
    );
  return (
    <Suspense fallback={null}>
      <SetupWizardDialog
        required
        fullScreen
        enabled={false}
        currentMethod={null}
        email={gate.userEmail}
        onSessionToken={(token) => dispatch(twoFactorGateRenewed(token))}
        onFinished={({ token }) => void complete(token ?? gate.token)}
        onLogOut={logOut}
      />
    </Suspense>
  );
}
