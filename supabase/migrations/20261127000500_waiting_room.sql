-- The selection-day waiting room: when SELECTION_CAPACITY is set, at most that many students are
-- admitted (and unexpired) at once; everyone else waits in line. One live ticket per student (a second tab or device
-- gets the same one back). The line is arrival order, except that arrivals in the first minute after one of the
-- student's selection windows opens get a random place within that minute, so refreshing at 10:00:00.000 gains
-- nothing. An admission lasts p_minutes (ADMISSION_MINUTES); once it runs out the ticket ends, and the student may
-- join again, at the back.
-- The state lives here so several API instances share it. The server (service role) calls the functions below; nobody
-- reads or writes the table directly, students included (their place comes from the server's GET /queue/{ticket}).

create table public.waiting_room_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  arrived_at timestamptz not null,
  -- The place in line: the arrival time, or for an arrival in the first minute after the student's window opened, a
  -- random moment of that minute (every later arrival's key is later, every earlier one's earlier).
  sort_key timestamptz not null,
  -- Ties of sort_key (the same microsecond) go by insertion order.
  seq bigint generated always as identity,
  -- Shuffled arrivals: the end of their minute. Nobody of that minute is admitted before it ends, else the first to
  -- click would still be the first in while seats are free.
  draw_at timestamptz,
  admitted_at timestamptz,
  expires_at timestamptz,
  -- Set when the admission ran out (or, should it ever matter, when the ticket otherwise stopped being live).
  ended_at timestamptz,
  constraint waiting_room_tickets_admission check ((admitted_at is null) = (expires_at is null)),
  constraint waiting_room_tickets_expiry check (expires_at > admitted_at)
);
comment on table public.waiting_room_tickets is 'The selection-day waiting room: one row per place in line. Live while ended_at is null (at most one per student); waiting while admitted_at is null, in (sort_key, seq) order; admitted until expires_at. Server only, through waiting_room_join(), waiting_room_status() and waiting_room_admitted().';
create unique index waiting_room_tickets_live_idx on public.waiting_room_tickets (user_id) where ended_at is null;
create index waiting_room_tickets_line_idx on public.waiting_room_tickets (sort_key, seq)
  where ended_at is null and admitted_at is null;
create index waiting_room_tickets_admitted_idx on public.waiting_room_tickets (expires_at)
  where ended_at is null and admitted_at is not null;

alter table public.waiting_room_tickets enable row level security;
revoke all on public.waiting_room_tickets from anon, authenticated;

-- Admitting needs one view of the whole room: "fewer than the capacity are in, so the head of the line may enter" must
-- not be true for two transactions at once, or the capacity is overrun. So every admission runs under one
-- transaction-scoped advisory lock rather than `for update skip locked`, which suits workers claiming independent rows
-- but would let two instances each count the same free seat. The section it guards is a few index lookups; status
-- calls that have nothing to admit never take it.
create function public.lock_waiting_room()
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('campus-hostel:waiting-room', 0));
$$;

-- Under the lock: ends admissions that ran out, then admits from the head of the line (skipping shuffled arrivals
-- whose minute has not ended) while fewer than p_capacity are admitted.
create function public.waiting_room_admit(p_capacity integer, p_minutes integer, p_now timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_in integer;
begin
  update public.waiting_room_tickets t set ended_at = p_now
  where t.ended_at is null and t.admitted_at is not null and t.expires_at <= p_now;
  select count(*)::integer into v_in from public.waiting_room_tickets t
  where t.ended_at is null and t.admitted_at is not null;
  if v_in >= p_capacity then return; end if;
  update public.waiting_room_tickets t
  set admitted_at = p_now, expires_at = p_now + make_interval(mins => p_minutes)
  where t.id in (
    select w.id from public.waiting_room_tickets w
    where w.ended_at is null and w.admitted_at is null and (w.draw_at is null or w.draw_at <= p_now)
    order by w.sort_key, w.seq
    limit p_capacity - v_in);
end;
$$;

-- A ticket as its student sees it at p_now: waiting (1-based position among waiting tickets, and how many are ahead),
-- admitted (until expires_at), or expired. draw_at: when a shuffled arrival's minute ends.
create function public.waiting_room_answer(p_ticket uuid, p_now timestamptz)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz)
language sql
set search_path = ''
as $$
  select case when t.ended_at is not null or t.expires_at <= p_now then 'expired'
              when t.admitted_at is not null then 'admitted'
              else 'waiting' end,
         l.ahead + 1, l.ahead,
         case when t.ended_at is null and t.expires_at > p_now then t.expires_at end,
         t.draw_at
  from public.waiting_room_tickets t
  left join lateral (
    select count(*)::integer as ahead from public.waiting_room_tickets w
    where w.ended_at is null and w.admitted_at is null and (w.sort_key, w.seq) < (t.sort_key, t.seq)
  ) l on t.ended_at is null and t.admitted_at is null
  where t.id = p_ticket;
$$;

create function public.waiting_room_check(p_capacity integer, p_minutes integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_capacity is null or p_capacity < 1 or p_capacity > 1000000 then
    raise exception 'capacity must be between 1 and 1000000' using errcode = '22023';
  end if;
  if p_minutes is null or p_minutes < 1 or p_minutes > 1440 then
    raise exception 'admission minutes must be between 1 and 1440' using errcode = '22023';
  end if;
end;
$$;

-- A student arrives (POST /queue): their live ticket, the same one for every tab and device (an admission that ran out
-- ends first, so they join again at the back), admitted at once when there is room and nobody admissible is ahead.
create function public.waiting_room_join(p_user_id uuid, p_capacity integer, p_minutes integer)
returns table (ticket uuid, outcome text, "position" integer, ahead integer, expires_at timestamptz,
               draw_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz;
  v_ticket uuid;
  v_opened timestamptz;
  v_key timestamptz;
  v_draw timestamptz;
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  perform public.lock_waiting_room();
  -- Read after the lock: arrival order is the order the lock grants, so a later key never was admitted first.
  v_now := clock_timestamp();
  update public.waiting_room_tickets t set ended_at = v_now
  where t.user_id = p_user_id and t.ended_at is null and t.expires_at <= v_now;
  select t.id into v_ticket from public.waiting_room_tickets t where t.user_id = p_user_id and t.ended_at is null;
  if not found then
    -- The latest opening, at or before now, of a window that admits the student (their slot's start for slots).
    select max(w.starts_at) into v_opened from public.student_window_times(p_user_id, null) w
    where w.starts_at <= v_now;
    if v_opened > v_now - interval '1 minute' then
      v_key := v_opened + random() * interval '1 minute';
      v_draw := v_opened + interval '1 minute';
    else
      v_key := v_now;
    end if;
    insert into public.waiting_room_tickets (user_id, arrived_at, sort_key, draw_at)
    values (p_user_id, v_now, v_key, v_draw)
    returning id into v_ticket;
  end if;
  perform public.waiting_room_admit(p_capacity, p_minutes, v_now);
  return query select v_ticket, a.outcome, a."position", a.ahead, a.expires_at, a.draw_at
    from public.waiting_room_answer(v_ticket, v_now) a;
end;
$$;
comment on function public.waiting_room_join(uuid, integer, integer) is 'POST /queue: the student''s live ticket (idempotent: the same for every tab and device), created at the back of the line (or at a random place in the first minute after their window opened) when they have none; admits from the head of the line while fewer than p_capacity are admitted. Outcome waiting (position, ahead, draw_at) | admitted (expires_at).';

-- GET /queue/{ticket}: first admits from the head of the line if a seat is free, then answers. Outcome not_found (no
-- such ticket, or another student's: indistinguishable) | waiting | admitted | expired (the admission ran out: the
-- ticket ends, and joining again places the student at the back).
create function public.waiting_room_status(p_ticket uuid, p_user_id uuid, p_capacity integer, p_minutes integer)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  if not exists (select 1 from public.waiting_room_tickets t where t.id = p_ticket and t.user_id = p_user_id) then
    return query select 'not_found'::text, null::integer, null::integer, null::timestamptz, null::timestamptz;
    return;
  end if;
  -- The lock only when there may be an admission to make: a seat free and someone admissible waiting. Thousands
  -- polling a full room read side by side; the admission itself re-counts under the lock.
  if (select count(*) from public.waiting_room_tickets t
      where t.ended_at is null and t.admitted_at is not null and t.expires_at > v_now) < p_capacity
     and exists (select 1 from public.waiting_room_tickets w
                 where w.ended_at is null and w.admitted_at is null and (w.draw_at is null or w.draw_at <= v_now)) then
    perform public.lock_waiting_room();
    v_now := clock_timestamp();
    perform public.waiting_room_admit(p_capacity, p_minutes, v_now);
  end if;
  update public.waiting_room_tickets t set ended_at = v_now
  where t.id = p_ticket and t.ended_at is null and t.expires_at <= v_now;
  return query select * from public.waiting_room_answer(p_ticket, v_now);
end;
$$;
comment on function public.waiting_room_status(uuid, uuid, integer, integer) is 'GET /queue/{ticket}: admits from the head of the line while fewer than p_capacity are admitted, then answers the student''s ticket: not_found (none, or not theirs) | waiting (position 1-based, ahead, draw_at) | admitted (expires_at) | expired (their admission ran out; the ticket has ended).';

-- The hold check: the student holds a live admission, or is coming back to the room they hold (a retry with another
-- card outlives the admission it was granted in, as a hold outlives its selection window).
create function public.waiting_room_admitted(p_user_id uuid, p_room_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.waiting_room_tickets t
                 where t.user_id = p_user_id and t.ended_at is null and t.admitted_at is not null
                   and t.expires_at > now())
      or exists (select 1 from public.beds b
                 where b.room_id = p_room_id and b.held_by = p_user_id and b.held_until > now());
$$;
comment on function public.waiting_room_admitted(uuid, bigint) is 'Whether the student may hold a bed of the room while the waiting room is on: a live admission, or a live hold of theirs on that room.';

revoke execute on function
  public.lock_waiting_room(),
  public.waiting_room_admit(integer, integer, timestamptz),
  public.waiting_room_answer(uuid, timestamptz),
  public.waiting_room_check(integer, integer),
  public.waiting_room_join(uuid, integer, integer),
  public.waiting_room_status(uuid, uuid, integer, integer),
  public.waiting_room_admitted(uuid, bigint)
from public, anon, authenticated;
grant execute on function
  public.waiting_room_join(uuid, integer, integer),
  public.waiting_room_status(uuid, uuid, integer, integer),
  public.waiting_room_admitted(uuid, bigint)
to service_role;
