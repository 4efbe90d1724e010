// The hostel office's members (staff and admins), whom a complaint can be assigned to: office_staff() answers the
// office only.
import { getSupabase } from '../../../../lib/supabase';

export interface OfficeMember {
  id: string;
  email: string | null;
  full_name: string | null;
}

export async function getOfficeStaff(): Promise<OfficeMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('office_staff');
  if (error) throw error;
  return data.map(({ id, email, full_name }) => ({ id, email, full_name }));
}
