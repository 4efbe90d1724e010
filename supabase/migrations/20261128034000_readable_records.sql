-- The office's records in its own words: the audit log and the exported lists name people, rooms and beds as the
-- office does ("Aarav Sharma (B23CS041)", "Kanhar A-103 bed B"), not by their ids.

-- Names for things given as 'type:id' (user, bed, room; at most 200 at once); anything else answers null, being named
-- by its id already (a booking's reference, an application's id). Answers only to the whole office.
create function public.office_names(p_targets text[])
returns table (target text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.target,
         case split_part(t.target, ':', 1)
           when 'user' then (
             select coalesce(case when s.user_id is not null then format('%s (%s)', s.full_name, s.roll_number) end,
                             nullif(concat_ws(' · ', u.raw_user_meta_data ->> 'full_name', u.email), ''))
             from auth.users u left join public.student_records s on s.user_id = u.id
             where u.id::text = substr(t.target, 6))
           when 'bed' then (
             select public.bed_place(b.id) ->> 'name' from public.beds b where b.id::text = substr(t.target, 5))
           when 'room' then (
             select format('%s %s-%s', r.hostel_name, r.wing_name, r.room_number)
             from public.hostel_room r where r.id::text = substr(t.target, 6))
         end
  from unnest(p_targets[1:200]) as t(target)
  where public.is_office();
$$;

revoke execute on function public.office_names(text[]) from public, anon;
