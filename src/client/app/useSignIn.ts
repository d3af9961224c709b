import { useNavigate } from 'react-router-dom';
import type { Account } from '../api';
import { useAppDispatch } from './hooks';
import { signInPending } from './ui';

/**
 * docs/product.md "States": a session is stored with its user, the welcome toast shows, and the app
 * goes to /. The session is handed to AppRoutes, which stores it once the app is at /: the router
 * moves in a transition while a store update renders at once, so storing it here would render the
 * signed-in routes on the old path first (/upload → /tenant/upload) and that redirect would win.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (session: { token: string; account: Account }) => {
    dispatch(signInPending(session));
    navigate('/', { replace: true });
  };
}
