-- Students' writes are metered in the database, so the limits hold on hosted Supabase whatever client calls the API:
-- one application or complaint per insert, a few per hour, and a few complaint attachments per hour.

create function public.enforce_student_write_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := tg_argv[0]::integer;
  noun constant text := tg_argv[1];
  recent integer;
begin
  -- Only students are metered: the office and the server (service role) may import in bulk.
  if (select auth.role()) is distinct from 'authenticated' or (select public.is_admin()) then
    return null;
  end if;
  if (select count(*) from new_rows) > 1 then
    raise exception using
      errcode = 'PT400',
      message = format('Send one %s at a time', noun),
      hint = 'Students submit one row per request.';
  end if;
  -- The statement's own row is already counted: this runs after the insert, inside its transaction.
  execute format('select count(*) from public.%I where user_id = $1 and created_at > now() - interval ''1 hour''', tg_table_name)
    into recent
    using (select auth.uid());
  if recent > per_hour then
    raise exception using
      errcode = 'PT429',
      message = format('You have sent %s %ss in the last hour. Please wait a while before sending another.', per_hour, noun),
      hint = format('At most %s %ss per student per hour.', per_hour, noun);
  end if;
  return null;
end;
$$;
comment on function public.enforce_student_write_limits() is
  'Statement trigger: refuses a student''s multi-row insert (PT400 → 400) and more than tg_argv[0] rows per hour (PT429 → 429). Arguments: hourly limit, noun for the message.';
revoke execute on function public.enforce_student_write_limits() from public, anon, authenticated;

create trigger application_table_write_limits
  after insert on public.application_table
  referencing new table as new_rows
  for each statement execute function public.enforce_student_write_limits('5', 'application');

create trigger complaints_table_write_limits
  after insert on public.complaints_table
  referencing new table as new_rows
  for each statement execute function public.enforce_student_write_limits('10', 'complaint');

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
revoke execute on function public.recent_complaint_uploads() from public, anon;
grant execute on function public.recent_complaint_uploads() to authenticated;

drop policy "students upload complaint files" on storage.objects;
create policy "students upload complaint files" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'complaints'
    and (storage.foldername(name))[1] = 'complaint_files'
    and (select public.recent_complaint_uploads()) < 10
  );

-- An attachment link is this project's own public complaint file, never any other address (it is shown to the office
-- as a link). Rows written before this rule are left as they are; the client links only this project's files.
alter table public.complaints_table
  add constraint complaints_table_resource_link_is_own_file check (
    resource_link = ''
    or resource_link ~ '^https?://[^/?#@\s]+/storage/v1/object/public/complaints/complaint_files/[^/?#\s]+$'
  ) not valid;
