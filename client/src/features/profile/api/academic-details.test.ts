// Academic details: what the profile accepts, and how it reads what is stored in user metadata.
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { academicDetailsFrom, checkAcademicDetails } from './academic-details';

const today = new Date(2026, 10, 22, 12, 0, 0);

describe('checkAcademicDetails', () => {
  it('when course, semester and a past admission date are given, then they are accepted and trimmed', () => {
    expect(checkAcademicDetails({ course: ' B.Tech ', semester: '5', admissionDate: '2024-07-22' }, today)).toEqual({
      ok: true,
      details: { course: 'B.Tech', semester: 5, admissionDate: '2024-07-22' },
    });
  });

  it('when everything is empty, then each field says what is wrong', () => {
    expect(checkAcademicDetails({ course: ' ', semester: '', admissionDate: '' }, today)).toEqual({
      ok: false,
      problems: {
        course: messages.courseRequired,
        semester: messages.semesterInvalid,
        admissionDate: messages.admissionDateInvalid,
      },
    });
  });

  it('when the semester is outside 1–12 or not whole, then it is refused', () => {
    for (const semester of ['0', '13', '2.5', '-1', 'five']) {
      const result = checkAcademicDetails({ course: 'MSc', semester, admissionDate: '2025-01-01' }, today);
      expect(result).toEqual({ ok: false, problems: { semester: messages.semesterInvalid } });
    }
  });

  it('when the admission date is tomorrow or not a real day, then it is refused; today is fine', () => {
    const check = (admissionDate: string) =>
      checkAcademicDetails({ course: 'MSc', semester: '1', admissionDate }, today).ok;
    expect(check('2026-11-23')).toBe(false);
    expect(check('2026-02-30')).toBe(false);
    expect(check('22/11/2026')).toBe(false);
    expect(check('2026-11-22')).toBe(true);
  });
});

describe('academicDetailsFrom', () => {
  it('when metadata holds the semester as text, then it is read as a number', () => {
    expect(academicDetailsFrom({ course: 'B.Tech', semester: '5', admission_date: '2024-07-22' })).toEqual({
      course: 'B.Tech',
      semester: 5,
      admissionDate: '2024-07-22',
    });
  });

  it('when metadata is missing or malformed, then the fields are empty', () => {
    expect(academicDetailsFrom({ semester: 99, admission_date: 'soon', course: 7 })).toEqual({
      course: '',
      semester: null,
      admissionDate: '',
    });
  });
});
