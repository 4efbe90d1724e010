// Admins only: deletes a selection window with its hostels and its list.
import {
  selectionApi,
  type DeleteSelectionWindowAnswer,
  type DeleteSelectionWindowBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function deleteSelectionWindow(id: number): Promise<DeleteSelectionWindowAnswer> {
  const body: DeleteSelectionWindowBody = { id };
  return callSignedIn(selectionApi.delete, { body: body });
}
