// Creating, editing, scheduling and unpublishing a notice: one POST as the signed-in member of the office.
import { saveNoticeAnswer, type SaveNoticeAnswer, type SaveNoticeBody } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../../lib/signed-in-post';

export function saveNotice(body: SaveNoticeBody): Promise<SaveNoticeAnswer> {
  return postSignedIn('/admin/notices', body, saveNoticeAnswer);
}
