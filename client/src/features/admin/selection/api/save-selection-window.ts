// Admins only: creates or edits a selection window, its list sent as the CSV text of emails (the server reads it).
import {
  saveSelectionWindowAnswer,
  type SaveSelectionWindowAnswer,
  type SaveSelectionWindowBody,
} from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../../lib/signed-in-post';

export function saveSelectionWindow(body: SaveSelectionWindowBody): Promise<SaveSelectionWindowAnswer> {
  return postSignedIn('/admin/selection', body, saveSelectionWindowAnswer);
}
