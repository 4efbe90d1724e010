// Admins only: creates or edits a selection window, its list sent as the CSV text of emails (the server reads it).
import {
  selectionApi,
  type SaveSelectionWindowAnswer,
  type SaveSelectionWindowBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function saveSelectionWindow(body: SaveSelectionWindowBody): Promise<SaveSelectionWindowAnswer> {
  return callSignedIn(selectionApi.save, { body: body });
}
