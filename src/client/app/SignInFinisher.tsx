import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { signedIn } from './session';
import { signInSettled, toastShown } from './ui';

/**
 * Stores a sign-in (useSignIn) once the app is at /, which then leads to the dashboard; with the
 * welcome toast (docs/product.md "States"). Rendered beside the routes, so it outlives the screen
 * that signed in.
 */
export function SignInFinisher() {
  const { pathname } = useLocation();
  const pending = useAppSelector((s) => s.ui.pendingSignIn);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!pending || pathname !== '/') return;
    dispatch(signedIn(pending));
    dispatch(signInSettled());
    dispatch(
      toastShown({
        text: { key: 'welcome', values: { name: pending.account.firstName } },
        severity: 'success',
      }),
    );
  }, [pending, pathname, dispatch]);
  return null;
}
