// Status by application ID for anyone, through the application_status() function (no table reads, no emails).
import { getSupabase } from "../../../lib/supabase";

/** True when approved, false while pending, null when no application has that ID. */
export async function checkApplicationStatus(
  applicationId: string,
): Promise<boolean | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("application_status", {
    p_application_id: applicationId.trim(),
  });
  if (error) throw error;
  return data;
}
