-- The night roll-call: each hostel's residents at the call's moment (the hostel's curfew, IST), each in, on leave,
-- past curfew or unaccounted, from the warden's marks, approved leave and the gate's exits and returns. The warden of
-- the hostel, or the whole office, marks residents present for tonight or last night; every write is a function the
-- server calls with the actor it verified, audited.

-- The warden's marks: one row per hostel, night and resident, present or taken back.
create table public.rollcall_marks (
  hostel_name text not null references public.hostels (name) on update cascade on delete cascade,
  -- The IST date the night's evening falls on.
  night date not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  present boolean not null,
  marked_at timestamptz not null default now(),
  marked_by uuid references auth.users (id) on delete set null,
  primary key (hostel_name, night, user_id)
);

comment on table public.rollcall_marks is 'The night roll-call''s marks: a resident marked present (or the mark taken back) for a hostel and night, when and by whom. Read by the hostel''s warden and the whole office; written only by mark_roll_call.';

alter table public.rollcall_marks enable row level security;

revoke all on public.rollcall_marks from anon, authenticated;
grant select on public.rollcall_marks to authenticated;

create policy "wardens and the office read their hostels' roll-call marks" on public.rollcall_marks
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

-- The call's moment: the night's date at the curfew, IST; a curfew before noon is the next morning's.
create function public.roll_call_at(p_night date, p_curfew time)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select ((p_night + case when p_curfew < time '12:00' then 1 else 0 end) + p_curfew) at time zone 'Asia/Kolkata';
$$;

-- A night may be marked while it is tonight or last night (IST): a late call after midnight still counts.
create function public.roll_call_open(p_night date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_night between public.ist_day(now()) - 1 and public.ist_day(now());
$$;

-- The leave that explains where a student was at the call's moment, with the state it gives them: in (back through
-- the gate since the night began at noon, IST), on_leave (away on a leave not over, or on an approved leave covering
-- the moment without having gone through the gate yet), past_curfew (away on a leave that has ended). The latest such
-- leave wins; leave does not overlap, so that is the one in play.
create function public.roll_call_leave(p_user_id uuid, p_call_at timestamptz, p_dusk timestamptz)
returns table (id bigint, from_at timestamptz, to_at timestamptz, exited_at timestamptz, returned_at timestamptz,
               state text)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.from_at, l.to_at, o.at, i.at,
         case when i.at <= p_call_at then 'in'
              when o.at <= p_call_at and l.to_at <= p_call_at then 'past_curfew'
              else 'on_leave' end
  from public.leave_requests l
  left join public.gate_events o on o.leave_id = l.id and o.direction = 'out'
  left join public.gate_events i on i.leave_id = l.id and i.direction = 'in'
  where l.user_id = p_user_id and l.status = 'approved'
    and (i.at between p_dusk and p_call_at
         or (coalesce(i.at > p_call_at, true)
             and (o.at <= p_call_at or (l.from_at <= p_call_at and p_call_at < l.to_at))))
  order by l.from_at desc
  limit 1;
$$;

-- A hostel's night for the actor: its curfew, the call's moment, whether it may still be marked, and each resident (a
-- student holding a bed there now) by wing, room and bed with their state and the leave behind it. {problem} instead:
-- unknown_hostel, or forbidden when the actor is neither the whole office nor the hostel's warden.
create function public.roll_call_night(p_hostel_name text, p_night date, p_actor_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_curfew time;
  v_call timestamptz;
  v_dusk timestamptz := (p_night + time '12:00') at time zone 'Asia/Kolkata';
begin
  -- Every hostel has its rules row (a trigger adds it), so no rules means no such hostel.
  select r.curfew into v_curfew from public.leave_rules r where r.hostel_name = p_hostel_name;
  if not found then return jsonb_build_object('problem', 'unknown_hostel'); end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then
    return jsonb_build_object('problem', 'forbidden');
  end if;
  v_call := public.roll_call_at(p_night, v_curfew);
  return jsonb_build_object(
    'hostel_name', p_hostel_name,
    'night', p_night,
    'curfew', to_char(v_curfew, 'HH24:MI'),
    'call_at', v_call,
    'open', public.roll_call_open(p_night),
    'residents', coalesce((
      select jsonb_agg(jsonb_build_object(
               'user_id', b.occupant_id,
               'full_name', coalesce(s.full_name, u.email::text),
               'roll_number', s.roll_number,
               'wing', r.wing_name,
               'room', r.wing_name || '-' || r.room_number,
               'bed', b.label,
               'state', case when m.present then 'in' else coalesce(l.state, 'unaccounted') end,
               'marked_at', case when m.present then m.marked_at end,
               'leave', case when l.id is not null then jsonb_build_object(
                 'id', l.id, 'from', l.from_at, 'to', l.to_at, 'exited_at', l.exited_at,
                 'returned_at', l.returned_at) end)
             order by r.wing_name, r.room_number, b.label)
      from public.beds b
      join public.hostel_room r on r.id = b.room_id
      join auth.users u on u.id = b.occupant_id
      left join public.student_records s on s.user_id = b.occupant_id
      left join public.rollcall_marks m
        on m.hostel_name = p_hostel_name and m.night = p_night and m.user_id = b.occupant_id
      left join lateral public.roll_call_leave(b.occupant_id, v_call, v_dusk) l on true
      where r.hostel_name = p_hostel_name and b.occupant_id is not null), '[]'::jsonb));
end;
$$;

-- The warden of the hostel, or the whole office, marks residents present (or takes the mark back) for tonight or last
-- night; audited once for the marks that changed, so a retry changes and records nothing. Outcomes: marked (with how
-- many residents were named), invalid, unknown_hostel, forbidden, night_closed, not_resident (someone named holds no
-- bed in the hostel: nothing is marked).
create function public.mark_roll_call(
  p_hostel_name text, p_night date, p_user_ids uuid[], p_present boolean, p_actor_id uuid, p_actor_email text)
returns table (outcome text, marked integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_changed uuid[];
begin
  if p_present is null or p_night is null or coalesce(cardinality(p_user_ids), 0) not between 1 and 200
     or array_position(p_user_ids, null) is not null then
    return query select 'invalid'::text, 0;
    return;
  end if;
  if not exists (select 1 from public.hostels h where h.name = p_hostel_name) then
    return query select 'unknown_hostel'::text, 0;
    return;
  end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then
    return query select 'forbidden'::text, 0;
    return;
  end if;
  if not public.roll_call_open(p_night) then
    return query select 'night_closed'::text, 0;
    return;
  end if;
  select array_agg(distinct x) into v_ids from unnest(p_user_ids) x;
  if exists (select 1 from unnest(v_ids) x
             where not exists (select 1 from public.beds b join public.hostel_room r on r.id = b.room_id
                               where b.occupant_id = x and r.hostel_name = p_hostel_name)) then
    return query select 'not_resident'::text, 0;
    return;
  end if;
  with written as (
    insert into public.rollcall_marks as m (hostel_name, night, user_id, present, marked_at, marked_by)
    select p_hostel_name, p_night, x, p_present, now(), p_actor_id from unnest(v_ids) x
    on conflict (hostel_name, night, user_id) do update
      set present = excluded.present, marked_at = excluded.marked_at, marked_by = excluded.marked_by
      where m.present <> excluded.present
    returning m.user_id
  )
  select array_agg(w.user_id order by w.user_id) into v_changed from written w;
  if v_changed is not null then
    perform public.record_audit('rollcall.mark', 'hostel', p_hostel_name, null,
      jsonb_build_object('night', p_night, 'present', p_present, 'user_ids', to_jsonb(v_changed)),
      null, p_actor_id, p_actor_email);
  end if;
  return query select 'marked'::text, cardinality(v_ids);
end;
$$;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.roll_call_at(date, time),
  public.roll_call_open(date),
  public.roll_call_leave(uuid, timestamptz, timestamptz),
  public.roll_call_night(text, date, uuid),
  public.mark_roll_call(text, date, uuid[], boolean, uuid, text)
from public, anon, authenticated;
