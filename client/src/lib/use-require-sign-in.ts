// For pages only a signed-in user may see: once the session is known to be absent, say so and go home.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../config/messages';
import { paths } from '../config/paths';
import { useAuth, type AuthState } from './auth';
import { notify } from './notifications';

/**
 * Returns the auth state. `leaving` marks a sign-out the page started itself, which must not be
 * answered with 'Please login first'.
 */
export function useRequireSignIn({ leaving = false }: { leaving?: boolean } = {}): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedOut = auth.status === 'ready' && auth.user === null;

  useEffect(() => {
    if (!signedOut || leaving) return;
    notify.error(messages.loginFirst);
    void navigate(paths.home.getHref(), { replace: true });
  }, [signedOut, leaving, navigate]);

  return auth;
}
