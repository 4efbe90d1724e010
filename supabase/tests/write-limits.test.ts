// Students' writes are metered by the database itself: one row per insert, a few per hour, attachments only from this
// project; the office and the server are not metered. Through supabase-js, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const complaint = (description: string, resourceLink = '') => ({
  complaint_type: 'cleanliness',
  complaint_category: 'other',
  complaint_description: description,
  urgency_level: 'low',
  resource_link: resourceLink,
});

describe.each(ENGINES)('write limits on %s', (engine) => {
  let project: TestProject;
  let url: string;
  let service: TestClient;

  const newStudent = (label: string) => project.newStudent(label);

  beforeAll(async () => {
    project = await startProject(engine);
    url = project.url;
    service = project.service;
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  it('when a student inserts 200 complaints in one request, then it is refused with a clear message and nothing is stored', async () => {
    const { client, id } = await newStudent('bulk');
    const { error, status } = await client
      .from('complaints_table')
      .insert(Array.from({ length: 200 }, (_, i) => complaint(`Flood ${i}`)));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PT400', message: 'Send one complaint at a time' });
    const { count } = await service
      .from('complaints_table')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', id);
    expect(count).toBe(0);
  });

  it('when a student sends an 11th complaint within the hour, then 429 says to wait; the first 10 are kept', async () => {
    const { client, id } = await newStudent('hourly');
    for (let i = 1; i <= 10; i++)
      expect((await client.from('complaints_table').insert(complaint(`Complaint ${i}`))).error).toBeNull();
    const eleventh = await client.from('complaints_table').insert(complaint('Complaint 11'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.error?.message).toBe(
      'You have sent 10 complaints in the last hour. Please wait a while before sending another.',
    );
    const { count } = await service
      .from('complaints_table')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', id);
    expect(count).toBe(10);
  });

  it('when a student sends a 6th application within the hour, then 429; a multi-row insert is refused', async () => {
    const { client } = await newStudent('applications');
    const two = await client.from('application_table').insert([
      { application_type: 'Other', description: 'one' },
      { application_type: 'Other', description: 'two' },
    ]);
    expect(two.error).toMatchObject({ code: 'PT400', message: 'Send one application at a time' });
    for (let i = 1; i <= 5; i++) {
      expect(
        (await client.from('application_table').insert({ application_type: 'Other', description: `Application ${i}` }))
          .error,
      ).toBeNull();
    }
    const sixth = await client
      .from('application_table')
      .insert({ application_type: 'Other', description: 'Application 6' });
    expect(sixth.status).toBe(429);
  });

  it('when a student sends a 21st complaint reply within the hour, then 429 says to wait and it is not stored; the office is not metered', async () => {
    const { client, id } = await newStudent('replies');
    const raised = await client.from('complaints_table').insert(complaint('The tap leaks')).select('id').single();
    if (raised.error) throw raised.error;
    const complaintId = (raised.data as { id: number }).id;
    // As the server calls it, with the actor it verified.
    const reply = (body: string, fromOffice: boolean, actorId: string) =>
      service.rpc('reply_to_complaint', {
        p_complaint_id: complaintId,
        p_body: body,
        p_from_office: fromOffice,
        p_actor_id: actorId,
        p_actor_email: fromOffice ? 'admin@hostel.local' : 'replies@hostel.local',
      });
    for (let i = 1; i <= 20; i++) expect((await reply(`Reply ${i}`, false, id)).error, `reply ${i}`).toBeNull();
    const over = await reply('Reply 21', false, id);
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({
      code: 'PT429',
      message: 'You have sent 20 replies in the last hour. Please wait a while before sending another.',
    });
    const office = '00000000-0000-4000-8000-00000000a001';
    for (let i = 1; i <= 25; i++) expect((await reply(`Office ${i}`, true, office)).error, `office ${i}`).toBeNull();
    const { count } = await service
      .from('complaint_replies')
      .select('id', { count: 'exact', head: true })
      .eq('author_id', id);
    expect(count).toBe(20);
  });

  it('when the office imports many rows with the secret key, then nothing meters it', async () => {
    const { id } = await newStudent('import');
    const rows = Array.from({ length: 30 }, (_, i) => ({
      ...complaint(`Imported ${i}`),
      email: 'import@hostel.local',
      user_id: id,
    }));
    const { error } = await service.from('complaints_table').insert(rows);
    expect(error).toBeNull();
  });

  it('when an attachment is not a path under complaint_files/ of the private bucket, then the complaint is refused', async () => {
    const { client } = await newStudent('links');
    const own = `complaint_files/${crypto.randomUUID()}_photo.png`;
    expect((await client.from('complaints_table').insert(complaint('With a photo', own))).error).toBeNull();
    for (const link of [
      'https://evil.example/phish',
      'javascript:alert(1)',
      `${url}/storage/v1/object/public/complaints/${own}`,
      `other-bucket/${own}`,
      'complaint_files/../../x.png',
      `complaint_files/${crypto.randomUUID()}_photo.png?download`,
      'complaint_files/..',
    ]) {
      const { error, status } = await client.from('complaints_table').insert(complaint('Bad link', link));
      expect(status, link).toBe(400);
      expect(error?.code, link).toBe('23514');
    }
  });

  it('when a student uploads an 11th attachment within the hour, then Storage refuses it', async () => {
    const { client } = await newStudent('uploads');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const bucket = client.storage.from('complaints');
    for (let i = 1; i <= 10; i++) {
      const { error } = await bucket.upload(`complaint_files/${crypto.randomUUID()}_${i}.png`, png, {
        contentType: 'image/png',
      });
      expect(error, `upload ${i}`).toBeNull();
    }
    const { error } = await bucket.upload(`complaint_files/${crypto.randomUUID()}_11.png`, png, {
      contentType: 'image/png',
    });
    expect(error?.message).toMatch(/row-level security/);
  });
});
