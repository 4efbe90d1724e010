// The complaint form's choices: the product's fixed lists, as the database's CHECK constraints hold them.
import { CheckedValues } from '@campus-hostel/contracts/database-types';

/** The migration's CHECKs on complaints_table, in their order, which the form keeps. */
export const COMPLAINT_TYPES = CheckedValues.complaints_table.complaint_type;
export const COMPLAINT_CATEGORIES = CheckedValues.complaints_table.complaint_category;
export const URGENCY_LEVELS = CheckedValues.complaints_table.urgency_level;

export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/** Attachments up to 3 MB, the complaints bucket's own file_size_limit, so the form refuses what storage would. */
export const MAX_ATTACHMENT_BYTES = 3145728;

/** Images, pdf, doc and docx, as the file picker's accept list (extensions and MIME types). */
export const ATTACHMENT_ACCEPT = [
  'image/*',
  '.pdf',
  'application/pdf',
  '.doc',
  'application/msword',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');
