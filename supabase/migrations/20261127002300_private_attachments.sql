-- Complaint attachments are private: no link opens one without signing in. A complaint stores the file's path in the
-- bucket (complaint_files/{uuid}_{filename}); its student and the office read it through a signed URL, which Storage
-- signs only for whom the bucket's read policy lets see the file (its owner or the office: 20261127000200_office.sql).

update storage.buckets set public = false where id = 'complaints';

-- The old rule allowed only public links; the rows that stored one keep their file: the link becomes the path it named.
alter table public.complaints_table drop constraint complaints_table_resource_link_is_own_file;
update public.complaints_table
set resource_link = regexp_replace(resource_link, '^https?://[^/?#@\s]+/storage/v1/object/public/complaints/', '')
where resource_link ~ '^https?://[^/?#@\s]+/storage/v1/object/public/complaints/complaint_files/[^/?#\s]+$';

-- The path is the shape the client writes and nothing else: no other bucket, folder, address or dot segment.
-- Rows written before any attachment rule are left as they are; the pages offer only paths of this shape.
alter table public.complaints_table
  add constraint complaints_table_resource_link_is_own_file check (
    resource_link = ''
    or resource_link ~ '^complaint_files/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[A-Za-z0-9._-]{1,110}$'
  ) not valid;
comment on column public.complaints_table.resource_link is
  'The attachment''s path in the private complaints bucket (complaint_files/{uuid}_{filename}), or '''' when none; read through a signed URL.';
