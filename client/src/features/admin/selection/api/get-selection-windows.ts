// Every selection window for the office (staff and admins), soonest first, from our API as the signed-in member.
import { selectionWindowsAnswer, type SelectionWindow } from '@campus-hostel/contracts/api';
import { getSignedIn } from '../../../../lib/signed-in-post';

export async function getSelectionWindows(): Promise<SelectionWindow[]> {
  return (await getSignedIn('/admin/selection', selectionWindowsAnswer)).windows;
}
