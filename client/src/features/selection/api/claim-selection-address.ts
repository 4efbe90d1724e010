// Claims the place in room selection of a listed address (POST /selection/claim) with the token its email link carries.
import { selectionApi, type ClaimSelectionAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export function claimSelectionAddress(token: string): Promise<ClaimSelectionAnswer> {
  return callSignedIn(selectionApi.claim, { body: { token } });
}
