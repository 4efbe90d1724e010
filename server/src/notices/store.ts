// Notices: the office's save (with its audience, delivered at once when published) and the sweep that delivers
// scheduled ones when their time comes.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import type { NoticeAudience, NoticeAudienceRole } from '@campus-hostel/contracts/api';
import { id, unwrap, sqlNull, exactlyOne, type Actor } from '../db/answers.js';

export interface NoticeDraft {
  /** Null: a new notice. */
  id: number | null;
  title: string;
  body: string;
  /** Null: a draft (or unpublished); in the future: scheduled. */
  publishedAt: string | null;
  audience: NoticeAudience;
  /** The hostels of audience hostels; empty otherwise. */
  hostels: string[];
  /** The roles of audience roles; empty otherwise. */
  roles: NoticeAudienceRole[];
  /** Emailed as well as shown under the bell. */
  important: boolean;
}

const saveRow = z.object({
  outcome: z.enum(['saved', 'not_found', 'unknown_hostel']),
  notice_id: id.nullable(),
});

export type SaveNoticeResult = { outcome: 'not_found' | 'unknown_hostel' } | { outcome: 'saved'; id: number };

export interface NoticeStore {
  saveNotice(notice: NoticeDraft, actor: Actor): Promise<SaveNoticeResult>;
  /** Delivers every notice whose time has come and that has not reached its audience yet; how many accounts it reached. */
  deliverDueNotices(): Promise<number>;
}

export function createNoticeStore(supabase: Supabase): NoticeStore {
  return {
    async saveNotice(notice, actor) {
      const answer = await supabase.rpc('save_notice', {
        p_id: sqlNull(notice.id),
        p_title: notice.title,
        p_body: notice.body,
        p_published_at: sqlNull(notice.publishedAt),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
        p_audience: notice.audience,
        p_hostels: notice.hostels,
        p_roles: notice.roles,
        p_important: notice.important,
      });
      const row = exactlyOne('save_notice', unwrap('save_notice', answer, z.array(saveRow)));
      if (row.outcome !== 'saved') return { outcome: row.outcome };
      if (row.notice_id === null) throw new Error('save_notice saved a notice without an id');
      return { outcome: 'saved', id: row.notice_id };
    },

    async deliverDueNotices() {
      const answer = await supabase.rpc('deliver_due_notices');
      return unwrap('deliver_due_notices', answer, z.number().int());
    },
  };
}
