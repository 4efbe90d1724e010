// The hostel office's published notices, newest first. Read as a visitor (the publishable key, never the session), so
// RLS shows only notices whose publication time has come, even to a signed-in member of the office, whose own session
// would also read drafts and scheduled ones.
import type { NoticeRow } from '@campus-hostel/contracts/database';
import { selectPublic } from '../../../lib/public-rest';

export const NOTICES_SHOWN = 10;

export type PublishedNotice = Pick<NoticeRow, 'id' | 'title' | 'body'> & { published_at: string };

export async function getNotices(): Promise<PublishedNotice[]> {
  // selectPublic reads every row (it pages with its own offset and limit), so the newest few are kept here.
  const notices = await selectPublic<PublishedNotice>('notices', {
    select: 'id,title,body,published_at',
    order: 'published_at.desc,id.desc',
  });
  return notices.slice(0, NOTICES_SHOWN);
}
