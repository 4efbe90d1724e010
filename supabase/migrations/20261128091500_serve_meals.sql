-- A counter's queue of scans in one call and one transaction: the API sends the scans that arrive while one batch
-- runs together (server/src/timing/batched.ts), so a meal rush costs the database a call per round, not per scan.
-- Each scan is decided by serve_meal, exactly as alone, and answered at its position in the batch.

create function public.serve_meals(p_scans jsonb)
returns table (scan integer, outcome text, served_mess_id bigint, full_name text, roll_number text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_scan jsonb;
  v_position bigint;
begin
  if jsonb_typeof(p_scans) is distinct from 'array' or jsonb_array_length(p_scans) > 500 then
    raise exception 'scans must be an array of at most 500' using errcode = '22023';
  end if;
  -- Served in one order of student and meal, whatever the batch's: two batches naming the same students wait for each
  -- other's rows of meal_servings rather than deadlock.
  for v_scan, v_position in
    select s.value, s.position from jsonb_array_elements(p_scans) with ordinality s (value, position)
    order by s.value ->> 'user_id', s.value ->> 'meal', s.position
  loop
    return query
      select v_position::integer - 1, r.outcome, r.served_mess_id, r.full_name, r.roll_number
      from public.serve_meal((v_scan ->> 'mess_id')::bigint, (v_scan ->> 'user_id')::uuid, v_scan ->> 'meal',
                             (v_scan ->> 'actor_id')::uuid) r;
  end loop;
end;
$$;

revoke execute on function public.serve_meals(jsonb) from public, anon, authenticated;
