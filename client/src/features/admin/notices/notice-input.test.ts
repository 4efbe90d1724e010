// The notice form's checks and the body it sends: states, local schedule times with their offset, and field messages.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from '../utils/local-time';
import { draftOf, emptyNoticeDraft, noticeRequest, type NoticeDraft, type OfficeNotice } from './notice-input';
import { noticeState } from './notice-state';

const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  process.env.TZ = zone;
});

const NOW = new Date('2026-11-28T06:00:00Z');
const notice = (published_at: string | null): OfficeNotice => ({
  id: 7,
  title: 'Water supply',
  body: 'No water on Sunday morning.',
  published_at,
  created_at: '2026-11-20T06:00:00Z',
  updated_at: '2026-11-20T06:00:00Z',
  audience: 'hostels',
  important: true,
  delivered_at: null,
  notice_hostels: [{ hostel_name: 'Gopad' }],
  notice_roles: [],
});

/** A form filled in: the empty form with these fields. */
const filled = (fields: Partial<NoticeDraft>): NoticeDraft => ({ ...emptyNoticeDraft, ...fields });

describe('notice state', () => {
  it('when published_at is past, future or null, then the notice is Published, Scheduled or a Draft', () => {
    expect(noticeState('2026-11-28T05:59:00Z', NOW)).toBe('published');
    expect(noticeState('2026-11-28T06:00:00Z', NOW)).toBe('published');
    expect(noticeState('2026-11-28T06:01:00Z', NOW)).toBe('scheduled');
    expect(noticeState(null, NOW)).toBe('draft');
  });
});

describe('local schedule times', () => {
  it('when a local date-time is chosen in India, then it is sent with +05:30 and reads back the same', () => {
    expect(localInputToIso('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(isoToLocalInput('2026-12-01T04:00:00Z')).toBe('2026-12-01T09:30');
  });

  it('when the zone is west of UTC, then the offset is negative; a time lost to a clock change is refused', () => {
    process.env.TZ = 'America/New_York';
    expect(localInputToIso('2026-12-01T09:30')).toBe('2026-12-01T09:30:00-05:00');
    expect(localInputToIso('2026-03-08T02:30')).toBeNull();
    expect(localInputToIso('2026-12-01 09:30')).toBeNull();
  });
});

describe('noticeRequest', () => {
  it('when a new notice is published now, then the body has no id, trimmed text and the present time', () => {
    const request = noticeRequest(filled({ title: '  Water supply ', body: ' Text ', timing: 'now' }), null, NOW);
    expect(request).toEqual({
      ok: true,
      body: {
        id: null,
        title: 'Water supply',
        body: 'Text',
        published_at: '2026-11-28T06:00:00.000Z',
        audience: 'everyone',
        important: false,
      },
    });
  });

  it('when it is scheduled or saved as a draft, then published_at is the local time with offset, or null', () => {
    const scheduled = noticeRequest(
      filled({ title: 'T', body: 'B', timing: 'schedule', at: '2026-12-01T09:30' }),
      null,
      NOW,
    );
    expect(scheduled.ok && scheduled.body.published_at).toBe('2026-12-01T09:30:00+05:30');
    const draft = noticeRequest(filled({ title: 'T', body: 'B', timing: 'draft' }), notice(null), NOW);
    expect(draft).toMatchObject({ ok: true, body: { id: 7, published_at: null } });
  });

  it('when a published notice is edited and kept published, then its time stays as it was', () => {
    const editing = notice('2026-11-21T04:30:00Z');
    expect(draftOf(editing, NOW)).toMatchObject({ timing: 'keep' });
    const request = noticeRequest({ ...draftOf(editing, NOW), title: 'Water supply (updated)' }, editing, NOW);
    expect(request).toMatchObject({ ok: true, body: { id: 7, published_at: '2026-11-21T04:30:00Z' } });
  });

  it('when a notice for hostels is edited, then the form keeps its hostels and importance, and the body sends them', () => {
    const editing = notice('2026-11-21T04:30:00Z');
    expect(draftOf(editing, NOW)).toMatchObject({
      audience: 'hostels',
      hostels: ['Gopad'],
      roles: [],
      important: true,
    });
    const request = noticeRequest(draftOf(editing, NOW), editing, NOW);
    expect(request.ok && request.body).toMatchObject({ audience: 'hostels', hostels: ['Gopad'], important: true });
  });

  it('when the audience is roles, then only the roles are sent; a list left from another audience is not', () => {
    const request = noticeRequest(
      filled({ title: 'T', body: 'B', audience: 'roles', roles: ['warden', 'guard'], hostels: ['Gopad'] }),
      null,
      NOW,
    );
    expect(request.ok && request.body).toEqual({
      id: null,
      title: 'T',
      body: 'B',
      published_at: NOW.toISOString(),
      audience: 'roles',
      roles: ['warden', 'guard'],
      important: false,
    });
  });

  it('when hostels or roles are chosen as the audience but none is ticked, then the list says to choose one', () => {
    expect(noticeRequest(filled({ title: 'T', body: 'B', audience: 'hostels' }), null, NOW)).toEqual({
      ok: false,
      errors: { hostels: 'Choose at least one hostel' },
    });
    expect(noticeRequest(filled({ title: 'T', body: 'B', audience: 'roles' }), null, NOW)).toEqual({
      ok: false,
      errors: { roles: 'Choose at least one role' },
    });
  });

  it('when a scheduled notice is edited, then the form shows its time in local time', () => {
    expect(draftOf(notice('2026-12-01T04:00:00Z'), NOW)).toMatchObject({ timing: 'schedule', at: '2026-12-01T09:30' });
  });

  it('when fields are empty, too long or the time is missing or past, then each field says what is wrong', () => {
    expect(noticeRequest(filled({ title: ' ', body: 'x'.repeat(4001), timing: 'schedule' }), null, NOW)).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        body: 'Text must be at most 4000 characters',
        at: 'Choose the date and time to publish it',
      },
    });
    expect(
      noticeRequest(
        filled({ title: 'x'.repeat(201), body: 'B', timing: 'schedule', at: '2026-11-28T11:00' }),
        null,
        NOW,
      ),
    ).toEqual({
      ok: false,
      errors: { title: 'Title must be at most 200 characters', at: 'Choose a time in the future' },
    });
  });
});
