// Checks the Raise a Complaint form and names the attachment's storage object.
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_TYPES,
  MAX_ATTACHMENT_BYTES,
  URGENCY_LEVELS,
  type ComplaintCategory,
  type ComplaintType,
  type UrgencyLevel,
} from '../../config/complaint-options';
import { safeFileName } from '../../lib/complaint-attachments';

export interface ComplaintDraft {
  type: string;
  category: string;
  description: string;
  urgency: string;
  attachment: File | null;
}

export interface ComplaintInput {
  type: ComplaintType;
  category: ComplaintCategory;
  description: string;
  urgency: UrgencyLevel;
  attachment: File | null;
}

export type ComplaintField = 'type' | 'category' | 'description' | 'urgency' | 'attachment';
export type ComplaintProblem = 'required' | 'tooLarge' | 'tooLong';
export type ComplaintProblems = Partial<Record<ComplaintField, ComplaintProblem>>;

/** The database accepts descriptions of 1–4000 characters. */
export const MAX_DESCRIPTION_LENGTH = 4000;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function attachmentProblem(file: File | null): ComplaintProblem | undefined {
  return file !== null && file.size > MAX_ATTACHMENT_BYTES ? 'tooLarge' : undefined;
}

/** Either the checked input or the problems per field; type, category, description and urgency are required. */
export function checkComplaint(
  draft: ComplaintDraft,
): { ok: true; input: ComplaintInput } | { ok: false; problems: ComplaintProblems } {
  const problems: ComplaintProblems = {};
  const { type, category, urgency, attachment } = draft;
  const description = draft.description.trim();
  if (!isOneOf(COMPLAINT_TYPES, type)) problems.type = 'required';
  if (!isOneOf(COMPLAINT_CATEGORIES, category)) problems.category = 'required';
  if (description === '') problems.description = 'required';
  else if (description.length > MAX_DESCRIPTION_LENGTH) problems.description = 'tooLong';
  if (!isOneOf(URGENCY_LEVELS, urgency)) problems.urgency = 'required';
  const fileProblem = attachmentProblem(attachment);
  if (fileProblem) problems.attachment = fileProblem;
  const valid =
    isOneOf(COMPLAINT_TYPES, type) && isOneOf(COMPLAINT_CATEGORIES, category) && isOneOf(URGENCY_LEVELS, urgency);
  if (!valid || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input: { type, category, description, urgency, attachment } };
}

/** complaint_files/{uuid}_{filename}, the path the bucket policy lets a student write. */
export function attachmentPath(name: string, uuid: string = crypto.randomUUID()): string {
  return `complaint_files/${uuid}_${safeFileName(name)}`;
}
