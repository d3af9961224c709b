import { useNavigate } from 'react-router-dom';
import { api, useLogoutMutation } from '../api';
import { useAppDispatch } from './hooks';
import { signedOut } from './session';

/**
 * docs/product.md "States": logout clears the token and user and goes to /. The server revokes the
 * token; if that call fails (offline), the local session is cleared anyway.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const run = async () => {
    try {
      await logout().unwrap();
    } catch {
      // Already expired or offline: nothing more to revoke from here.
    }
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    navigate('/', { replace: true });
  };
  return { logout: run, isLoggingOut: isLoading };
}
