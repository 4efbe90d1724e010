// Signs the student out: forgets everything kept in the browser, then ends the session.
import { clearBrowserStorage } from '../../../lib/auth-storage';
import { getSupabase } from '../../../lib/supabase';

export async function logout(): Promise<void> {
  const supabase = await getSupabase();
  try {
    // 'local' ends this browser's session even when the server cannot be reached.
    await supabase.auth.signOut({ scope: 'local' });
  } finally {
    clearBrowserStorage();
  }
}
