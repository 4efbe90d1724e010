// Claims the place in room selection of a listed address (POST /selection/claim) with the token its email link carries.
import { claimSelectionAnswer, type ClaimSelectionAnswer } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../lib/signed-in-post';

export function claimPlace(token: string): Promise<ClaimSelectionAnswer> {
  return postSignedIn('/selection/claim', { token }, claimSelectionAnswer);
}
