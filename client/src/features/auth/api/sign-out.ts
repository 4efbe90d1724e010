// Logout: end the Supabase session and clear what the app kept in the browser (spec: clears local storage).
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { clearBrowserStorage } from "../../../lib/auth-storage";
import { getSupabase } from "../../../lib/supabase";

export async function signOut(): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (error)
      console.warn(
        "Sign-out did not reach the server; the local session is cleared anyway",
        error,
      );
  } finally {
    clearBrowserStorage();
  }
}

/** Signs out and goes home, for the profile's and the admin area's Logout buttons. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(paths.home.getHref());
  }, [navigate]);
}
