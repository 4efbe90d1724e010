// Google/GitHub sign-in: remember the provider (localStorage key "provider"), then leave for its consent page.
import { markSocialSignIn, setRememberMe } from '../../../lib/auth-storage';
import { getSupabase } from '../../../lib/supabase';

export type SocialProvider = 'google' | 'github';

/** `next`: the app path to land on once signed in (already checked by safeReturnPath); default the home page. */
export async function signInWithProvider(provider: SocialProvider, remember: boolean, next = '/'): Promise<void> {
  try {
    localStorage.setItem('provider', provider);
  } catch (error) {
    console.warn('Could not remember the sign-in provider', error);
  }
  setRememberMe(remember);
  markSocialSignIn();
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo: `${window.location.origin}${next}` },
  });
  // Social sign-in failures stay silent, as they always have: logged only.
  if (error) console.warn('Social sign-in failed', error);
}
