// The status page's notices, newest first: the published ones the reader may read (published_notices). A visitor asks
// with the publishable key, without waiting for supabase-js; a signed-in reader asks as themselves, so the notices
// aimed at their hostel or role come too. Drafts and scheduled notices never come, not even to the office.
import { getSupabase } from '../../../lib/supabase';
import { rpcPublic } from '../../../lib/public-rest';

export const NOTICES_SHOWN = 10;

export interface PublishedNotice {
  id: number;
  title: string;
  body: string;
  published_at: string;
  important: boolean;
}

/** The newest published notices for a visitor, or for the signed-in reader when `signedIn`. */
export async function getNotices(signedIn: boolean): Promise<PublishedNotice[]> {
  const args = { p_limit: NOTICES_SHOWN };
  if (!signedIn) return rpcPublic<PublishedNotice[]>('published_notices', args);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('published_notices', args);
  if (error) throw error;
  return data;
}
