-- A leave shortened before it ends (the student will come back sooner): its end moves earlier and its mess rebates
-- follow, so days the student is back are billed again. The gate's early return does likewise with the moment of return.

-- The student moves their leave's end earlier, to a moment after both its start and now. Outcomes: shortened,
-- not_found (no such leave of theirs), closed (rejected or cancelled), ended (already over), invalid (not earlier than
-- the present end, or not after its start and now).
create function public.shorten_leave(p_user_id uuid, p_leave_id bigint, p_to_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leave public.leave_requests%rowtype;
begin
  select * into v_leave from public.leave_requests l where l.id = p_leave_id and l.user_id = p_user_id for update;
  if not found then return 'not_found'; end if;
  if v_leave.status in ('rejected', 'cancelled') then return 'closed'; end if;
  if v_leave.to_at <= now() then return 'ended'; end if;
  if p_to_at is null or p_to_at >= v_leave.to_at or p_to_at <= greatest(v_leave.from_at, now()) then
    return 'invalid';
  end if;
  update public.leave_requests l set to_at = p_to_at where l.id = p_leave_id;
  perform public.sync_leave_rebates(p_leave_id, v_leave.decided_by);
  return 'shortened';
end;
$$;

revoke execute on function public.shorten_leave(uuid, bigint, timestamptz) from public, anon, authenticated;
