// The hostel office's notices, newest first (public: no session needed).
import type { NoticeRow } from '@campus-hostel/contracts/database';
import { selectPublic } from '../../../lib/public-rest';

export const NOTICES_SHOWN = 10;

export function getNotices(): Promise<NoticeRow[]> {
  return selectPublic<NoticeRow>('notices', {
    select: 'id,title,body,published_at',
    order: 'published_at.desc',
    limit: String(NOTICES_SHOWN),
  });
}
