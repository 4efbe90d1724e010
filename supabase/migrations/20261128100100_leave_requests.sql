-- Leave's writes, each one function the server calls with the secret key and the actor it verified: the rules, a
-- proposed guardian and its confirmation, a request, the guardian's answer by link and code, the warden's decision, the
-- student's cancel, and the mess rebate an approved leave makes. Each answers an outcome the server maps to HTTP.

-- The office (or the hostel's warden) edits a hostel's rules; audited. Outcomes: saved, forbidden, not_found, invalid.
create function public.save_leave_rules(
  p_hostel_name text, p_notice_hours integer, p_max_days integer, p_guardian_consent boolean, p_curfew time,
  p_late_notice_minutes integer, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.leave_rules%rowtype;
  v_after public.leave_rules%rowtype;
begin
  if p_notice_hours is null or p_notice_hours not between 0 and 720 or p_max_days is null
     or p_max_days not between 1 and 180 or p_guardian_consent is null or p_curfew is null
     or p_late_notice_minutes is null or p_late_notice_minutes not between 0 and 1440 then
    return 'invalid';
  end if;
  select * into v_before from public.leave_rules r where r.hostel_name = p_hostel_name for update;
  if not found then return 'not_found'; end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then return 'forbidden'; end if;
  update public.leave_rules r
  set notice_hours = p_notice_hours, max_days = p_max_days, guardian_consent = p_guardian_consent, curfew = p_curfew,
      late_notice_minutes = p_late_notice_minutes, updated_at = now(), updated_by = p_actor_id
  where r.hostel_name = p_hostel_name
  returning * into v_after;
  perform public.record_audit('leave_rules.edit', 'hostel', p_hostel_name,
    to_jsonb(v_before) - 'updated_at' - 'updated_by', to_jsonb(v_after) - 'updated_at' - 'updated_by',
    null, p_actor_id, p_actor_email);
  return 'saved';
end;
$$;

-- The student proposes a guardian; a pending proposal is replaced. Outcomes: proposed, no_record (no student record
-- yet: the guardian is asked there first), unchanged (the record's guardian already).
create function public.propose_guardian(
  p_user_id uuid, p_name text, p_relation text, p_email text, p_phone text)
returns table (outcome text, change_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_record public.student_records%rowtype;
  v_id bigint;
begin
  perform public.lock_student(p_user_id);
  select * into v_record from public.student_records r where r.user_id = p_user_id;
  if not found then
    return query select 'no_record'::text, null::bigint;
    return;
  end if;
  if v_record.guardian_name = btrim(p_name) and v_record.guardian_relation = p_relation
     and v_record.guardian_email = lower(btrim(p_email)) and v_record.guardian_phone = p_phone then
    delete from public.guardian_changes g where g.user_id = p_user_id and g.status = 'pending';
    return query select 'unchanged'::text, null::bigint;
    return;
  end if;
  delete from public.guardian_changes g where g.user_id = p_user_id and g.status = 'pending';
  insert into public.guardian_changes (user_id, guardian_name, guardian_relation, guardian_email, guardian_phone)
  values (p_user_id, btrim(p_name), p_relation, lower(btrim(p_email)), p_phone)
  returning id into v_id;
  return query select 'proposed'::text, v_id;
end;
$$;

-- The whole office, or the warden of the student's hostel, confirms a proposed guardian into the student record or
-- refuses it, with a note; audited. Outcomes: decided, unchanged (the same decision again), already_decided, forbidden,
-- not_found, invalid.
create function public.decide_guardian_change(
  p_change_id bigint, p_decision text, p_note text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_change public.guardian_changes%rowtype;
  v_record public.student_records%rowtype;
  v_note text := nullif(btrim(p_note), '');
begin
  if coalesce(p_decision, '') not in ('confirmed', 'refused') or char_length(v_note) > 500 then return 'invalid'; end if;
  select * into v_change from public.guardian_changes g where g.id = p_change_id for update;
  if not found then return 'not_found'; end if;
  -- A student without a bed has no warden: then only the whole office decides.
  if not public.member_serves_hostel(p_actor_id, public.hostel_of(v_change.user_id)) then return 'forbidden'; end if;
  if v_change.status = p_decision then return 'unchanged'; end if;
  if v_change.status <> 'pending' then return 'already_decided'; end if;
  update public.guardian_changes g set status = p_decision, note = v_note, decided_by = p_actor_id, decided_at = now()
  where g.id = p_change_id;
  select * into v_record from public.student_records r where r.user_id = v_change.user_id for update;
  if p_decision = 'confirmed' then
    update public.student_records r
    set guardian_name = v_change.guardian_name, guardian_relation = v_change.guardian_relation,
        guardian_email = v_change.guardian_email, guardian_phone = v_change.guardian_phone, corrected_at = now(),
        corrected_by = p_actor_email
    where r.user_id = v_change.user_id;
  end if;
  perform public.record_audit('guardian.' || case p_decision when 'confirmed' then 'confirm' else 'refuse' end,
    'user', v_change.user_id::text,
    jsonb_build_object('guardian_name', v_record.guardian_name, 'guardian_relation', v_record.guardian_relation,
                       'guardian_email', v_record.guardian_email, 'guardian_phone', v_record.guardian_phone),
    jsonb_build_object('guardian_name', v_change.guardian_name, 'guardian_relation', v_change.guardian_relation,
                       'guardian_email', v_change.guardian_email, 'guardian_phone', v_change.guardian_phone,
                       'change_id', p_change_id, 'status', p_decision),
    v_note, p_actor_id, p_actor_email);
  return 'decided';
end;
$$;

-- What a leave's messages say of it.
create function public.leave_facts(p_leave public.leave_requests)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('leave_id', p_leave.id, 'status', p_leave.status, 'from_at', p_leave.from_at,
                            'to_at', p_leave.to_at, 'destination', p_leave.destination, 'note', p_leave.note);
$$;

-- Tells the student a leave's step (once per leave and status); p_by says whose step it was.
create function public.notify_leave_status(p_leave public.leave_requests, p_by text)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.notify(p_leave.user_id, null, 'leave_status',
    public.leave_facts(p_leave) || jsonb_build_object('by', p_by),
    'leave_status:' || p_leave.id || ':' || p_leave.status);
$$;

-- Makes the guardian's one-time link and queues its mail to the guardian's address: a 256-bit token for the link and a
-- six-digit code for the mail's text, both stored hashed. The link lapses when the leave starts, or in three days.
create function public.ask_guardian(p_leave public.leave_requests)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  v_code text := lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint)
                        % 1000000)::text, 6, '0');
  v_expires timestamptz := least(p_leave.from_at, now() + interval '3 days');
  v_student text;
begin
  insert into public.leave_guardian_links (leave_id, token_hash, code_hash, expires_at)
  values (p_leave.id, encode(sha256(convert_to(v_token, 'UTF8')), 'hex'),
          encode(sha256(convert_to(v_token || ':' || v_code, 'UTF8')), 'hex'), v_expires);
  select s.full_name into v_student from public.student_records s where s.user_id = p_leave.user_id;
  insert into public.notifications (user_id, email, kind, data, dedupe_key)
  values (null, p_leave.guardian_email, 'leave_guardian_consent',
          public.leave_facts(p_leave) || jsonb_build_object('token', v_token, 'code', v_code, 'student_name', v_student,
            'hostel_name', p_leave.hostel_name, 'reason', p_leave.reason, 'expires_at', v_expires),
          'leave_guardian:' || p_leave.id);
end;
$$;

-- Asks for leave under the hostel's rules: the student holds a bed (their hostel decides), the leave starts at least
-- notice_hours from now and lasts at most max_days, clear of their other open leave, at most five asked a day. A retry
-- (same moments, still open) answers that request again. Outcomes: applied, invalid, no_bed, no_guardian (consent is
-- needed and there is no student record), too_late, too_long, overlaps, too_many; with the rules, to say them.
create function public.apply_leave(
  p_user_id uuid, p_from_at timestamptz, p_to_at timestamptz, p_destination text, p_reason text, p_phone text)
returns table (outcome text, leave_id bigint, status text, notice_hours integer, max_days integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hostel text;
  v_rules public.leave_rules%rowtype;
  v_guardian text;
  v_leave public.leave_requests%rowtype;
  v_problem text;
begin
  if p_from_at is null or p_to_at is null or p_to_at <= p_from_at
     or char_length(btrim(coalesce(p_destination, ''))) not between 1 and 120
     or char_length(btrim(coalesce(p_reason, ''))) not between 1 and 500
     or coalesce(p_phone, '') !~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$' then
    return query select 'invalid'::text, null::bigint, null::text, null::integer, null::integer;
    return;
  end if;
  perform public.lock_student(p_user_id);
  v_hostel := public.hostel_of(p_user_id);
  if v_hostel is null then
    return query select 'no_bed'::text, null::bigint, null::text, null::integer, null::integer;
    return;
  end if;
  select * into v_rules from public.leave_rules r where r.hostel_name = v_hostel;
  select * into v_leave from public.leave_requests l
  where l.user_id = p_user_id and l.from_at = p_from_at and l.to_at = p_to_at
    and l.status in ('awaiting_guardian', 'awaiting_warden', 'approved');
  if found then
    return query select 'applied'::text, v_leave.id, v_leave.status, v_rules.notice_hours, v_rules.max_days;
    return;
  end if;
  select r.guardian_email into v_guardian from public.student_records r where r.user_id = p_user_id;
  v_problem := case
    when v_rules.guardian_consent and v_guardian is null then 'no_guardian'
    when p_from_at < now() + make_interval(hours => v_rules.notice_hours) then 'too_late'
    when p_to_at - p_from_at > make_interval(days => v_rules.max_days) then 'too_long'
    when exists (select 1 from public.leave_requests l
                 where l.user_id = p_user_id and l.status in ('awaiting_guardian', 'awaiting_warden', 'approved')
                   and tstzrange(l.from_at, l.to_at) && tstzrange(p_from_at, p_to_at)) then 'overlaps'
    when (select count(*) from public.leave_requests l
          where l.user_id = p_user_id and l.created_at > now() - interval '1 day') >= 5 then 'too_many'
  end;
  if v_problem is not null then
    return query select v_problem, null::bigint, null::text, v_rules.notice_hours, v_rules.max_days;
    return;
  end if;
  insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                     guardian_required, guardian_email)
  values (p_user_id, v_hostel, p_from_at, p_to_at, btrim(p_destination), btrim(p_reason), p_phone,
          case when v_rules.guardian_consent then 'awaiting_guardian' else 'awaiting_warden' end,
          v_rules.guardian_consent, v_guardian)
  returning * into v_leave;
  if v_leave.guardian_required then perform public.ask_guardian(v_leave); end if;
  perform public.notify_leave_status(v_leave, 'student');
  return query select 'applied'::text, v_leave.id, v_leave.status, v_rules.notice_hours, v_rules.max_days;
end;
$$;
