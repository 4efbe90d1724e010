// Logout, for every Logout button: ends this browser's session and forgets what the app kept (local storage too).
import { clearBrowserStorage } from './auth-storage';
import { getSupabase } from './supabase';

export async function signOut(): Promise<void> {
  try {
    const supabase = await getSupabase();
    // 'local' ends this browser's session even when the server cannot be reached.
    await supabase.auth.signOut({ scope: 'local' });
  } finally {
    clearBrowserStorage();
  }
}
