// Who may live where: a student declares gender and marital status once, the office may correct it, and
// eligibility_problem() gives the rule a hold would break, in words. Through supabase-js, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

describe.each(ENGINES)('eligibility on %s', (engine) => {
  let project: TestProject;
  let service: TestClient;
  let admin: TestClient;

  const newStudent = (label: string) => project.newStudent(label);

  const problem = async (userId: string, hostel: string) => {
    const { data, error } = await service.rpc('eligibility_problem', { p_user_id: userId, p_hostel_name: hostel });
    expect(error).toBeNull();
    return data as string | null;
  };

  beforeAll(async () => {
    project = await startProject(engine);
    service = project.service;
    admin = project.client();
    const { error } = await admin.auth.signInWithPassword({ email: 'admin@hostel.local', password: 'admin-pass-2026' });
    if (error) throw error;
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  it('when a student declares, then it is stored once: a second declaration, or one for someone else, is refused', async () => {
    const { client, id } = await newStudent('declare');
    const other = await newStudent('other');
    expect((await client.from('student_profiles').insert({ gender: 'female', married: false })).error).toBeNull();
    expect((await client.from('student_profiles').insert({ gender: 'male', married: true })).error?.code).toBe('23505');
    const forged = await client.from('student_profiles').insert({ user_id: other.id, gender: 'male', married: false });
    expect(forged.error?.code).toBe('42501');
    // Changing one's own declaration changes nothing: only the office corrects it.
    await client.from('student_profiles').update({ gender: 'male' }).eq('user_id', id);
    const { data } = await client.from('student_profiles').select('gender, married').single();
    expect(data).toEqual({ gender: 'female', married: false });
    // Nobody else reads it.
    expect((await other.client.from('student_profiles').select('user_id')).data).toEqual([]);
  });

  it('when a student declares something outside the choices, then the check refuses it', async () => {
    const { client } = await newStudent('odd');
    expect((await client.from('student_profiles').insert({ gender: 'robot', married: false })).error?.code).toBe(
      '23514',
    );
  });

  it('when the office corrects a declaration, then only through the server’s function, which says who and when, and the student sees the correction', async () => {
    const { client, id } = await newStudent('corrected');
    await client.from('student_profiles').insert({ gender: 'male', married: false });
    const direct = await admin.from('student_profiles').update({ married: true }).eq('user_id', id).select();
    expect(direct.error?.code).toBe('42501');
    const { data, error } = await service.rpc('correct_student_profile', {
      p_user_id: id,
      p_gender: 'male',
      p_married: true,
      p_actor_id: '00000000-0000-4000-8000-00000000a001',
      p_actor_email: 'admin@hostel.local',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject([{ outcome: 'corrected', married: true }]);
    expect((await client.from('student_profiles').select('married, corrected_by').single()).data).toEqual({
      married: true,
      corrected_by: 'admin@hostel.local',
    });
  });

  it('when a hold is checked, then the hostel kind decides and the rule comes back in words', async () => {
    const undeclared = await newStudent('undeclared');
    expect(await problem(undeclared.id, 'Kanhar')).toBe(
      'Tell us your gender and marital status in your profile before booking.',
    );
    const him = await newStudent('him');
    await him.client.from('student_profiles').insert({ gender: 'male', married: false });
    const her = await newStudent('her');
    await her.client.from('student_profiles').insert({ gender: 'female', married: true });
    // Both have filled in their student record too: the hostel's kind is what is left to decide.
    await project.records([him.id, her.id]);

    expect(await problem(him.id, 'Kanhar')).toBeNull();
    expect(await problem(him.id, 'Indravati')).toBe('Indravati is a girls’ hostel: only female students may book it.');
    expect(await problem(him.id, 'Shivnath')).toBe('Shivnath is for married students only.');
    expect(await problem(her.id, 'Gopad')).toBe('Gopad is a boys’ hostel: only male students may book it.');
    expect(await problem(her.id, 'Indravati')).toBeNull();
    expect(await problem(her.id, 'Shivnath')).toBeNull();
    expect(await problem(her.id, 'Nowhere')).toBeNull();
  });

  it('when a student asks about a hostel for themselves, then they get their own rule; a visitor cannot ask', async () => {
    const { client, id } = await newStudent('self');
    await client.from('student_profiles').insert({ gender: 'male', married: false });
    await project.records([id]);
    expect((await client.rpc('my_eligibility_problem', { p_hostel_name: 'Gopad' })).data).toBeNull();
    expect((await client.rpc('my_eligibility_problem', { p_hostel_name: 'Shivnath' })).data).toBe(
      'Shivnath is for married students only.',
    );
    const visitor = project.client();
    expect((await visitor.rpc('my_eligibility_problem', { p_hostel_name: 'Gopad' })).error?.code).toBe('42501');
  });

  it('when a visitor or a student asks the rule for someone, then it is refused: only the server checks', async () => {
    const { client, id } = await newStudent('asker');
    const visitor = project.client();
    for (const c of [visitor, client]) {
      const { error } = await c.rpc('eligibility_problem', { p_user_id: id, p_hostel_name: 'Kanhar' });
      expect(error?.code).toBe('42501');
    }
  });
});
