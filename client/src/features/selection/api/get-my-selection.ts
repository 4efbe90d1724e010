// The signed-in student's own selection windows (GET /selection/me): whether any window exists at all, theirs, and
// when the next of them opens.
import { mySelectionAnswer, type MySelectionAnswer } from '@campus-hostel/contracts/api';
import { getSignedIn } from '../../../lib/signed-in-post';

export type { MySelectionAnswer };

export function getMySelection(): Promise<MySelectionAnswer> {
  return getSignedIn('/selection/me', mySelectionAnswer);
}
