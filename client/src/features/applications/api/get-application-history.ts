// The signed-in student's own applications, newest first (RLS limits the rows to the caller's).
import type { ApplicationRow } from "../../../lib/database.types";
import { getSupabase } from "../../../lib/supabase";

export type ApplicationHistoryRow = Pick<
  ApplicationRow,
  | "application_id"
  | "application_type"
  | "description"
  | "status"
  | "created_at"
>;

export async function getApplicationHistory(): Promise<
  ApplicationHistoryRow[]
> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("application_table")
    .select("application_id, application_type, description, status, created_at")
    .order("created_at", { ascending: false });
  if (error) throw error;
  return data;
}
