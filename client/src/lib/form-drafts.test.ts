import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, keepDraft, readDraft } from './form-drafts';

beforeEach(() => sessionStorage.clear());

describe('form drafts kept across signing in', () => {
  it('when a draft is kept, then it is read back for that form only until it is cleared', () => {
    keepDraft('complaint', { type: 'cleanliness', description: 'Corridor not swept' });
    expect(readDraft('complaint')).toEqual({ type: 'cleanliness', description: 'Corridor not swept' });
    expect(readDraft('application')).toBeNull();
    clearDraft('complaint');
    expect(readDraft('complaint')).toBeNull();
  });

  it('when the stored entry is not JSON or holds other values, then only its strings come back', () => {
    sessionStorage.setItem('campus-hostel.draft.complaint', '{not json');
    expect(readDraft('complaint')).toBeNull();
    sessionStorage.setItem('campus-hostel.draft.complaint', '[1,2]');
    expect(readDraft('complaint')).toBeNull();
    sessionStorage.setItem('campus-hostel.draft.complaint', JSON.stringify({ type: 'other', urgency: 3, x: null }));
    expect(readDraft('complaint')).toEqual({ type: 'other' });
  });
});
