// Names the office reads instead of ids: a person as "Aarav Sharma (B23CS041)" (or their name and email without a
// student record), a bed as "Kanhar A-103 bed B", a room as "Kanhar A-103", asked of office_names() in batches.
import { getSupabase } from '../../../lib/supabase';

/** What office_names() names, and how many it names in one call. */
export type NamedKind = 'user' | 'bed' | 'room';
const AT_ONCE = 200;

/** The names of the given things (`user:<id>`, `bed:<id>`, `room:<id>`), keyed as given; unknown ones are absent. */
export async function officeNames(targets: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(targets)];
  const names = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += AT_ONCE) {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('office_names', { p_targets: wanted.slice(i, i + AT_ONCE) });
    if (error) throw error;
    for (const { target, name } of data) if (name) names.set(target, name);
  }
  return names;
}

/** Each row with the name of the student it belongs to (null without an account), for exports. */
export async function withStudentNames<Row extends { user_id: string | null }>(
  rows: readonly Row[],
): Promise<Array<Row & { student_name: string | null }>> {
  const names = await officeNames(rows.flatMap((row) => (row.user_id ? [`user:${row.user_id}`] : [])));
  return rows.map((row) => ({ ...row, student_name: row.user_id ? (names.get(`user:${row.user_id}`) ?? null) : null }));
}
