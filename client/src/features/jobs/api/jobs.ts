// A technician's jobs through our API, which keeps them to the jobs they hold; a photo is uploaded to the complaints
// bucket under work_order_photos/ first (the bucket lets only a technician write there), then recorded on the job.
import { workOrdersApi, type PhotoStage, type WorkOrder } from '@campus-hostel/contracts/api';
import { COMPLAINTS_BUCKET, safeFileName } from '../../../lib/complaint-attachments';
import { callSignedIn } from '../../../lib/signed-in-call';
import { getSupabase } from '../../../lib/supabase';

export async function getJobs(): Promise<WorkOrder[]> {
  return (await callSignedIn(workOrdersApi.jobs, {})).jobs;
}

export function scheduleVisit(id: number, visitFrom: string, visitTo: string): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.scheduleVisit, {
    params: { id },
    body: { visit_from: visitFrom, visit_to: visitTo },
  });
}

/** work_order_photos/{uuid}_{filename}, the path the bucket policy lets a technician write. */
export function photoPath(name: string, uuid: string = crypto.randomUUID()): string {
  return `work_order_photos/${uuid}_${safeFileName(name)}`;
}

export async function addPhoto(id: number, stage: PhotoStage, file: File): Promise<WorkOrder> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(COMPLAINTS_BUCKET)
    .upload(photoPath(file.name), file, { cacheControl: '3600', upsert: false, contentType: file.type || undefined });
  if (error) throw error;
  return callSignedIn(workOrdersApi.addPhoto, { params: { id }, body: { stage, path: data.path } });
}

export function addMaterial(id: number, item: string, quantity: number): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.addMaterial, { params: { id }, body: { item, quantity } });
}

export function markDone(id: number): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.done, { params: { id } });
}
