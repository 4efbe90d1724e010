// A hostel page opening for a signed-in student (POST /selection/enter): their selection windows and, when one is open
// for the hostel, their place in line, in one call.
import { selectionEntryAnswer, type SelectionEntryAnswer } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../lib/signed-in-post';

export type { SelectionEntryAnswer };

export function enterSelection(hostel: string): Promise<SelectionEntryAnswer> {
  return postSignedIn('/selection/enter', { hostel }, selectionEntryAnswer);
}
