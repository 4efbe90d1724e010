// Status by complaint ID for anyone, through the complaint_status() function.
import { messages } from "../../../config/messages";
import { getSupabase } from "../../../lib/supabase";

/** The numeric complaint ID typed by the user, or a message saying what is wrong with it. */
export function parseComplaintId(
  raw: string,
): { id: number } | { error: string } {
  const text = raw.trim();
  if (text === "") return { error: messages.complaintIdRequired };
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1)
    return { error: messages.complaintIdNumeric };
  return { id: Number(text) };
}

/** True when resolved, false while pending, null when no complaint has that ID. */
export async function checkComplaintStatus(
  complaintId: number,
): Promise<boolean | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("complaint_status", {
    p_complaint_id: complaintId,
  });
  if (error) throw error;
  return data;
}
