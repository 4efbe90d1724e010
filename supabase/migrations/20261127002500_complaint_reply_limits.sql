-- A student's replies in complaint threads are metered like their complaints: a few an hour, whatever path writes
-- them. The office's replies are not metered.

create function public.enforce_complaint_reply_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := 20;
  recent integer;
begin
  if new.from_office or new.author_id is null then
    return new;
  end if;
  -- One author's replies are counted one at a time, so replies sent together cannot all see the same count.
  perform pg_advisory_xact_lock(hashtextextended('campus-hostel:complaint-replies:' || new.author_id::text, 0));
  select count(*) into recent
  from public.complaint_replies r
  where r.author_id = new.author_id and not r.from_office and r.created_at > now() - interval '1 hour';
  if recent >= per_hour then
    raise exception using
      errcode = 'PT429',
      message = format('You have sent %s replies in the last hour. Please wait a while before sending another.', per_hour),
      hint = format('At most %s complaint replies per student per hour.', per_hour);
  end if;
  return new;
end;
$$;
comment on function public.enforce_complaint_reply_limit() is
  'Row trigger: refuses a student''s 21st complaint reply within an hour (PT429 → 429). The office is not metered.';
revoke execute on function public.enforce_complaint_reply_limit() from public, anon, authenticated;

create index complaint_replies_author_idx on public.complaint_replies (author_id, created_at);

create trigger complaint_replies_write_limits
  before insert on public.complaint_replies
  for each row execute function public.enforce_complaint_reply_limit();
