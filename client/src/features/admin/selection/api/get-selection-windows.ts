// Every selection window for the office (staff and admins), soonest first, from our API as the signed-in member.
import { selectionApi, type SelectionWindow } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function getSelectionWindows(): Promise<SelectionWindow[]> {
  return (await callSignedIn(selectionApi.windows, {})).windows;
}
