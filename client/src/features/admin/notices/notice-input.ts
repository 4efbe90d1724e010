// The notice form's values, checked the way the API checks them (contracts' saveNoticeBody), with messages per field.
import {
  NOTICE_LIMITS,
  type NoticeAudience,
  type NoticeAudienceRole,
  type SaveNoticeBody,
} from '@campus-hostel/contracts/api';
import { t } from '../../../lib/i18n';
import { isoToLocalInput, localInputToIso } from '../utils/local-time';
import { noticeState } from './notice-state';

export const NOTICE_TITLE_MAX = NOTICE_LIMITS.titleMax;
export const NOTICE_BODY_MAX = NOTICE_LIMITS.bodyMax;

/** When the notice shows: now, at its present time (a published notice being edited), at a chosen time, or not yet. */
export type NoticeTiming = 'now' | 'keep' | 'schedule' | 'draft';

export interface NoticeDraft {
  title: string;
  body: string;
  timing: NoticeTiming;
  /** The schedule's local date-time ('2026-12-01T09:30'), used when timing is 'schedule'. */
  at: string;
  audience: NoticeAudience;
  /** The hostels chosen, used when the audience is 'hostels'. */
  hostels: string[];
  /** The roles chosen, used when the audience is 'roles'. */
  roles: NoticeAudienceRole[];
  important: boolean;
}

/** Whom a notice is for, and whether it is mailed too, as the form and the API both name them. */
export type NoticeReach = Pick<NoticeDraft, 'audience' | 'hostels' | 'roles' | 'important'>;

export interface OfficeNotice {
  id: number;
  title: string;
  body: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  audience: NoticeAudience;
  important: boolean;
  /** When it reached its audience's bells; null until then. */
  delivered_at: string | null;
  notice_hostels: { hostel_name: string }[];
  notice_roles: { role: NoticeAudienceRole }[];
}

export type NoticeErrors = Partial<Record<'title' | 'body' | 'at' | 'hostels' | 'roles', string>>;

export const emptyNoticeDraft: NoticeDraft = {
  title: '',
  body: '',
  timing: 'now',
  at: '',
  audience: 'everyone',
  hostels: [],
  roles: [],
  important: false,
};

/** The audience and importance a saved notice has. */
export function reachOf(notice: OfficeNotice): NoticeReach {
  return {
    audience: notice.audience,
    hostels: notice.notice_hostels.map((hostel) => hostel.hostel_name),
    roles: notice.notice_roles.map((role) => role.role),
    important: notice.important,
  };
}

/** The API's fields for this audience: the list it uses, and none of the others. */
export function reachBody({
  audience,
  hostels,
  roles,
  important,
}: NoticeReach): Omit<SaveNoticeBody, 'id' | 'title' | 'body' | 'published_at'> {
  if (audience === 'hostels') return { audience, hostels, important };
  if (audience === 'roles') return { audience, roles, important };
  return { audience, important };
}

/** The form filled from a notice being edited: a published one stays published at its time unless told otherwise. */
export function draftOf(notice: OfficeNotice, now: Date = new Date()): NoticeDraft {
  const state = noticeState(notice.published_at, now);
  const base = { title: notice.title, body: notice.body, at: '', ...reachOf(notice) };
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
  if (draft.audience === 'hostels' && draft.hostels.length === 0)
    errors.hostels = t('admin:notices.errors.chooseHostel');
  if (draft.audience === 'roles' && draft.roles.length === 0) errors.roles = t('admin:notices.errors.chooseRole');

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
    body: {
      id: editing?.id ?? null,
      title: draft.title.trim(),
      body: draft.body.trim(),
      published_at: publishedAt,
      ...reachBody(draft),
    },
  };
}
