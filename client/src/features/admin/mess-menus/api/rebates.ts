// The rebates of the messes an office account runs (RLS keeps a manager to theirs), each with its student's name, and
// the decision sent to our API.
import { messMenusApi, type MessRebate } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';
import { getSupabase } from '../../../../lib/supabase';

export interface OfficeRebate extends MessRebate {
  /** "Aarav Sharma (B23CS041)", or null when the database names nobody. */
  student: string | null;
}

/** The pending ones, oldest first, and at most this many of the latest decided. */
const DECIDED_SHOWN = 50;
const COLUMNS = 'id, mess_id, from_on, to_on, reason, status, note';

async function named(rows: MessRebate[]): Promise<OfficeRebate[]> {
  if (rows.length === 0) return [];
  const supabase = await getSupabase();
  const names = new Map<number, string>();
  // The database names at most 200 at once.
  for (let i = 0; i < rows.length; i += 200) {
    const { data, error } = await supabase.rpc('mess_rebate_students', {
      p_rebate_ids: rows.slice(i, i + 200).map((row) => row.id),
    });
    if (error) throw error;
    for (const { rebate_id: id, student } of data) names.set(id, student);
  }
  return rows.map((row) => ({ ...row, student: names.get(row.id) ?? null }));
}

export async function getMessRebates(messId: number): Promise<{ pending: OfficeRebate[]; decided: OfficeRebate[] }> {
  const supabase = await getSupabase();
  const [pending, decided] = await Promise.all([
    supabase
      .from('mess_rebates')
      .select(COLUMNS)
      .eq('mess_id', messId)
      .eq('status', 'pending')
      .order('from_on')
      .order('id')
      .limit(500)
      .overrideTypes<MessRebate[], { merge: false }>(),
    supabase
      .from('mess_rebates')
      .select(COLUMNS)
      .eq('mess_id', messId)
      .in('status', ['approved', 'rejected'])
      .order('decided_at', { ascending: false })
      .limit(DECIDED_SHOWN)
      .overrideTypes<MessRebate[], { merge: false }>(),
  ]);
  if (pending.error) throw pending.error;
  if (decided.error) throw decided.error;
  return { pending: await named(pending.data), decided: await named(decided.data) };
}

export function decideRebate(id: number, decision: 'approved' | 'rejected', note: string | null): Promise<MessRebate> {
  return callSignedIn(messMenusApi.decideRebate, { params: { id }, body: { decision, note } });
}
