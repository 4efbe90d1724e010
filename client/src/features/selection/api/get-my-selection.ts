// The signed-in student's own selection windows (GET /selection/me): whether any window exists at all, theirs, and
// when the next of them opens.
import { selectionApi, type MySelectionAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export type { MySelectionAnswer };

export function getMySelection(): Promise<MySelectionAnswer> {
  return callSignedIn(selectionApi.mine, {});
}
