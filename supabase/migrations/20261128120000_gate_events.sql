-- The gate's record of a leave: one exit and one return at most per leave (the unique key is what keeps two gates
-- scanning one pass from recording it twice), each with the moment, the gate's hostel, the guard and whether a return
-- came after the leave's end. A guard keeps the gates of the hostels their places name (office_places kind 'gate').

create function public.member_keeps_gate(p_user_id uuid, p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.account_role(p_user_id) in ('admin', 'staff'), false) or exists (
    select 1 from public.office_places p
    where p.user_id = p_user_id and p.kind = 'gate' and p.hostel_name = p_hostel_name
      and public.account_role(p_user_id) = 'guard');
$$;

comment on function public.member_keeps_gate(uuid, text) is 'True when the account is the whole office, or a guard whose places name that hostel''s gate.';

revoke all on function public.member_keeps_gate(uuid, text) from public, anon, authenticated;
grant execute on function public.member_keeps_gate(uuid, text) to service_role;

create function public.keeps_gate(p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_keeps_gate((select auth.uid()), p_hostel_name);
$$;

comment on function public.keeps_gate(text) is 'member_keeps_gate for the caller: what RLS asks.';

revoke all on function public.keeps_gate(text) from public, anon;
grant execute on function public.keeps_gate(text) to authenticated, service_role;

create table public.gate_events (
  id bigint generated always as identity primary key,
  leave_id bigint not null references public.leave_requests (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade,
  direction text not null check (direction in ('out', 'in')),
  at timestamptz not null default now(),
  -- A return after the leave's end.
  late boolean not null default false,
  guard_id uuid references auth.users (id) on delete set null,
  constraint gate_events_once unique (leave_id, direction),
  constraint gate_events_late_returns check (direction = 'in' or not late)
);

comment on table public.gate_events is 'Exits and returns through a hostel''s gate on an approved leave: at most one of each per leave; written only by the gate''s functions.';

create index gate_events_hostel_at_idx on public.gate_events (hostel_name, at desc);
create index gate_events_user_idx on public.gate_events (user_id, at desc);

alter table public.gate_events enable row level security;

revoke all on public.gate_events from anon, authenticated;
grant select on public.gate_events to authenticated;

create policy "students read their own gate events" on public.gate_events
  for select to authenticated using (user_id = (select auth.uid()));
create policy "wardens and the office read their hostels' gate events" on public.gate_events
  for select to authenticated using ((select public.serves_hostel(hostel_name)));
create policy "guards read their gates' events" on public.gate_events
  for select to authenticated using ((select public.keeps_gate(hostel_name)));
