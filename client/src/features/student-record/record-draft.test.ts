// The record's check before it is sent: what is missing, what is not in the right form, and how numbers are written.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, RECORD_FIELDS, checkDraft, draftOf, type RecordDraft } from './record-draft';

const FILLED: RecordDraft = {
  full_name: '  Ananya Mishra ',
  roll_number: 'b23ee017',
  programme: 'btech',
  year: '3',
  phone: '+91 98765-43210',
  guardian_name: 'Rakesh Mishra',
  guardian_relation: 'father',
  guardian_email: 'rakesh@example.com',
  guardian_phone: '09812345678',
  emergency_name: 'Sita Mishra',
  emergency_phone: '+44 7700 900123',
};

describe('checkDraft', () => {
  it('when nothing is filled in, then every field is required', () => {
    const checked = checkDraft(EMPTY_DRAFT);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual([...RECORD_FIELDS].sort());
    expect(new Set(Object.values(checked.problems))).toEqual(new Set(['required']));
  });

  it('when everything is filled in, then names are trimmed, the roll number is in capitals and phones lose +91 and spaces', () => {
    const checked = checkDraft(FILLED);
    expect(checked).toEqual({
      ok: true,
      record: {
        full_name: 'Ananya Mishra',
        roll_number: 'B23EE017',
        programme: 'btech',
        year: 3,
        phone: '9876543210',
        guardian_name: 'Rakesh Mishra',
        guardian_relation: 'father',
        guardian_email: 'rakesh@example.com',
        guardian_phone: '9812345678',
        emergency_name: 'Sita Mishra',
        emergency_phone: '+447700900123',
      },
    });
    if (checked.ok) expect(checkDraft(draftOf(checked.record))).toEqual(checked);
  });

  it.each([
    ['phone', '12345'],
    ['phone', '+447700900123'],
    ['guardian_email', 'rakesh.example.com'],
    ['guardian_phone', '98123'],
    ['full_name', 'A'],
    ['year', '9'],
    ['programme', 'astrology'],
  ] as const)('when %s is %s, then it is named as not in the right form', (field, value) => {
    const checked = checkDraft({ ...FILLED, [field]: value });
    expect(checked).toEqual({ ok: false, problems: { [field]: 'invalid' } });
  });
});
