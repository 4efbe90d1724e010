// The notice form's values, checked the way the API checks them (contracts' saveNoticeBody), with messages per field.
import type { SaveNoticeBody } from '@campus-hostel/contracts/api';
import { t } from '../../../lib/i18n';
import { isoToLocalInput, localInputToIso } from '../utils/local-time';
import { noticeState } from './notice-state';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 4000;

/** When the notice shows: now, at its present time (a published notice being edited), at a chosen time, or not yet. */
export type NoticeTiming = 'now' | 'keep' | 'schedule' | 'draft';

export interface NoticeDraft {
  title: string;
  body: string;
  timing: NoticeTiming;
  /** The schedule's local date-time ('2026-12-01T09:30'), used when timing is 'schedule'. */
  at: string;
}

export interface OfficeNotice {
  id: number;
  title: string;
  body: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NoticeErrors = Partial<Record<'title' | 'body' | 'at', string>>;

export const emptyNoticeDraft: NoticeDraft = { title: '', body: '', timing: 'now', at: '' };

/** The form filled from a notice being edited: a published one stays published at its time unless told otherwise. */
export function draftOf(notice: OfficeNotice, now: Date = new Date()): NoticeDraft {
  const state = noticeState(notice.published_at, now);
  const base = { title: notice.title, body: notice.body, at: '' };
  if (state === 'published') return { ...base, timing: 'keep' };
  if (state === 'scheduled' && notice.published_at) {
    return { ...base, timing: 'schedule', at: isoToLocalInput(notice.published_at) };
  }
  return { ...base, timing: 'draft' };
}

function textError(value: string, what: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return t('admin:notices.errors.required', { what });
  if (trimmed.length > max) return t('admin:notices.errors.tooLong', { what, max });
  return undefined;
}

/**
 * The body to POST for this draft of notice `editing` (null: a new notice), or what is wrong with each field.
 * `now` decides what "now" and "in the future" mean.
 */
export function noticeRequest(
  draft: NoticeDraft,
  editing: OfficeNotice | null,
  now: Date = new Date(),
): { ok: true; body: SaveNoticeBody } | { ok: false; errors: NoticeErrors } {
  const errors: NoticeErrors = {};
  const title = textError(draft.title, t('admin:notices.titleField'), NOTICE_TITLE_MAX);
  if (title) errors.title = title;
  const body = textError(draft.body, t('admin:notices.textField'), NOTICE_BODY_MAX);
  if (body) errors.body = body;

  let publishedAt: string | null = null;
  if (draft.timing === 'now') publishedAt = now.toISOString();
  if (draft.timing === 'keep') publishedAt = editing?.published_at ?? now.toISOString();
  if (draft.timing === 'schedule') {
    publishedAt = localInputToIso(draft.at);
    if (draft.at === '') errors.at = t('admin:notices.errors.chooseTime');
    else if (publishedAt === null) errors.at = t('admin:notices.errors.realTime');
    else if (new Date(publishedAt).getTime() <= now.getTime()) errors.at = t('admin:notices.errors.futureTime');
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { id: editing?.id ?? null, title: draft.title.trim(), body: draft.body.trim(), published_at: publishedAt },
  };
}
