// The office's notices: one SQL function saves a notice with its audience, audits it and, once published, delivers it;
// here its refusals become answers.
import type { SaveNoticeAnswer } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { NoticeDraft } from './store.js';

export const NOTICE_NOT_FOUND = 'Notice not found';
export const UNKNOWN_HOSTEL = 'hostels must name hostels that exist';

export async function saveNotice(store: HostelStore, user: AuthUser, notice: NoticeDraft): Promise<SaveNoticeAnswer> {
  const result = await store.saveNotice(notice, actorOf(user));
  if (result.outcome === 'saved') return { id: result.id };
  if (result.outcome === 'not_found') throw new HttpError(404, NOTICE_NOT_FOUND, 'not_found');
  throw new HttpError(400, UNKNOWN_HOSTEL, 'invalid_request');
}
