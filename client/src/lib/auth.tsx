// The signed-in user, shared app-wide: loaded right after first render, kept in step with supabase-js.
import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { messages } from '../config/messages';
import { takeSocialSignIn } from './auth-storage';
import { notify } from './notifications';
import { getSupabase } from './supabase';

export interface AppUser {
  id: string;
  email: string;
  /** 'admin' when the account's app_metadata.role is admin (set only by the service role). */
  type: 'admin' | 'user';
  /** The current access token, sent as the bearer token to our API. */
  token: string;
  userMetadata: { avatar_url?: string; full_name?: string; email?: string; role?: string };
}

export interface AuthState {
  status: 'loading' | 'ready';
  user: AppUser | null;
}

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function toAppUser(session: Session | null): AppUser | null {
  if (!session) return null;
  const { user } = session;
  const meta: Record<string, unknown> = user.user_metadata;
  const appMeta: Record<string, unknown> = user.app_metadata;
  return {
    id: user.id,
    email: user.email ?? '',
    type: appMeta.role === 'admin' ? 'admin' : 'user',
    token: session.access_token,
    userMetadata: {
      avatar_url: text(meta.avatar_url),
      full_name: text(meta.full_name),
      email: text(meta.email),
      role: text(meta.role),
    },
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const socialPending = takeSocialSignIn();

    getSupabase()
      .then((supabase) => {
        if (cancelled) return;
        // INITIAL_SESSION arrives first (after any session in the URL fragment is taken), then every change.
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          setState({ status: 'ready', user: toAppUser(session) });
          if (event === 'INITIAL_SESSION' && socialPending) {
            if (session) notify.success(messages.signInSuccess);
            // The spec keeps social sign-in failures silent: logged, not shown.
            else console.warn('Social sign-in did not complete');
          }
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.warn('Could not load the session', error);
        if (!cancelled) setState({ status: 'ready', user: null });
      });

    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
