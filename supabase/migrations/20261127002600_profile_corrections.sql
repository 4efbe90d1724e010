-- The office's corrections of a student's declaration go through one function the server calls, which records who
-- made it (from their account, never a name the caller types) and writes the audit log in the same transaction.
-- Nobody updates student_profiles directly any more.

drop policy "admins correct profiles" on public.student_profiles;
revoke update on public.student_profiles from authenticated;
comment on column public.student_profiles.corrected_by is 'The email of the admin''s account that last corrected the declaration (set by correct_student_profile only).';

-- Corrects p_user_id's declaration as admin p_actor_id. Outcome corrected (also when nothing differed: then nothing is
-- written) | not_found (no declaration yet) | forbidden (the actor's account is not an admin's now).
create function public.correct_student_profile(
  p_user_id uuid, p_gender text, p_married boolean, p_actor_id uuid, p_actor_email text)
returns table (outcome text, gender text, married boolean, corrected_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor_email text;
  v_before public.student_profiles%rowtype;
  v_after public.student_profiles%rowtype;
begin
  select u.email into v_actor_email from auth.users u where u.id = p_actor_id;
  if public.account_role(p_actor_id) is distinct from 'admin' then
    return query select 'forbidden'::text, null::text, null::boolean, null::timestamptz;
    return;
  end if;
  select * into v_before from public.student_profiles p where p.user_id = p_user_id for update;
  if not found then
    return query select 'not_found'::text, null::text, null::boolean, null::timestamptz;
    return;
  end if;
  if v_before.gender = p_gender and v_before.married = p_married then
    return query select 'corrected'::text, v_before.gender, v_before.married, v_before.corrected_at;
    return;
  end if;
  update public.student_profiles p
  set gender = p_gender, married = p_married, corrected_at = now(), corrected_by = v_actor_email
  where p.user_id = p_user_id
  returning * into v_after;
  perform public.record_audit('profile.correct', 'user', p_user_id::text,
    jsonb_build_object('gender', v_before.gender, 'married', v_before.married),
    jsonb_build_object('gender', v_after.gender, 'married', v_after.married),
    null, p_actor_id, coalesce(v_actor_email, p_actor_email));
  return query select 'corrected'::text, v_after.gender, v_after.married, v_after.corrected_at;
end;
$$;
comment on function public.correct_student_profile(uuid, text, boolean, uuid, text) is
  'The office corrects a student''s declared gender and marital status: admins only (the role their account holds now), audited once per change. Outcome corrected | not_found | forbidden. Server only.';
revoke execute on function public.correct_student_profile(uuid, text, boolean, uuid, text) from public, anon, authenticated;
grant execute on function public.correct_student_profile(uuid, text, boolean, uuid, text) to service_role;
