// Live availability through the official supabase-js client: a hold taken through the database reaches another open
// page as it happens (how fast is the bench's to measure), and what a visitor receives carries no occupant's name.
import { createClient, REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { ENGINES, startProject, type TestProject } from './project';

type Change = { table: string; eventType: string; new: Record<string, unknown> };

/** A browser-like client: the publishable key, and Node's own WebSocket for Realtime. */
function pageClient(url: string) {
  return createClient(url, LOCAL_SUPABASE.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Subscribes as the hostel page does: every bed, and the rooms of one hostel. */
function watchHostel(
  client: ReturnType<typeof pageClient>,
  hostel: string,
  changes: Change[],
): Promise<RealtimeChannel> {
  const channel = client
    .channel(`rooms:${hostel}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'beds' }, (change) =>
      changes.push({ table: 'beds', eventType: change.eventType, new: change.new }),
    )
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'hostel_room', filter: `hostel_name=eq.${hostel}` },
      (change) => changes.push({ table: 'hostel_room', eventType: change.eventType, new: change.new }),
    );
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(channel);
      else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
    });
  });
}

async function arrives<T>(read: () => T | undefined, what: string): Promise<T> {
  const ms = 10_000;
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nothing within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(ENGINES)('live rooms on %s', (engine) => {
  let project: TestProject;
  const clients: ReturnType<typeof pageClient>[] = [];

  beforeAll(async () => {
    project = await startProject(engine);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await project.close();
  });

  it('when a student takes a bed, then another open page hears of it, and a visitor never of a name', async () => {
    const visitor = pageClient(project.url);
    clients.push(visitor);
    const seen: Change[] = [];
    await watchHostel(visitor, 'Kanhar', seen);

    const { id: student } = await project.newStudent('live');
    await project.declare([student]);
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = 'Kanhar' and r.occupancy = 1 and not r.status and r.held_by is null and not r.out_of_service
       order by r.id limit 1`,
    );
    if (!room) throw new Error('no vacant single in Kanhar');
    const { data: bed } = await project.service.from('beds').select('id').eq('room_id', room.id).single();

    const { data: holds, error } = await project.service.rpc('hold_bed', {
      p_room_id: room.id,
      p_hostel_name: 'Kanhar',
      p_bed: null,
      p_user_id: student,
      p_hold_minutes: 15,
      p_currency: 'inr',
      p_name: 'Aarav Sharma',
      p_email: 'live@hostel.local',
      p_state: 'Chhattisgarh',
      p_city: 'Raipur',
      p_pincode: '492010',
      p_user_type: 'student',
      p_description: '',
    });
    expect(error).toBeNull();
    const held = await arrives(
      () => seen.find((change) => change.table === 'beds' && change.new.id === bed?.id && change.new.held_until),
      'the held bed',
    );
    // Only the columns a visitor may read arrive: never who holds or occupies the bed.
    expect(Object.keys(held.new).sort()).toEqual([
      'held_until',
      'id',
      'label',
      'occupied',
      'reserved_until',
      'room_id',
    ]);

    // The bed is paid for: its occupant's name is now on the bed and the room, and still in nothing a visitor receives.
    const [booking] = holds as { booking_id: number }[];
    const paymentIntent = `pi_live_${engine}`;
    const attached = await project.service.rpc('attach_payment_intent', {
      p_booking_id: booking?.booking_id,
      p_payment_intent_id: paymentIntent,
    });
    expect(attached.error).toBeNull();
    const paid = await project.service.rpc('finalise_booking', { p_payment_intent_id: paymentIntent });
    expect(paid.error).toBeNull();
    const [named] = await project.sql<{ occupant_name: string }>(
      'select occupant_name from public.beds where id = $1',
      [bed?.id],
    );
    expect(named?.occupant_name).toBe('Aarav Sharma');
    await arrives(() => seen.find((change) => change.table === 'hostel_room' && change.new.id === room.id), 'the room');
    await arrives(() => seen.find((change) => change.table === 'beds' && change.new.occupied === true), 'the sold bed');
    expect(JSON.stringify(seen)).not.toContain('Aarav');
  });
});
