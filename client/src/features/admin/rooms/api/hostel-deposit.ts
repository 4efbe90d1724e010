// A hostel's refundable caution deposit: read from the hostels' public column, set by an admin through our API (the
// server checks the role and the database writes the audit row).
import { feesApi, type HostelDepositBody } from '@campus-hostel/contracts/api';
import { getSupabase } from '../../../../lib/supabase';
import { callSignedIn } from '../../../../lib/signed-in-call';

/** The deposit every new booking in the hostel charges on top of the rent; 0 when it keeps none. */
export async function getHostelDeposit(hostel: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('hostels').select('caution_deposit_minor').eq('name', hostel).single();
  if (error) throw error;
  return data.caution_deposit_minor;
}

export async function setHostelDeposit(body: HostelDepositBody): Promise<number> {
  return (await callSignedIn(feesApi.setHostelDeposit, { body })).deposit_minor;
}
