// A hostel page opening for a signed-in student (POST /selection/enter): their selection windows and, when one is open
// for the hostel, their place in line, in one call.
import { waitingRoomApi, type SelectionEntryAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export type { SelectionEntryAnswer };

export function enterSelection(hostel: string): Promise<SelectionEntryAnswer> {
  return callSignedIn(waitingRoomApi.enterSelection, { body: { hostel } });
}
