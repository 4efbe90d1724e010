-- The complaints bucket: public links (the spec builds one), 3 MB, images and documents only.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('complaints', 'complaints', true, 3145728, array[
  'image/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do update
set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "students upload complaint files" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'complaints' and (storage.foldername(name))[1] = 'complaint_files');
create policy "students read own complaint files" on storage.objects
  for select to authenticated
  using (bucket_id = 'complaints' and (owner_id = (select auth.uid())::text or (select public.is_admin())));
create policy "students replace own complaint files" on storage.objects
  for update to authenticated
  using (bucket_id = 'complaints' and owner_id = (select auth.uid())::text);
create policy "students delete own complaint files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'complaints' and owner_id = (select auth.uid())::text);
