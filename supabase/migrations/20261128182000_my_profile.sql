-- The profile page's first data in one read, as office_dashboard() answers /admin: on a phone every request to the
-- project is a CORS preflight and a round trip, and the page made ten before its panels could show. Each column holds
-- what that panel's own read answers (the same columns, order and shapes), so a panel reads on its own again only
-- after an action. Only the caller's own rows, found by auth.uid(), whoever calls (the office's own profile too).
create function public.my_profile()
returns table (
  student_record jsonb,
  room jsonb,
  complaints jsonb,
  email_off jsonb,
  room_share jsonb,
  roommate_invites jsonb,
  declaration jsonb,
  applications jsonb,
  waitlist jsonb,
  guest_stays jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'sign in to read your profile' using errcode = '42501';
  end if;
  return query select
    (
      select to_jsonb(r) from (
        select s.full_name, s.roll_number, s.programme, s.year, s.phone, s.guardian_name, s.guardian_relation,
               s.guardian_email, s.guardian_phone, s.emergency_name, s.emergency_phone, s.corrected_at
        from public.student_records s where s.user_id = v_user) r),
    -- The latest paid booking's room and its reference (the receipt's address).
    (
      select jsonb_build_object('id', h.id, 'hostel_name', h.hostel_name, 'wing_name', h.wing_name,
                                'room_number', h.room_number, 'occupancy', h.occupancy, 'reference', k.reference)
      from (select b.room_id, b.reference from public.bookings b
            where b.user_id = v_user and b.status = 'paid'
            order by b.paid_at desc limit 1) k
      join public.hostel_room h on h.id = k.room_id),
    coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc) from (
        select x.id, x.complaint_type, x.complaint_category, x.urgency_level, x.resource_link, x.resolved,
               x.in_progress_at, x.created_at, x.due_at, x.answered_at
        from public.complaints_table x where x.user_id = v_user) c), '[]'),
    coalesce((
      select to_jsonb(p.email_off) from public.notification_preferences p where p.user_id = v_user), '[]'),
    (select to_jsonb(s) from public.my_room_share() s limit 1),
    coalesce((
      select jsonb_agg(to_jsonb(i) - 'ordinality' order by i.ordinality)
      from public.my_roommate_invites() with ordinality i), '[]'),
    (
      select jsonb_build_object('gender', p.gender, 'married', p.married, 'corrected_at', p.corrected_at)
      from public.student_profiles p where p.user_id = v_user),
    coalesce((
      select jsonb_agg(to_jsonb(a) - 'id' order by a.created_at desc, a.id desc) from (
        select x.id, x.application_id, x.application_type, x.description, x.status, x.decision, x.decision_note,
               x.created_at
        from public.application_table x where x.user_id = v_user) a), '[]'),
    -- GET /waitlist/me's answer: each live entry, its offer's bed nested while offered.
    jsonb_build_object('entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', w.id, 'hostel_name', w.hostel_name, 'occupancy', w.occupancy, 'status', w.status,
               'position', w.position, 'total', w.total, 'joined_at', w.joined_at,
               'offer', case when w.status = 'offered' then jsonb_build_object(
                 'room_id', w.room_id, 'wing_name', w.wing_name, 'room_number', w.room_number,
                 'bed_label', w.bed_label, 'expires_at', w.expires_at) end)
             order by w.ordinality)
      from public.waitlist_mine(v_user) with ordinality w), '[]')),
    -- GET /guest-stays/mine's stays: what the office reads about the host left out, as the API leaves it out.
    coalesce((
      select jsonb_agg(g.stay - 'host_id' - 'host_name' - 'host_roll_number' order by g.ordinality)
      from jsonb_array_elements(public.my_guest_stays(v_user)) with ordinality g(stay, ordinality)), '[]');
end;
$$;

comment on function public.my_profile() is
  'The caller''s /profile in one row: student_record, room, complaints, email_off, room_share, roommate_invites, declaration, applications, waitlist {entries} and guest_stays, each as that panel''s own read answers it. Signed-in users, their own rows only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function public.my_profile() from public, anon, authenticated;
grant execute on function public.my_profile() to authenticated;
