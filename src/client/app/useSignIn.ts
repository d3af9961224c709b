import { useNavigate } from 'react-router-dom';
import { welcome } from '../../domain/messages';
import type { Account } from '../api';
import { useAppDispatch } from './hooks';
import { signedIn } from './session';
import { toastShown } from './ui';

/** SPEC §4: a session is stored with its user, the welcome toast shows, and the app goes to /. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (session: { token: string; account: Account }) => {
    dispatch(signedIn(session));
    dispatch(toastShown({ message: welcome(session.account.firstName), severity: 'success' }));
    navigate('/', { replace: true });
  };
}
