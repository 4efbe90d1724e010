// Complaint attachments live in the private complaints bucket: a complaint stores the file's path, and its student and
// the office open it through a signed URL, which Storage signs only for those its read policy lets see the file.
import { getSupabase } from './supabase';

export const COMPLAINTS_BUCKET = 'complaints';

/** How long a signed link opens the file: long enough for a page left open a while, short enough not to be shared. */
export const ATTACHMENT_LINK_SECONDS = 3600;

/** complaint_files/{uuid}_{name}, as the upload writes it and the database accepts it. */
const OWN_FILE =
  /^complaint_files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[A-Za-z0-9._-]{1,110}$/;

/** Keeps letters, digits, dot, dash and underscore so the name is a safe storage key and URL segment. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .slice(-100);
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[._-]+/, '');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  // A name with nothing safe left (or only dots, which would make a hidden file) keeps its extension.
  return `${stem === '' ? 'attachment' : stem}${extension === '.' ? '' : extension}`;
}

/** The path when a complaint's resource_link names one of its own files, else null (older rows may hold any text). */
export function attachmentFilePath(resourceLink: string): string | null {
  return OWN_FILE.test(resourceLink) ? resourceLink : null;
}

/** A link that opens the file for ATTACHMENT_LINK_SECONDS; refused unless the caller may read it. */
export async function signedAttachmentUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(COMPLAINTS_BUCKET).createSignedUrl(path, ATTACHMENT_LINK_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}
