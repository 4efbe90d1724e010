// A hostel's night roll-call through our API, which checks the caller serves the hostel and whether the night is open.
import { rollCallApi, type RollCallAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function getRollCall(hostel: string, night: string): Promise<RollCallAnswer> {
  return callSignedIn(rollCallApi.night, { params: { hostel, night } });
}

/** Marks residents present (or not); marking someone already so changes nothing, so a retry is safe. */
export async function markRollCall(
  hostel: string,
  night: string,
  userIds: readonly string[],
  present: boolean,
): Promise<number> {
  const answer = await callSignedIn(rollCallApi.mark, {
    params: { hostel, night },
    body: { user_ids: [...userIds], present },
  });
  return answer.marked;
}
