// For pages only a signed-in user may see: once the session is known to be absent, say so and go home, or to the
// sign-in page that brings the user straight back.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../config/messages';
import { paths } from '../config/paths';
import { useAuth, type AuthState } from './auth';
import { notify } from './notifications';

export interface RequireSignInOptions {
  /** A sign-out the page started itself, which must not be answered with 'Please login first'. */
  leaving?: boolean;
  /** Send a visitor to sign in and back to this address, rather than home. */
  returnHere?: boolean;
}

/** Returns the auth state. */
export function useRequireSignIn({ leaving = false, returnHere = false }: RequireSignInOptions = {}): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = auth.status === 'ready' && auth.user === null;
  const here = location.pathname + location.search;

  useEffect(() => {
    if (!signedOut || leaving) return;
    if (returnHere) {
      notify.info(messages.loginFirst);
      void navigate(paths.login.getHref('student', here), { replace: true });
      return;
    }
    notify.error(messages.loginFirst);
    void navigate(paths.home.getHref(), { replace: true });
  }, [signedOut, leaving, returnHere, here, navigate]);

  return auth;
}
