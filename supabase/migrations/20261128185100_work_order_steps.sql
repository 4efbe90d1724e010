-- Each step of a job, as one transaction the server calls for the actor it signed in: the office (or the hostel's
-- warden) assigns and schedules; the job's technician schedules their visit, records photos and materials and marks it
-- done; the student confirms or reopens it and rates it once confirmed. Each returns one word: the step's name when it
-- happened (or had already), not_found when the job is not one the actor may act on (never telling whether it exists),
-- or why not. Every change is audited and told to the other side.

-- Whether the account may act for the office on this job: the whole office, or the warden of the job's hostel.
create function public.member_serves_work_order(p_user_id uuid, p_order public.work_orders)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.account_role(p_user_id) in ('admin', 'staff'), false)
         or (p_order.hostel_name is not null and public.member_serves_hostel(p_user_id, p_order.hostel_name));
$$;

-- Whether the account is the job's technician, still serving its trade.
create function public.member_holds_work_order(p_user_id uuid, p_order public.work_orders)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_order.technician_id = p_user_id and public.member_serves_trade(p_user_id, p_order.trade);
$$;

create function public.audit_work_order(
  p_action text, p_before public.work_orders, p_after public.work_orders, p_actor_id uuid, p_actor_email text)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.record_audit(p_action, 'work_order', p_after.id::text,
    jsonb_build_object('status', p_before.status, 'technician_id', p_before.technician_id,
                       'visit_from', p_before.visit_from, 'visit_to', p_before.visit_to, 'rating', p_before.rating),
    jsonb_build_object('status', p_after.status, 'technician_id', p_after.technician_id,
                       'visit_from', p_after.visit_from, 'visit_to', p_after.visit_to, 'rating', p_after.rating),
    p_after.reopen_note, p_actor_id, p_actor_email);
$$;

-- The office gives an unfinished job to a technician of its trade; a new technician drops the old visit slot.
create function public.assign_work_order(p_id bigint, p_technician_id uuid, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.work_orders;
  v_after public.work_orders;
begin
  select * into v_before from public.work_orders w where w.id = p_id for update;
  if not found or not public.member_serves_work_order(p_actor_id, v_before) then return 'not_found'; end if;
  if v_before.status in ('done', 'confirmed') then return 'finished'; end if;
  if not public.member_serves_trade(p_technician_id, v_before.trade) then return 'not_technician'; end if;
  if v_before.technician_id = p_technician_id and v_before.status <> 'open' then return 'assigned'; end if;
  update public.work_orders w
  set technician_id = p_technician_id, status = case when w.status = 'reopened' then 'reopened' else 'assigned' end,
      visit_from = null, visit_to = null, updated_at = now()
  where w.id = p_id returning * into v_after;
  if v_before.complaint_id is not null then
    update public.complaints_table c set in_progress_at = coalesce(c.in_progress_at, now())
    where c.id = v_before.complaint_id;
  end if;
  perform public.audit_work_order('work_order.assign', v_before, v_after, p_actor_id, p_actor_email);
  perform public.notify_work_order(v_after, true, p_actor_id);
  perform public.notify_work_order(v_after, false, p_actor_id);
  return 'assigned';
end;
$$;

-- The visit slot the student sees: set by the office or by the job's technician, within the next 30 days, at most
-- 12 hours long.
create function public.schedule_work_order(
  p_id bigint, p_visit_from timestamptz, p_visit_to timestamptz, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.work_orders;
  v_after public.work_orders;
begin
  select * into v_before from public.work_orders w where w.id = p_id for update;
  if not found or not (public.member_serves_work_order(p_actor_id, v_before)
                       or public.member_holds_work_order(p_actor_id, v_before)) then
    return 'not_found';
  end if;
  if v_before.status not in ('assigned', 'scheduled', 'reopened') then return 'not_assigned'; end if;
  if p_visit_from is null or p_visit_to is null or p_visit_to <= p_visit_from
     or p_visit_to - p_visit_from > interval '12 hours'
     or p_visit_to <= now() or p_visit_from > now() + interval '30 days' then
    return 'bad_slot';
  end if;
  if (v_before.visit_from, v_before.visit_to) = (p_visit_from, p_visit_to) then return 'scheduled'; end if;
  update public.work_orders w
  set visit_from = p_visit_from, visit_to = p_visit_to, updated_at = now(),
      status = case when w.status = 'reopened' then 'reopened' else 'scheduled' end
  where w.id = p_id returning * into v_after;
  perform public.audit_work_order('work_order.schedule', v_before, v_after, p_actor_id, p_actor_email);
  perform public.notify_work_order(v_after, false, p_actor_id);
  if p_actor_id is distinct from v_after.technician_id then
    perform public.notify_work_order(v_after, true, p_actor_id);
  end if;
  return 'scheduled';
end;
$$;

-- A photo the technician uploaded to the complaints bucket under work_order_photos/: the object must be theirs. Six a
-- stage; the same path twice is the same photo.
create function public.add_work_order_photo(
  p_id bigint, p_stage text, p_path text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.work_orders;
begin
  select * into v_order from public.work_orders w where w.id = p_id for update;
  if not found or not public.member_holds_work_order(p_actor_id, v_order) then return 'not_found'; end if;
  if exists (select 1 from public.work_order_photos f where f.path = p_path and f.work_order_id = p_id) then
    return 'added';
  end if;
  if v_order.status not in ('assigned', 'scheduled', 'reopened') then return 'not_assigned'; end if;
  if p_stage not in ('before', 'after')
     or p_path !~ '^work_order_photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[A-Za-z0-9._-]{1,110}$'
     or not exists (select 1 from storage.objects o
                    where o.bucket_id = 'complaints' and o.name = p_path and o.owner_id = p_actor_id::text)
     or exists (select 1 from public.work_order_photos f where f.path = p_path) then
    return 'bad_photo';
  end if;
  if (select count(*) from public.work_order_photos f where f.work_order_id = p_id and f.stage = p_stage) >= 6 then
    return 'too_many';
  end if;
  insert into public.work_order_photos (work_order_id, stage, path, added_by) values (p_id, p_stage, p_path, p_actor_id);
  perform public.record_audit('work_order.photo', 'work_order', p_id::text, null,
    jsonb_build_object('stage', p_stage, 'path', p_path), null, p_actor_id, p_actor_email);
  return 'added';
end;
$$;

-- What the technician used; thirty lines a job.
create function public.add_work_order_material(
  p_id bigint, p_item text, p_quantity numeric, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.work_orders;
begin
  select * into v_order from public.work_orders w where w.id = p_id for update;
  if not found or not public.member_holds_work_order(p_actor_id, v_order) then return 'not_found'; end if;
  if v_order.status not in ('assigned', 'scheduled', 'reopened') then return 'not_assigned'; end if;
  if char_length(btrim(coalesce(p_item, ''))) not between 1 and 100
     or p_quantity is null or p_quantity <= 0 or p_quantity > 10000 or p_quantity <> round(p_quantity, 2) then
    return 'bad_material';
  end if;
  if (select count(*) from public.work_order_materials m where m.work_order_id = p_id) >= 30 then
    return 'too_many';
  end if;
  insert into public.work_order_materials (work_order_id, item, quantity, added_by)
  values (p_id, btrim(p_item), p_quantity, p_actor_id);
  perform public.record_audit('work_order.material', 'work_order', p_id::text, null,
    jsonb_build_object('item', btrim(p_item), 'quantity', p_quantity), null, p_actor_id, p_actor_email);
  return 'added';
end;
$$;

-- The technician marks the job done, with at least one after photo; the student is asked to confirm it.
create function public.finish_work_order(p_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.work_orders;
  v_after public.work_orders;
begin
  select * into v_before from public.work_orders w where w.id = p_id for update;
  if not found or not public.member_holds_work_order(p_actor_id, v_before) then return 'not_found'; end if;
  if v_before.status in ('done', 'confirmed') then return 'done'; end if;
  if v_before.status = 'open' then return 'not_assigned'; end if;
  if not exists (select 1 from public.work_order_photos f where f.work_order_id = p_id and f.stage = 'after') then
    return 'photo_required';
  end if;
  update public.work_orders w set status = 'done', done_at = now(), updated_at = now()
  where w.id = p_id returning * into v_after;
  perform public.audit_work_order('work_order.done', v_before, v_after, p_actor_id, p_actor_email);
  perform public.notify_work_order(v_after, false, p_actor_id);
  return 'done';
end;
$$;

-- The student confirms the fix: the job is closed and so is its complaint.
create function public.confirm_work_order(p_id bigint, p_student_id uuid, p_student_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.work_orders;
  v_after public.work_orders;
begin
  select * into v_before from public.work_orders w where w.id = p_id and w.student_id = p_student_id for update;
  if not found then return 'not_found'; end if;
  if v_before.status = 'confirmed' then return 'confirmed'; end if;
  if v_before.status <> 'done' then return 'not_done'; end if;
  update public.work_orders w set status = 'confirmed', confirmed_at = now(), updated_at = now()
  where w.id = p_id returning * into v_after;
  perform public.audit_work_order('work_order.confirm', v_before, v_after, p_student_id, p_student_email);
  if v_after.complaint_id is not null then
    perform public.resolve_complaint(v_after.complaint_id, p_student_email, p_student_id);
  end if;
  return 'confirmed';
end;
$$;

-- The student says it is not fixed: the job goes back to its technician with the student's note.
create function public.reopen_work_order(p_id bigint, p_note text, p_student_id uuid, p_student_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.work_orders;
  v_after public.work_orders;
begin
  select * into v_before from public.work_orders w where w.id = p_id and w.student_id = p_student_id for update;
  if not found then return 'not_found'; end if;
  if v_before.status <> 'done' then return 'not_done'; end if;
  if char_length(btrim(coalesce(p_note, ''))) not between 1 and 500 then return 'note_required'; end if;
  update public.work_orders w
  set status = 'reopened', done_at = null, reopen_count = w.reopen_count + 1, reopen_note = btrim(p_note),
      visit_from = null, visit_to = null, updated_at = now()
  where w.id = p_id returning * into v_after;
  perform public.audit_work_order('work_order.reopen', v_before, v_after, p_student_id, p_student_email);
  perform public.notify_work_order(v_after, true, p_student_id);
  return 'reopened';
end;
$$;

-- One rating, 1 to 5, of a confirmed job.
create function public.rate_work_order(p_id bigint, p_rating integer, p_student_id uuid, p_student_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.work_orders;
  v_after public.work_orders;
begin
  select * into v_before from public.work_orders w where w.id = p_id and w.student_id = p_student_id for update;
  if not found then return 'not_found'; end if;
  if v_before.status <> 'confirmed' then return 'not_confirmed'; end if;
  if v_before.rating is not null then
    return case when v_before.rating = p_rating then 'rated' else 'already_rated' end;
  end if;
  if p_rating is null or p_rating not between 1 and 5 then return 'bad_rating'; end if;
  update public.work_orders w set rating = p_rating, updated_at = now() where w.id = p_id returning * into v_after;
  perform public.audit_work_order('work_order.rate', v_before, v_after, p_student_id, p_student_email);
  return 'rated';
end;
$$;

-- The office sets a trade's due time; it counts for jobs made from then on.
create function public.set_trade_sla(p_trade text, p_hours integer, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before integer;
begin
  select s.hours into v_before from public.trade_slas s where s.trade = p_trade for update;
  if not found then return 'not_found'; end if;
  if p_hours is null or p_hours not between 1 and 720 then return 'bad_hours'; end if;
  if v_before = p_hours then return 'set'; end if;
  update public.trade_slas s set hours = p_hours, updated_at = now(), updated_by = p_actor_id where s.trade = p_trade;
  perform public.record_audit('work_order.set_sla', 'trade', p_trade, jsonb_build_object('hours', v_before),
    jsonb_build_object('hours', p_hours), null, p_actor_id, p_actor_email);
  return 'set';
end;
$$;

revoke execute on function
  public.member_serves_work_order(uuid, public.work_orders),
  public.member_holds_work_order(uuid, public.work_orders),
  public.audit_work_order(text, public.work_orders, public.work_orders, uuid, text),
  public.assign_work_order(bigint, uuid, uuid, text),
  public.schedule_work_order(bigint, timestamptz, timestamptz, uuid, text),
  public.add_work_order_photo(bigint, text, text, uuid, text),
  public.add_work_order_material(bigint, text, numeric, uuid, text),
  public.finish_work_order(bigint, uuid, text),
  public.confirm_work_order(bigint, uuid, text),
  public.reopen_work_order(bigint, text, uuid, text),
  public.rate_work_order(bigint, integer, uuid, text),
  public.set_trade_sla(text, integer, uuid, text)
from public, anon, authenticated;
