// Admins only: deletes a selection window with its hostels and its list.
import {
  deleteSelectionWindowAnswer,
  type DeleteSelectionWindowAnswer,
  type DeleteSelectionWindowBody,
} from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../../lib/signed-in-post';

export function deleteSelectionWindow(id: number): Promise<DeleteSelectionWindowAnswer> {
  const body: DeleteSelectionWindowBody = { id };
  return postSignedIn('/admin/selection/delete', body, deleteSelectionWindowAnswer);
}
