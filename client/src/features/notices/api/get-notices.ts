// The hostel office's notices, newest first.
import type { NoticeRow } from "../../../lib/database.types";
import { getSupabase } from "../../../lib/supabase";

export const NOTICES_SHOWN = 10;

export async function getNotices(): Promise<NoticeRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("notices")
    .select("id, title, body, published_at")
    .order("published_at", { ascending: false })
    .limit(NOTICES_SHOWN);
  if (error) throw error;
  return data;
}
