// For pages only a signed-in user may see: once the session is known to be absent, say so and go to the sign-in page,
// which brings the reader straight back here (a link from an email, a page opened in a new tab).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../config/messages';
import { paths } from '../config/paths';
import { useAuth, type AuthState } from './auth';
import { notify } from './notifications';

export interface RequireSignInOptions {
  /** A sign-out the page started itself, which must not be answered with 'Please login first'. */
  leaving?: boolean;
}

/** Returns the auth state. */
export function useRequireSignIn({ leaving = false }: RequireSignInOptions = {}): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = auth.status === 'ready' && auth.user === null;
  const here = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (!signedOut || leaving) return;
    notify.info(messages.loginFirst);
    void navigate(paths.login.getHref('student', here), { replace: true });
  }, [signedOut, leaving, here, navigate]);

  return auth;
}
