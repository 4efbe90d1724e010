// Creating, editing, scheduling and unpublishing a notice with its audience: one POST as the signed-in member of the
// office.
import { noticesApi, type SaveNoticeAnswer, type SaveNoticeBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function saveNotice(body: SaveNoticeBody): Promise<SaveNoticeAnswer> {
  return callSignedIn(noticesApi.save, { body: body });
}
