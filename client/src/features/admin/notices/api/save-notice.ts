// Creating, editing, scheduling and unpublishing a notice: one POST as the signed-in member of the office.
import { officeApi, type SaveNoticeAnswer, type SaveNoticeBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function saveNotice(body: SaveNoticeBody): Promise<SaveNoticeAnswer> {
  return callSignedIn(officeApi.saveNotice, { body: body });
}
