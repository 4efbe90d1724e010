// Admin logout: ends the session and forgets everything kept in the browser.
import { clearBrowserStorage } from '../../../lib/auth-storage';
import { getSupabase } from '../../../lib/supabase';

export async function adminLogout(): Promise<void> {
  const supabase = await getSupabase();
  try {
    await supabase.auth.signOut({ scope: 'local' });
  } finally {
    clearBrowserStorage();
  }
}
