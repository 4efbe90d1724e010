// The hostel office's published notices, newest first (public: no session needed, and RLS shows a visitor only
// notices whose publication time has come).
import type { NoticeRow } from '@campus-hostel/contracts/database';
import { selectPublic } from '../../../lib/public-rest';

export const NOTICES_SHOWN = 10;

export type PublishedNotice = Pick<NoticeRow, 'id' | 'title' | 'body'> & { published_at: string };

export function getNotices(): Promise<PublishedNotice[]> {
  return selectPublic<PublishedNotice>('notices', {
    select: 'id,title,body,published_at',
    order: 'published_at.desc',
    limit: String(NOTICES_SHOWN),
  });
}
