// Guest accounts, played by an attacker: the kind is the one chosen when the account was made and nothing later changes
// it, a guest may sign up from outside the institute's domain and a student may not, every row that is a student's
// refuses a guest however it is written, a bed's rules name the refusal, and a guest books and reads only their own
// guest stays.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

/** Each table whose rows are a student's, and the account columns its trigger checks. */
const STUDENT_ROWS = [
  ['student_records', 'user_id'],
  ['student_profiles', 'user_id'],
  ['bookings', 'user_id'],
  ['application_table', 'user_id'],
  ['leave_requests', 'user_id'],
  ['visitor_passes', 'host_id'],
  ['mess_registrations', 'user_id'],
  ['mess_rebates', 'user_id'],
  ['roommate_invites', 'inviter_id'],
  ['roommate_invites', 'invitee_id'],
  ['waitlist_entries', 'user_id'],
  ['waiting_room_tickets', 'user_id'],
] as const;

interface Refusal {
  code: string | undefined;
  hint: string | undefined;
}

describe.each(ENGINES)('guest accounts on %s', (engine) => {
  let project: TestProject;
  let guest: { client: TestClient; id: string };
  let student: { client: TestClient; id: string };
  let made = 0;
  const address = (who: string, domain: string) => `${who}-${engine}-${Date.now()}-${made++}@${domain}`;

  /** Owner SQL's insert of `column` alone (the trigger runs before any other column is checked): its refusal, if any. */
  const insertAs = async (table: string, column: string, userId: string): Promise<Refusal> => {
    try {
      await project.sql(`insert into public.${table} (${column}) values ($1)`, [userId]);
      return { code: undefined, hint: undefined };
    } catch (error) {
      const { code, hint } = error as { code?: string; hint?: string };
      return { code, hint };
    }
  };

  const isGuest = async (userId: string) =>
    (await project.sql<{ guest: boolean }>('select public.is_guest($1) as guest', [userId]))[0]!.guest;

  beforeAll(async () => {
    project = await startProject(engine);
    guest = await project.signUp({
      email: address('parent', 'mail.test'),
      password: 'guest-pass-2026',
      data: { role: 'guest' },
    });
    student = await project.newStudent('resident');
  }, 120_000);

  afterEach(async () => {
    await project.call('set_institute_email_domain', { p_domain: null });
  });

  afterAll(async () => {
    await project.close();
  });

  describe('what makes a guest', () => {
    it('when an account is made choosing guest, then it is a guest and reads that of itself alone', async () => {
      expect(await isGuest(guest.id)).toBe(true);
      expect(await isGuest(student.id)).toBe(false);
      const own = await guest.client.from('guest_accounts').select('user_id');
      expect(own.data).toEqual([{ user_id: guest.id }]);
      const others = await student.client.from('guest_accounts').select('user_id');
      expect(others.data).toEqual([]);
    });

    it('when either changes their metadata afterwards, then neither changes kind', async () => {
      expect((await student.client.auth.updateUser({ data: { role: 'guest' } })).error).toBeNull();
      expect((await guest.client.auth.updateUser({ data: { role: 'student' } })).error).toBeNull();
      expect(await isGuest(student.id)).toBe(false);
      expect(await isGuest(guest.id)).toBe(true);
    });

    it('when anybody signed in writes or asks the kinds, then the database refuses', async () => {
      const write = await student.client.from('guest_accounts').insert({ user_id: student.id });
      expect(write.error?.code).toBe('42501');
      const removed = await guest.client.from('guest_accounts').delete().eq('user_id', guest.id).select();
      expect(removed.data ?? []).toEqual([]);
      expect(await isGuest(guest.id)).toBe(true);
      const asked = await student.client.rpc('is_guest', { p_user_id: guest.id });
      expect(asked.error).not.toBeNull();
    });

    it('when the API asks for many accounts at once, then each is answered in order; nobody signed in may ask', async () => {
      const stranger = '00000000-0000-4000-8000-000000000000';
      const asked = [student.id, guest.id, stranger, guest.id];
      expect(await project.call('guest_flags', { p_user_ids: asked })).toEqual([false, true, false, true]);
      expect(await project.call('guest_flags', { p_user_ids: [] })).toEqual([]);
      const tooMany = Array.from({ length: 1001 }, () => student.id);
      await expect(project.call('guest_flags', { p_user_ids: tooMany })).rejects.toThrow('at most 1000 accounts');
      const byStudent = await student.client.rpc('guest_flags', { p_user_ids: [guest.id] });
      expect(byStudent.error).not.toBeNull();
    });
  });

  describe('signing up outside the institute’s domain', () => {
    it('when the domain is set, then a guest may sign up from any address and is a guest', async () => {
      await project.call('set_institute_email_domain', { p_domain: 'iitbhilai.ac.in' });
      const email = address('examiner', 'mail.test');
      // The admin's sign-up link asks the hook as sign-up does, and mails nothing.
      const { data, error } = await project.service.auth.admin.generateLink({
        type: 'signup',
        email,
        password: 'guest-pass-2026',
        options: { data: { role: 'guest' } },
      });
      expect(error).toBeNull();
      expect(await isGuest(data.user!.id)).toBe(true);
    });

    it('when the domain is set, then an outside address choosing student is refused and nobody is made', async () => {
      await project.call('set_institute_email_domain', { p_domain: 'iitbhilai.ac.in' });
      const email = address('outsider', 'mail.test');
      const { error } = await project
        .client()
        .auth.signUp({ email, password: 'guest-pass-2026', options: { data: { role: 'student' } } });
      expect(error?.status).toBe(403);
      expect(error?.message).toBe('Sign-up is open to @iitbhilai.ac.in addresses only; a guest signs up as a guest.');
      expect(await project.sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
    });
  });

  describe('what is a student’s', () => {
    it.each(STUDENT_ROWS)(
      'when a %s row names a guest in %s, then it is refused 403 guest_account',
      async (table, column) => {
        expect(await insertAs(table, column, guest.id)).toEqual({ code: 'PT403', hint: 'guest_account' });
        // The same insert for a student fails only for the columns left out, or not at all: the refusal is the guest's.
        expect((await insertAs(table, column, student.id)).code).not.toBe('PT403');
      },
    );

    it('when an invitation to share a double names a guest’s address, then it is refused 403 guest_account', async () => {
      const [account] = await project.sql<{ email: string }>('select email from auth.users where id = $1', [guest.id]);
      let refusal: Refusal = { code: undefined, hint: undefined };
      try {
        await project.sql('insert into public.roommate_invites (inviter_id, invitee_email) values ($1, upper($2))', [
          student.id,
          account!.email,
        ]);
      } catch (error) {
        refusal = error as Refusal;
      }
      expect({ code: refusal.code, hint: refusal.hint }).toEqual({ code: 'PT403', hint: 'guest_account' });
    });

    it('when a guest writes a student’s rows themselves, then REST answers 403 and nothing is kept', async () => {
      const declared = await guest.client.from('student_profiles').insert({ gender: 'female', married: true });
      expect(declared.error).toMatchObject({ code: 'PT403', hint: 'guest_account' });
      const applied = await guest.client
        .from('application_table')
        .insert({ application_type: 'Other', description: 'A room for my visit' });
      expect(applied.error).toMatchObject({ code: 'PT403', hint: 'guest_account' });
      const recorded = await guest.client.rpc('create_my_student_record', {
        p_full_name: 'Asha Devi',
        p_roll_number: 'GUEST01',
        p_programme: 'B.Tech',
        p_year: 1,
        p_phone: '+919876543210',
        p_guardian_name: 'Ravi Devi',
        p_guardian_relation: 'Father',
        p_guardian_email: 'ravi@mail.test',
        p_guardian_phone: '+919876543211',
        p_emergency_name: 'Ravi Devi',
        p_emergency_phone: '+919876543211',
      });
      expect(recorded.error).toMatchObject({ code: 'PT403', hint: 'guest_account' });
      const kept = await project.sql(
        `select 1 from public.student_profiles where user_id = $1
         union all select 1 from public.application_table where user_id = $1
         union all select 1 from public.student_records where user_id = $1`,
        [guest.id],
      );
      expect(kept).toEqual([]);
    });

    it('when a guest asks for a bed, then its rules answer that beds are for students', async () => {
      const [problem] = await project.sql<{ problem: string }>(
        `select public.eligibility_problem($1, 'Kanhar') as problem`,
        [guest.id],
      );
      expect(problem!.problem).toBe('Beds are for students: a guest account books guest rooms.');
      const mine = await guest.client.rpc('my_eligibility_problem', { p_hostel_name: 'Kanhar' });
      expect(mine.data).toBe('Beds are for students: a guest account books guest rooms.');
    });
  });

  describe('the guest house', () => {
    it('when a guest holds a guest room for themselves, then it is held and they read that stay and no other', async () => {
      const [room] = await project.sql<{ id: number }>(
        `select id::int as id from public.guest_rooms where hostel_name = 'Atithi' and not out_of_service
         order by wing_name, room_number limit 1`,
      );
      const [days] = await project.sql<{ first: string; second: string }>(
        `select (public.ist_day(now()) + 40)::text as first, (public.ist_day(now()) + 45)::text as second`,
      );
      const hold = (userId: string, checkIn: string) =>
        project.call<Array<{ outcome: string; stay: { id: number } | null }>>('hold_guest_stay', {
          p_hostel_name: 'Atithi',
          p_room_id: room!.id,
          p_user_id: userId,
          p_check_in: checkIn,
          p_nights: 2,
          p_guest_name: 'Asha Devi',
          p_payer_name: 'Asha Devi',
          p_payer_email: 'asha@mail.test',
          p_hold_minutes: 10,
          p_currency: 'inr',
        });
      const [own] = await hold(guest.id, days!.first);
      expect(own!.outcome).toBe('held');
      const [other] = await hold(student.id, days!.second);
      expect(other!.outcome).toBe('held');

      const seen = await guest.client.from('guest_stays').select('id');
      expect(seen.data).toEqual([{ id: own!.stay!.id }]);
    });
  });
});
