-- A host who leaves their hostel (checked out, their allotment ended or their bed refunded: they hold no bed any more)
-- or goes on leave (a leave approved) can no longer
-- receive a guest: their stays not yet begun (held, awaiting approval, confirmed) are void at once and their nights
-- free. The money is the server's to return: the settling sweep refunds a paid stay in full, or cancels an unpaid one's
-- intent (unsettled_guest_stays).
create function public.void_guest_stays_of(p_host_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stay public.guest_stays%rowtype;
begin
  for v_stay in
    update public.guest_stays s
    set status = 'void', void_reason = p_reason, updated_at = now(),
        -- A hold with no intent yet has nothing to undo.
        settled_at = case when s.payment_intent_id is null then now() end
    where s.host_id = p_host_id and s.status in ('held', 'awaiting_approval', 'confirmed')
    returning *
  loop
    perform public.free_guest_nights(array[v_stay.id]);
    if v_stay.payment_intent_id is not null then
      perform public.notify_guest_stay(v_stay);
    end if;
  end loop;
end;
$$;

comment on function public.void_guest_stays_of(uuid, text) is 'Voids the host''s stays not yet begun (held, awaiting approval, confirmed) for p_reason (host_checked_out | host_on_leave), frees their nights and tells the host; the settling sweep refunds or cancels their payments.';

-- At the end of the transaction, so a move or a swap (the bed freed, another taken) leaves the host's stays alone.
create function public.void_guest_stays_on_checkout()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.beds b where b.occupant_id = old.occupant_id) then
    perform public.void_guest_stays_of(old.occupant_id, 'host_checked_out');
  end if;
  return null;
end;
$$;

create constraint trigger beds_void_guest_stays after update of occupant_id on public.beds
  deferrable initially deferred
  for each row when (old.occupant_id is not null and new.occupant_id is distinct from old.occupant_id)
  execute function public.void_guest_stays_on_checkout();

create function public.void_guest_stays_on_leave()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.void_guest_stays_of(new.user_id, 'host_on_leave');
  return null;
end;
$$;

create trigger leave_requests_void_guest_stays after update of status on public.leave_requests
  for each row when (new.status = 'approved' and old.status is distinct from 'approved')
  execute function public.void_guest_stays_on_leave();

revoke execute on function
  public.void_guest_stays_of(uuid, text),
  public.void_guest_stays_on_checkout(),
  public.void_guest_stays_on_leave()
from public, anon, authenticated;
