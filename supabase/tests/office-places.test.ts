// Office roles scoped to places: a warden reads and serves only their hostels, a guard and a mess manager see who
// lives in theirs, a technician reads only their trades' complaints; none of them is the whole office, and a role
// removed closes its places at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const WARDEN = {
  id: '00000000-0000-4000-8000-00000000a003',
  email: 'warden@hostel.local',
  password: 'warden-pass-2026',
};
const GUARD = { email: 'guard@hostel.local', password: 'guard-pass-2026' };
const TECHNICIAN = { email: 'technician@hostel.local', password: 'technician-pass-2026' };

describe.each(ENGINES)('office roles scoped to places on %s', (engine) => {
  let project: TestProject;
  let warden: TestClient;
  let guard: TestClient;
  let technician: TestClient;
  const residents: Record<'Kanhar' | 'Indravati', string> = { Kanhar: '', Indravati: '' };

  const signedIn = async (creds: { email: string; password: string }) => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(creds);
    if (error) throw error;
    return client;
  };

  /** Gives the student a free bed of the hostel and the paid booking that bought it, as a payment leaves them. */
  async function house(userId: string, hostel: string) {
    await project.sql(
      `with bed as (
         select b.id, b.room_id from public.beds b join public.hostel_room r on r.id = b.room_id
         where r.hostel_name = $2 and not b.occupied and b.held_by is null and not r.out_of_service
         order by r.id, b.label limit 1
       ), taken as (
         update public.beds b set occupied = true, occupant_id = $1, occupant_name = 'Resident of ' || $2
         from bed where b.id = bed.id returning b.id, b.room_id
       )
       insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                                    pincode, paid_at)
       select taken.room_id, taken.id, $1, 50000, 'inr', 'paid', 'Resident of ' || $2, 'resident@hostel.local',
              'Chhattisgarh', 'Bhilai', '491001', now()
       from taken`,
      [userId, hostel],
    );
  }

  const complaint = async (userId: string, type: string, category: string) =>
    (
      await project.sql<{ id: number }>(
        `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level,
                                              email, user_id)
         values ($2, $3, 'It needs someone who knows the trade.', 'medium', 'resident@hostel.local', $1)
         returning id::int as id`,
        [userId, type, category],
      )
    )[0]!.id;

  beforeAll(async () => {
    project = await startProject(engine);
    const [kanhar, indravati] = await project.accounts('resident', 2);
    residents.Kanhar = kanhar!;
    residents.Indravati = indravati!;
    await project.declare([kanhar!, indravati!]);
    await house(kanhar!, 'Kanhar');
    await house(indravati!, 'Indravati');
    [warden, guard, technician] = await Promise.all([signedIn(WARDEN), signedIn(GUARD), signedIn(TECHNICIAN)]);
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  const roster = (client: TestClient, hostel: string) =>
    client.rpc('office_roster', { p_hostel_name: hostel, p_query: '', p_limit: 5, p_offset: 0 });

  it("when Kanhar's warden reads rosters, then Kanhar's answers and Indravati's is refused", async () => {
    const kanhar = await roster(warden, 'Kanhar');
    expect(kanhar.error).toBeNull();
    expect(kanhar.data).toHaveLength(5);
    const indravati = await roster(warden, 'Indravati');
    expect(indravati.error?.code).toBe('42501');
  });

  it("when the warden reads bookings, records and declarations, then only Kanhar's residents' come back", async () => {
    const bookings = await warden.from('bookings').select('user_id');
    expect(bookings.data?.map((row) => row.user_id)).toEqual([residents.Kanhar]);
    const records = await warden.from('student_records').select('user_id').in('user_id', Object.values(residents));
    expect(records.data?.map((row) => row.user_id)).toEqual([residents.Kanhar]);
    const declarations = await warden
      .from('student_profiles')
      .select('user_id')
      .in('user_id', Object.values(residents));
    expect(declarations.data?.map((row) => row.user_id)).toEqual([residents.Kanhar]);
  });

  it('when a warden reads what only the whole office reads, then nothing comes back: a warden is not staff', async () => {
    const applications = await warden.from('application_table').select('id');
    expect(applications.data).toEqual([]);
    expect((await warden.rpc('office_staff')).error?.code).toBe('42501');
  });

  it("when Indravati's guard reads rosters, then Indravati's answers, Kanhar's is refused, and bookings stay closed", async () => {
    expect((await roster(guard, 'Indravati')).error).toBeNull();
    expect((await roster(guard, 'Kanhar')).error?.code).toBe('42501');
    expect((await guard.from('bookings').select('id')).data).toEqual([]);
    expect((await guard.from('student_records').select('user_id')).data).toEqual([]);
  });

  it("when the plumbing technician reads complaints, then the trade's come back and no other's, nor any roster", async () => {
    const pipe = await complaint(residents.Indravati, 'facility-maintenance', 'plumbing-issue');
    const noise = await complaint(residents.Indravati, 'noise-disturbance', 'noise-neighbors');
    const seen = await technician.from('complaints_table').select('id').in('id', [pipe, noise]);
    expect(seen.data?.map((row) => row.id)).toEqual([pipe]);
    expect((await roster(technician, 'Kanhar')).error?.code).toBe('42501');
    // The warden of the noisy student's hostel is not Kanhar's: neither complaint is theirs.
    expect((await warden.from('complaints_table').select('id').in('id', [pipe, noise])).data).toEqual([]);
  });

  it('when anyone signed in tries to write places or ask where a student lives, then the database refuses', async () => {
    const insert = await warden
      .from('office_places')
      .insert({ user_id: WARDEN.id, kind: 'hostel', hostel_name: 'Gopad' });
    expect(insert.error?.code).toBe('42501');
    const set = await warden.rpc('set_office_places', {
      p_user_id: WARDEN.id,
      p_role: 'warden',
      p_places: ['Gopad'],
      p_actor_id: WARDEN.id,
      p_actor_email: WARDEN.email,
    });
    expect(set.error?.code).toBe('42501');
    expect((await guard.rpc('hostel_of', { p_user_id: residents.Kanhar })).error?.code).toBe('42501');
    expect((await warden.from('office_places').select('hostel_name')).data).toEqual([{ hostel_name: 'Kanhar' }]);
    expect((await guard.from('office_places').select('hostel_name')).data).toEqual([{ hostel_name: 'Indravati' }]);
  });

  it('when the server sets places, then unknown places and an empty list are refused and a change is audited', async () => {
    const [member] = await project.accounts('warden', 1);
    const set = (places: string[]) =>
      project.call<string>('set_office_places', {
        p_user_id: member,
        p_role: 'warden',
        p_places: places,
        p_actor_id: WARDEN.id,
        p_actor_email: WARDEN.email,
      });
    expect(await set([])).toBe('places_required');
    expect(await set(['Kanhar', 'Atlantis'])).toBe('unknown_place');
    expect(await set(['Gopad', 'Kanhar', 'Gopad'])).toBe('set');
    const audit = await project.sql<{ after: unknown }>(
      `select after from public.audit_log where action = 'person.set_places' and target_id = $1`,
      [member],
    );
    expect(audit).toEqual([{ after: { kind: 'hostel', places: ['Gopad', 'Kanhar'] } }]);
  });

  it("when the warden's role is removed, then their places close at once", async () => {
    await project.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [
      WARDEN.id,
    ]);
    try {
      expect((await roster(warden, 'Kanhar')).error?.code).toBe('42501');
      expect((await warden.from('bookings').select('id')).data).toEqual([]);
    } finally {
      await project.sql(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role": "warden"}' where id = $1`,
        [WARDEN.id],
      );
    }
  });
});
