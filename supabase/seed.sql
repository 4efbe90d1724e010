-- Local and demo data only (never pushed to a hosted project): rooms of every hostel, notices,
-- the three demo accounts, a little history for the demo student and the office's work on it.

-- Rooms, one per place of each students' hostel in public.hostels that has none yet (a guest house's rooms are its
-- own, in public.guest_rooms). Large hostels have wings A–D, small ones A–B, 25 rooms a floor numbered floor*100 + n.
-- The first rooms of each wing's ground floor are the accessible places; about a third are doubles; married students'
-- flats are all doubles. Roughly a third of the rooms are occupied.
with hostels (hostel_name, total, wings, accessible_per_wing, all_double) as (
  select name, places + accessible_places, w.wings, accessible_places / w.wings, kind = 'married'
  from public.hostels,
       lateral (select case when places + accessible_places > 200 then 4 else 2 end as wings) w
  where kind <> 'guest' and not exists (select 1 from public.hostel_room r where r.hostel_name = name)
), rooms as (
  select h.hostel_name, h.all_double, h.accessible_per_wing, n,
         ceil(h.total::numeric / h.wings)::integer as wing_size
  from hostels h, generate_series(1, h.total) as n
), placed as (
  select hostel_name, all_double, accessible_per_wing, n,
         chr(65 + (n - 1) / wing_size) as wing_name,
         (n - 1) % wing_size + 1 as k
  from rooms
), names (idx, full_name) as (
  select row_number() over () - 1, v from unnest(array[
    'Rohan Verma', 'Priya Nair', 'Aditya Kulkarni', 'Sneha Reddy', 'Vikram Singh', 'Ananya Iyer',
    'Karan Mehta', 'Divya Menon', 'Arjun Patel', 'Meera Joshi', 'Siddharth Rao', 'Kavya Pillai',
    'Rahul Gupta', 'Ishita Das', 'Nikhil Chauhan', 'Pooja Bhatt', 'Manish Tiwari', 'Neha Saxena',
    'Harsh Vardhan', 'Tanvi Deshpande', 'Yash Agarwal', 'Riya Banerjee', 'Abhishek Yadav', 'Shreya Ghosh']) as v
)
insert into public.hostel_room (hostel_name, wing_name, room_number, occupancy, status, person1, accessible)
select p.hostel_name,
       p.wing_name,
       (1 + (p.k - 1) / 25) * 100 + (p.k - 1) % 25 + 1,
       case when p.all_double or p.k % 3 = 0 then 2 else 1 end,
       occupied,
       case when occupied then (select full_name from names where idx = p.n % 24) end,
       p.k <= p.accessible_per_wing
from placed p,
     lateral (select (abs(hashtext(p.hostel_name || ':' || p.n)) % 100) < 35 as occupied) o
order by p.hostel_name, p.wing_name, p.k
on conflict (hostel_name, wing_name, room_number) do nothing;

insert into public.notices (title, body, published_at) values
  ('Room selection for the new semester',
   'Room selection opens on Monday at 10:00. Book a vacant room from the status page; a room is reserved for you for 15 minutes while you pay.',
   now() - interval '1 day'),
  ('Water supply maintenance in Gopad',
   'Water supply in Gopad wings C and D will be off on Saturday from 09:00 to 13:00 for tank cleaning.',
   now() - interval '3 days'),
  ('Mess menu feedback',
   'Share your feedback on the new mess menu through the complaint form (category: mess food quality) by the end of the month.',
   now() - interval '6 days'),
  ('Wi-Fi upgrade',
   'All four hostels now have faster Wi-Fi. If your room''s connection is slow, raise an internet complaint and we will check it within 24 hours.',
   now() - interval '10 days');

-- Demo accounts (documented in the README), each row as GoTrue writes one (supabase/auth internal/models/user.go):
-- the zero instance_id it looks users up in, '' in the token columns it reads into strings, both timestamps, and an
-- email identity keyed by the user's id. Passwords hashed with bcrypt, as Supabase Auth does.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                        raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
                        email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
       extensions.crypt(d.password, extensions.gen_salt('bf', 10)), now(), d.app_metadata, d.user_metadata, now(), now(),
       '', '', '', ''
from (values
  ('00000000-0000-4000-8000-00000000a001'::uuid, 'admin@hostel.local', 'admin-pass-2026',
   '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb, '{"full_name": "Hostel Admin"}'::jsonb),
  ('00000000-0000-4000-8000-00000000a002'::uuid, 'staff@hostel.local', 'staff-pass-2026',
   '{"provider": "email", "providers": ["email"], "role": "staff"}'::jsonb, '{"full_name": "Meera Iyer"}'::jsonb),
  ('00000000-0000-4000-8000-00000000a003'::uuid, 'warden@hostel.local', 'warden-pass-2026',
   '{"provider": "email", "providers": ["email"], "role": "warden"}'::jsonb, '{"full_name": "Dr. Rakesh Verma"}'::jsonb),
  ('00000000-0000-4000-8000-00000000a004'::uuid, 'mess@hostel.local', 'mess-pass-2026',
   '{"provider": "email", "providers": ["email"], "role": "mess_manager"}'::jsonb, '{"full_name": "Sanjay Patel"}'::jsonb),
  ('00000000-0000-4000-8000-00000000a005'::uuid, 'guard@hostel.local', 'guard-pass-2026',
   '{"provider": "email", "providers": ["email"], "role": "guard"}'::jsonb, '{"full_name": "Ramesh Yadav"}'::jsonb),
  ('00000000-0000-4000-8000-00000000a006'::uuid, 'technician@hostel.local', 'technician-pass-2026',
   '{"provider": "email", "providers": ["email"], "role": "technician"}'::jsonb, '{"full_name": "Vikram Singh"}'::jsonb),
  ('00000000-0000-4000-8000-00000000b001'::uuid, 'student@hostel.local', 'student-pass-2026',
   '{"provider": "email", "providers": ["email"]}'::jsonb,
   '{"full_name": "Aarav Sharma", "role": "student"}'::jsonb),
  -- A guest account (a student's mother), made a guest by the trigger on auth.users, as sign-up makes one.
  ('00000000-0000-4000-8000-00000000c001'::uuid, 'guest@hostel.local', 'guest-pass-2026',
   '{"provider": "email", "providers": ["email"]}'::jsonb,
   '{"full_name": "Sunita Sharma", "role": "guest"}'::jsonb)
) as d (id, email, password, app_metadata, user_metadata)
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users u
where u.id in ('00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002',
               '00000000-0000-4000-8000-00000000a003', '00000000-0000-4000-8000-00000000a004',
               '00000000-0000-4000-8000-00000000a005', '00000000-0000-4000-8000-00000000a006',
               '00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000c001')
on conflict (provider_id, provider) do nothing;

-- The demo's messes: Kanhar's and Gopad's (which feeds both), and Indravati's, which feeds Shivnath too.
insert into public.messes (name, caterer, daily_rate_minor, guest_meal_minor, capacity)
values ('Kanhar Mess', 'Annapurna Caterers', 13000, 8000, 600),
       ('Gopad Mess', 'Shree Balaji Foods', 12500, 7500, 500),
       ('Indravati Mess', 'Maa Durga Caterers', 12000, 7000, 700)
on conflict (name) do nothing;

insert into public.mess_hostels (mess_id, hostel_name, is_default)
select m.id, h.hostel_name, h.is_default
from (values ('Kanhar Mess', 'Kanhar', true), ('Gopad Mess', 'Gopad', true), ('Gopad Mess', 'Kanhar', false),
             ('Indravati Mess', 'Indravati', true), ('Indravati Mess', 'Shivnath', true)) h (mess, hostel_name, is_default)
join public.messes m on m.name = h.mess
on conflict do nothing;

insert into public.mess_extra_items (mess_id, name, price_minor)
select m.id, i.name, i.price_minor
from public.messes m
cross join (values ('Paneer curry', 6000), ('Egg curry', 4000), ('Sweet lassi', 2500), ('Curd', 1500)) i (name, price_minor)
on conflict do nothing;

-- The places the demo's scoped roles serve: Kanhar's warden, Gopad's mess, Indravati's gate, and the plumbing and
-- electrical trades.
insert into public.office_places (user_id, kind, hostel_name, trade, mess_id)
values ('00000000-0000-4000-8000-00000000a003', 'hostel', 'Kanhar', null, null),
       ('00000000-0000-4000-8000-00000000a004', 'mess', null, null, (select id from public.messes where name = 'Gopad Mess')),
       ('00000000-0000-4000-8000-00000000a005', 'gate', 'Indravati', null, null),
       ('00000000-0000-4000-8000-00000000a006', 'trade', null, 'plumbing', null),
       ('00000000-0000-4000-8000-00000000a006', 'trade', null, 'electrical', null)
on conflict do nothing;

-- The demo student has declared gender and married status, so the boys' hostels take them and the others say why not.
insert into public.student_profiles (user_id, gender, married, declared_at)
values ('00000000-0000-4000-8000-00000000b001', 'male', false, now() - interval '30 days')
on conflict (user_id) do nothing;

-- And has filled in their student record, asked once before a first booking: the Aarav Sharma of their account, in
-- the fifth semester (third year) of a B.Tech in Computer Science.
insert into public.student_records (user_id, full_name, roll_number, programme, year, phone, guardian_name,
                                    guardian_relation, guardian_email, guardian_phone, emergency_name, emergency_phone,
                                    created_at)
values ('00000000-0000-4000-8000-00000000b001', 'Aarav Sharma', 'B23CS041', 'btech', 3, '9876543210', 'Rajesh Sharma',
        'father', 'rajesh.sharma@example.com', '9812345678', 'Sunita Sharma', '9898989898', now() - interval '30 days')
on conflict (user_id) do nothing;

insert into public.application_table (application_type, description, status, email, user_id, created_at, resolved_at, resolved_by) values
  ('Room Change', 'My room''s window does not close properly and it gets very cold at night. I would like to move to another room in the same wing.',
   true, 'student@hostel.local', '00000000-0000-4000-8000-00000000b001', now() - interval '20 days', now() - interval '18 days', 'admin@hostel.local'),
  ('Other', 'Requesting permission to keep a bicycle in the hostel parking area.',
   false, 'student@hostel.local', '00000000-0000-4000-8000-00000000b001', now() - interval '4 days', null, null);

-- Complaints: the first one is what the status-page check of ID 1 finds.
insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, user_id, created_at, resolved_at, resolved_by) values
  ('internet-issue', 'wifi-not-working', 'Wi-Fi drops every few minutes in wing B, second floor.', 'medium', '', false,
   'student@hostel.local', '00000000-0000-4000-8000-00000000b001', now() - interval '2 days', null, null),
  ('facility-maintenance', 'plumbing-issue', 'The tap in the second-floor washroom of wing B leaks continuously.', 'high', '', true,
   'student@hostel.local', '00000000-0000-4000-8000-00000000b001', now() - interval '12 days', now() - interval '11 days', 'admin@hostel.local');

-- The office's work.

-- Notices keep their publication time as their creation time; the published ones count as delivered, so the sweep does
-- not ring every demo account's bell with old news at the first start.
update public.notices set created_at = published_at, updated_at = published_at, delivered_at = published_at
where published_at < created_at;

-- A hostel change the staff rejected with a note.
insert into public.application_table (application_type, description, status, decision, decision_note, email, user_id, created_at, resolved_at, resolved_by) values
  ('Hostel Change', 'I would like to move to Indravati, which is nearer my department.',
   true, 'rejected', 'Indravati is the girls'' hostel. Ask for a room change within Kanhar or Gopad instead.',
   'student@hostel.local', '00000000-0000-4000-8000-00000000b001', now() - interval '9 days', now() - interval '8 days', 'staff@hostel.local');

-- The office answered the Wi-Fi complaint on time and is still on it; the tap was resolved, a day after it was raised;
-- a noise complaint is past its due time unanswered.
update public.complaints_table
set answered_at = now() - interval '28 hours', in_progress_at = now() - interval '28 hours',
    assigned_to = '00000000-0000-4000-8000-00000000a002', assigned_email = 'staff@hostel.local'
where user_id = '00000000-0000-4000-8000-00000000b001' and complaint_category = 'wifi-not-working';
update public.complaints_table set answered_at = resolved_at, in_progress_at = resolved_at
where user_id = '00000000-0000-4000-8000-00000000b001' and resolved;
insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, user_id, created_at) values
  ('noise-disturbance', 'noise-common-areas', 'The common room in wing B plays music loudly after midnight.', 'low', '', false,
   'student@hostel.local', '00000000-0000-4000-8000-00000000b001', now() - interval '30 hours');

-- The Wi-Fi thread: the office's answer (which the student was told of) and the student's reply.
insert into public.complaint_replies (complaint_id, author_id, from_office, body, created_at)
select c.id, r.author_id, r.from_office, r.body, r.created_at
from public.complaints_table c,
     (values
       ('00000000-0000-4000-8000-00000000a002'::uuid, true,
        'We have asked the network team to replace the access point in wing B, second floor. It should be done by Friday.',
        now() - interval '28 hours'),
       ('00000000-0000-4000-8000-00000000b001'::uuid, false,
        'Thank you. It is a little better, but it still drops around 10 pm.', now() - interval '20 hours')
     ) as r (author_id, from_office, body, created_at)
where c.user_id = '00000000-0000-4000-8000-00000000b001' and c.complaint_category = 'wifi-not-working'
order by r.created_at;

insert into public.notifications (user_id, email, kind, data, dedupe_key, created_at, email_status, email_attempts, email_sent_at)
select c.user_id, c.email, 'complaint_replied',
       jsonb_build_object('complaint_id', c.id, 'complaint_type', c.complaint_type,
                          'complaint_category', c.complaint_category, 'reply', r.body),
       'complaint_replied:' || r.id, r.created_at, 'sent', 1, r.created_at
from public.complaint_replies r join public.complaints_table c on c.id = r.complaint_id
where r.from_office;

-- What the office has planned for the status page: a notice scheduled for later in the week and a draft.
insert into public.notices (title, body, published_at, created_at, updated_at) values
  ('Hostel day',
   'Hostel day is on Saturday from 17:00 on the Kanhar lawn: dinner, music and the hostel awards. Everyone is welcome.',
   now() + interval '3 days', now() - interval '5 hours', now() - interval '5 hours'),
  ('Fee receipts for the new semester',
   'Receipts for the new semester''s hostel fee will be available from the office from the first week of the month.',
   null, now() - interval '2 hours', now() - interval '2 hours');

-- The audit log's record of the office work above, as the functions would have written it at the time.
insert into public.audit_log (at, actor_id, actor_email, action, target_type, target_id, before, after, reason)
select a.resolved_at, u.id, u.email, 'application.' || case a.decision when 'approved' then 'approve' else 'reject' end,
       'application', a.application_id, jsonb_build_object('status', false, 'decision', null),
       jsonb_build_object('status', true, 'decision', a.decision, 'note', a.decision_note), null
from public.application_table a join auth.users u on u.email = a.resolved_by
where a.user_id = '00000000-0000-4000-8000-00000000b001' and a.status
union all
select c.created_at + interval '2 hours', '00000000-0000-4000-8000-00000000a001', 'admin@hostel.local',
       'complaint.assign', 'complaint', c.id::text, jsonb_build_object('assigned_email', null),
       jsonb_build_object('assigned_email', c.assigned_email), null
from public.complaints_table c where c.assigned_to is not null
union all
select r.created_at, r.author_id, u.email, 'complaint.reply', 'complaint', r.complaint_id::text, null,
       jsonb_build_object('reply_id', r.id, 'body', r.body), null
from public.complaint_replies r join auth.users u on u.id = r.author_id
where r.from_office
union all
select c.resolved_at, u.id, u.email, 'complaint.resolve', 'complaint', c.id::text,
       jsonb_build_object('resolved', false), jsonb_build_object('resolved', true), null
from public.complaints_table c join auth.users u on u.email = c.resolved_by
where c.resolved
union all
select n.created_at, '00000000-0000-4000-8000-00000000a002', 'staff@hostel.local', 'notice.create', 'notice', n.id::text,
       null, jsonb_build_object('title', n.title, 'body', n.body, 'published_at', n.published_at), null
from public.notices n where n.published_at is null or n.published_at > now()
order by 1;

-- The jobs the demo's complaints opened (a trigger makes one for each complaint of a trade) were told of at the time:
-- their notifications count as mailed, so the first start mails no old news.
update public.notifications set email_status = 'sent', email_attempts = 1, email_sent_at = created_at
where kind in ('work_order_job', 'work_order_status') and email_status = 'pending';
