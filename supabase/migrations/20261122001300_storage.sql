-- The complaints bucket: private attachments, 3 MB, images and documents, a few uploads an hour.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('complaints', 'complaints', false, 3145728, array[
  'image/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do update
set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "students replace own complaint files" on storage.objects
  for update to authenticated
  using (bucket_id = 'complaints' and owner_id = (select auth.uid())::text);

create policy "students delete own complaint files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'complaints' and owner_id = (select auth.uid())::text);

-- Attachments: counted in the upload policy itself (Storage answers a refused policy as 403), through a definer
-- function so the count sees the student's own objects whatever the read policies allow.
create function public.recent_complaint_uploads()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from storage.objects
  where bucket_id = 'complaints'
    and owner_id = (select auth.uid())::text
    and created_at > now() - interval '1 hour'
$$;

comment on function public.recent_complaint_uploads() is 'How many complaint attachments the caller uploaded in the last hour (for the upload policy).';

create policy "students upload complaint files" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'complaints'
    and (storage.foldername(name))[1] = 'complaint_files'
    and (select public.recent_complaint_uploads()) < 10
  );

create policy "students read own complaint files" on storage.objects
  for select to authenticated
  using (bucket_id = 'complaints' and (owner_id = (select auth.uid())::text or (select public.is_office())));

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.recent_complaint_uploads()
from public, anon;
