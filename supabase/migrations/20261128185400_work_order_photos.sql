-- Work order photos live in the complaints bucket (3 MB, images and documents) under work_order_photos/: a technician
-- uploads them, within the same hourly count as complaint files; whoever reads the job reads its recorded photos.

create policy "technicians upload work order photos" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'complaints'
    and (storage.foldername(name))[1] = 'work_order_photos'
    and (select public.office_role()) = 'technician'
    and (select public.recent_complaint_uploads()) < 10
  );

create policy "who reads a job reads its photos' files" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'complaints'
    and (storage.foldername(name))[1] = 'work_order_photos'
    and exists (select 1 from public.work_order_photos f where f.path = name)
  );
