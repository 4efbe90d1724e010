// Photos of a room's items (a student's move-in report, the office's move-out inspection) live in the private
// room-photos bucket, each in its uploader's own folder: the database accepts only paths of the caller's own, and the
// server answers every photo with a link it signs, so nobody reads another's folder.
import { ROOM_INVENTORY_LIMITS, ROOM_PHOTOS_BUCKET } from '@campus-hostel/contracts/api';
import { messages } from '../config/messages';
import { getSupabase } from './supabase';

/** Why a chosen file cannot be a photo: not an image, or over the bucket's size limit. */
export type PhotoProblem = 'notImage' | 'tooLarge';

export function photoProblem(file: File): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  return file.size > ROOM_INVENTORY_LIMITS.photoBytesMax ? 'tooLarge' : null;
}

/** `<user id>/<random>-<name>`: the name kept to the characters the contract's photo path allows. */
export function roomPhotoPath(userId: string, fileName: string): string {
  const name = fileName.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(-60) || 'photo';
  return `${userId}/${crypto.randomUUID()}-${name}`;
}

/** Uploads one photo into `userId`'s folder and returns its path; a refusal is said in the upload's fixed words. */
export async function uploadRoomPhoto(userId: string, file: File): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(ROOM_PHOTOS_BUCKET)
    .upload(roomPhotoPath(userId, file.name), file, { upsert: false, contentType: file.type || undefined });
  if (error) throw new Error(error.message ? messages.uploadFailedWithReason(error.message) : messages.uploadFailed);
  return data.path;
}

/** Uploads each photo in turn (the bucket counts them an hour), answering their paths in order. */
export async function uploadRoomPhotos(userId: string, files: readonly File[]): Promise<string[]> {
  const paths: string[] = [];
  for (const file of files) paths.push(await uploadRoomPhoto(userId, file));
  return paths;
}
