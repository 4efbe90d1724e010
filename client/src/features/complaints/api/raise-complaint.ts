// Raises a complaint: uploads the optional attachment to the complaints bucket, then inserts the row.
import { messages } from '../../../config/messages';
import { COMPLAINTS_BUCKET } from '../../../lib/complaint-attachments';
import { getSupabase } from '../../../lib/supabase';
import { attachmentPath, type ComplaintInput } from '../complaint-input';

/** A failure the form shows as it is: the fixed upload texts, or the database's message on insert. */
export class RaiseComplaintError extends Error {
  override name = 'RaiseComplaintError';
}

/** The fixed wording: 'Error uploading file: {reason}', or 'Error uploading file try again' when there is no reason. */
export function uploadErrorMessage(error: unknown): string {
  const reason =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message.trim()
      : '';
  // Storage words a refused upload policy as "new row violates row-level security policy": say which rule it was.
  if (/row-level security/i.test(reason)) return messages.uploadFailedWithReason(messages.uploadLimitReached);
  return reason ? messages.uploadFailedWithReason(reason) : messages.uploadFailed;
}

/** Stores the file under complaint_files/{uuid}_{filename} in the private bucket and returns that path. */
export async function uploadAttachment(file: File): Promise<string> {
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(COMPLAINTS_BUCKET);
  let failure: unknown;
  try {
    const { data, error } = await bucket.upload(attachmentPath(file.name), file, {
      cacheControl: '3600',
      upsert: false,
      contentType: file.type || undefined,
    });
    if (!error) return data.path;
    failure = error;
  } catch (error) {
    failure = error;
  }
  throw new RaiseComplaintError(uploadErrorMessage(failure));
}

/** Uploads the attachment if any, inserts the complaint and returns its new ID. */
export async function raiseComplaint(input: ComplaintInput): Promise<{ id: number }> {
  const filePath = input.attachment ? await uploadAttachment(input.attachment) : '';
  const supabase = await getSupabase();
  // email and user_id default from the JWT in the database, so the row is always the caller's own.
  const { data, error } = await supabase
    .from('complaints_table')
    .insert({
      complaint_type: input.type,
      complaint_category: input.category,
      complaint_description: input.description,
      urgency_level: input.urgency,
      resource_link: filePath,
      resolved: false,
    })
    .select('id')
    .single();
  if (error) throw new RaiseComplaintError(error.message || messages.somethingWentWrong);
  return { id: data.id };
}
