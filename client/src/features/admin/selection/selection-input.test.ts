// The selection window form's checks: the slots' last start against the close, the CSV's cap, no list for everyone,
// and which field a server's 400 names; and the list's words for a window's state and audience.
import { describe, expect, it } from 'vitest';
import { SELECTION_LIMITS, type SelectionWindow } from '@campus-hostel/contracts/api';
import { emptySelectionDraft, fieldOfServerMessage, selectionRequest, type SelectionDraft } from './selection-input';
import { audienceWords, windowState } from './window-state';

const slots = (closes: string, changes: Partial<SelectionDraft> = {}): SelectionDraft => ({
  ...emptySelectionDraft,
  name: 'Second years',
  opens: '2026-12-01T10:00',
  closes,
  hostels: ['Kanhar'],
  audience: 'slots',
  slotSize: '2',
  slotMinutes: '15',
  source: 'paste',
  pasted: 'a@students.local\nb@students.local\nc@students.local',
  ...changes,
});

describe('selectionRequest', () => {
  it('when the last slot would start at the close, then the close is refused; a minute later it is sent', () => {
    expect(selectionRequest(slots('2026-12-01T10:15'), null)).toEqual({
      ok: false,
      errors: { closes: expect.stringContaining('The last slot would open at or after the close') as unknown },
    });
    const sent = selectionRequest(slots('2026-12-01T10:16'), null);
    expect(sent.ok && sent.body).toMatchObject({ slot_size: 2, slot_minutes: 15, emails_csv: slots('').pasted });
  });

  it('when the list is longer than the API takes, then it is refused before sending', () => {
    const pasted = 'a@students.local\n'.repeat(Math.ceil(SELECTION_LIMITS.csvMaxChars / 17) + 1);
    const request = selectionRequest(slots('2026-12-02T10:00', { pasted }), null);
    expect(request).toEqual({ ok: false, errors: { list: 'The list must be at most 6,00,000 characters' } });
  });

  it('when a window admits everyone, then no list and no slots are sent, whatever was typed before', () => {
    const request = selectionRequest(slots('2026-12-01T18:00', { audience: 'everyone' }), null);
    expect(request.ok && request.body).toMatchObject({ audience: 'everyone', slot_size: null, emails_csv: null });
  });
});

describe('fieldOfServerMessage', () => {
  it('when the server names a field first, then that field of the form; otherwise none', () => {
    expect(fieldOfServerMessage('closes_at must be after opens_at')).toBe('closes');
    expect(fieldOfServerMessage('emails_csv line 3: "x" is not an email address')).toBe('list');
    expect(fieldOfServerMessage('The slots would run past the window’s close')).toBeUndefined();
    expect(fieldOfServerMessage('constructor is not a field')).toBeUndefined();
  });
});

describe('the list’s words', () => {
  const at = (iso: string) => Date.parse(iso);
  const times = { opens_at: '2026-12-01T10:00:00Z', closes_at: '2026-12-01T18:00:00Z' };

  it('when now is the opening, then the window is open; at the close it is closed', () => {
    expect(windowState(times, at('2026-12-01T09:59:59Z'))).toBe('upcoming');
    expect(windowState(times, at('2026-12-01T10:00:00Z'))).toBe('open');
    expect(windowState(times, at('2026-12-01T18:00:00Z'))).toBe('closed');
  });

  it('when a window lists students or slots, then it says how many, one or many', () => {
    const window: Pick<SelectionWindow, 'audience' | 'slot_size' | 'slot_minutes' | 'members'> = {
      audience: 'slots',
      slot_size: 1,
      slot_minutes: 1,
      members: 1200,
    };
    expect(audienceWords(window)).toBe('1 student every 1 minute, 1,200 listed');
    expect(audienceWords({ ...window, audience: 'emails', members: 1 })).toBe('1 listed student');
    expect(audienceWords({ ...window, audience: 'everyone' })).toBe('Everyone');
  });
});
