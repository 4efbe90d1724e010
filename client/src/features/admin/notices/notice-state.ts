// A notice as the office sees it: published (its time has come), scheduled (a time still to come) or a draft (no time).
import { t } from '../../../lib/i18n';

export type NoticeState = 'published' | 'scheduled' | 'draft';

/** The state's word in the language being read. */
export function noticeStateLabel(state: NoticeState): string {
  return t(`admin:notices.states.${state}`);
}

/** The state of a notice with this published_at at `now`; unparseable times read as drafts, as nothing shows them. */
export function noticeState(publishedAt: string | null, now: Date = new Date()): NoticeState {
  if (publishedAt === null) return 'draft';
  const time = new Date(publishedAt).getTime();
  if (Number.isNaN(time)) return 'draft';
  return time <= now.getTime() ? 'published' : 'scheduled';
}
