// The student's academic details, kept in their user metadata: read, checked and saved.
import { messages } from '../../../config/messages';
import { getSupabase } from '../../../lib/supabase';

export interface AcademicDetails {
  course: string;
  /** 1–12, or null when not given yet. */
  semester: number | null;
  /** yyyy-mm-dd, or '' when not given yet. */
  admissionDate: string;
}

export interface AcademicDraft {
  course: string;
  semester: string;
  admissionDate: string;
}

export type AcademicProblems = Partial<Record<keyof AcademicDraft, string>>;

export const MAX_COURSE_LENGTH = 100;

function localToday(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Course 1–100 characters, semester a whole number 1–12, admission date a real day not after today. */
export function checkAcademicDetails(
  draft: AcademicDraft,
  now: Date = new Date(),
): { ok: true; details: AcademicDetails } | { ok: false; problems: AcademicProblems } {
  const problems: AcademicProblems = {};
  const course = draft.course.trim();
  const semesterText = draft.semester.trim();
  const admissionDate = draft.admissionDate.trim();
  if (course === '') problems.course = messages.courseRequired;
  else if (course.length > MAX_COURSE_LENGTH) problems.course = messages.courseTooLong;
  const semester = Number(semesterText);
  if (!/^\d{1,2}$/.test(semesterText) || semester < 1 || semester > 12) problems.semester = messages.semesterInvalid;
  if (!isRealDate(admissionDate) || admissionDate > localToday(now))
    problems.admissionDate = messages.admissionDateInvalid;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, details: { course, semester, admissionDate } };
}

function semesterFrom(value: unknown): number | null {
  // Older accounts (and the seed) keep the semester as text, e.g. "5".
  const semester = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  return typeof semester === 'number' && Number.isInteger(semester) && semester >= 1 && semester <= 12
    ? semester
    : null;
}

export function academicDetailsFrom(metadata: Record<string, unknown>): AcademicDetails {
  const { course, semester, admission_date: admissionDate } = metadata;
  return {
    course: typeof course === 'string' ? course : '',
    semester: semesterFrom(semester),
    admissionDate: typeof admissionDate === 'string' && isRealDate(admissionDate) ? admissionDate : '',
  };
}

export async function getAcademicDetails(): Promise<AcademicDetails> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getUser();
  if (error) throw error;
  return academicDetailsFrom(data.user.user_metadata);
}

export async function saveAcademicDetails(details: AcademicDetails): Promise<AcademicDetails> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.updateUser({
    data: { course: details.course, semester: details.semester, admission_date: details.admissionDate },
  });
  if (error) throw error;
  return academicDetailsFrom(data.user.user_metadata);
}
