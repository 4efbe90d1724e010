// Room inventory, condition reports and move-out charges, played by an attacker: the office's inventory kept to the
// hostels it serves, a report opened at check-in with the bed's keys issued, a report sent once before it is due with
// the student's own photos only, countersigned by the office, a shared item's damage split between the roommates and
// charged once, one appeal decided by the office within the share, a no-dues clearance only when the deposit covers the
// dues, and every row read by its student and the hostel's office alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
/** The seed's warden, of Kanhar alone. */
const WARDEN = { p_actor_id: '00000000-0000-4000-8000-00000000a003', p_actor_email: 'warden@hostel.local' };
const MANAGER = { p_actor_id: '00000000-0000-4000-8000-00000000a004', p_actor_email: 'mess@hostel.local' };
const TABLES = [
  'inventory_items',
  'key_issues',
  'condition_reports',
  'condition_report_items',
  'room_charges',
  'no_dues_clearances',
] as const;

interface Saved {
  outcome: string;
  id?: number;
}

describe.each(ENGINES)('room inventory and charges on %s', (engine) => {
  let project: TestProject;
  let room: number;
  let beds: [number, number];
  let gopadRoom: number;
  let a: { client: TestClient; id: string };
  let b: { client: TestClient; id: string };
  const items = { table: 0, chairA: 0, keyA: 0, chairB: 0 };
  const reports = { a: 0, b: 0 };

  const save = (args: Record<string, unknown>, actor = STAFF) =>
    project.call<Saved>('save_inventory_item', {
      p_item_id: null,
      p_bed_id: null,
      p_condition: 'good',
      ...args,
      ...actor,
    });

  const reportOf = async (userId: string) => {
    const [row] = await project.sql<{ id: number }>(
      'select id::int as id from public.condition_reports where user_id = $1 order by id desc limit 1',
      [userId],
    );
    return row?.id ?? 0;
  };

  beforeAll(async () => {
    project = await startProject(engine);
    const [double] = await project.sql<{ id: number; beds: number[] }>(
      `select r.id::int as id, array_agg(b.id::int order by b.label) as beds
       from public.hostel_room r join public.beds b on b.room_id = r.id
       where r.hostel_name = 'Kanhar' and r.occupancy = 2 and not r.out_of_service
       group by r.id having bool_and(not b.occupied and b.held_by is null and b.reserved_until is null)
       order by r.id limit 1`,
    );
    const [gopad] = await project.sql<{ id: number }>(
      `select id::int as id from public.hostel_room where hostel_name = 'Gopad' order by id limit 1`,
    );
    if (!double?.beds[0] || !double.beds[1] || !gopad) throw new Error('the seed has no free double in Kanhar');
    room = double.id;
    beds = [double.beds[0], double.beds[1]];
    gopadRoom = gopad.id;
    a = await project.newStudent('inventory-a');
    b = await project.newStudent('inventory-b');
    await project.declare([a.id, b.id]);
    for (const [i, student] of [a, b].entries()) {
      const outcome = await project.call('allot_bed', {
        p_user_id: student.id,
        p_bed_id: beds[i],
        p_reason: null,
        ...STAFF,
      });
      if (outcome !== 'allotted') throw new Error(`allot_bed: ${String(outcome)}`);
    }
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('keeps the inventory to the office of the hostel, with valid items only', async () => {
    const table = await save({ p_room_id: room, p_kind: 'table', p_label: 'Study table' }, WARDEN);
    expect(table.outcome).toBe('saved');
    items.table = table.id ?? 0;
    items.chairA = (await save({ p_room_id: room, p_bed_id: beds[0], p_kind: 'chair', p_label: 'Chair A' })).id ?? 0;
    items.keyA = (await save({ p_room_id: room, p_bed_id: beds[0], p_kind: 'key', p_label: 'Key A' })).id ?? 0;
    items.chairB = (await save({ p_room_id: room, p_bed_id: beds[1], p_kind: 'chair', p_label: 'Chair B' })).id ?? 0;
    expect((await save({ p_room_id: room, p_kind: 'table', p_label: 'x' }, MANAGER)).outcome).toBe('forbidden');
    expect((await save({ p_room_id: gopadRoom, p_kind: 'fan', p_label: 'Fan' }, WARDEN)).outcome).toBe('forbidden');
    expect((await save({ p_room_id: gopadRoom, p_bed_id: beds[0], p_kind: 'fan', p_label: 'Fan' })).outcome).toBe(
      'unknown_bed',
    );
    expect((await save({ p_room_id: room, p_kind: 'sofa', p_label: 'Sofa' })).outcome).toBe('invalid');
    expect((await save({ p_room_id: room, p_kind: 'fan', p_label: ' ' })).outcome).toBe('invalid');
    expect((await save({ p_room_id: room, p_kind: 'fan', p_label: 'Fan', p_condition: 'broken' })).outcome).toBe(
      'invalid',
    );
    expect((await save({ p_room_id: -1, p_kind: 'fan', p_label: 'Fan' })).outcome).toBe('unknown_room');
    const again = await save({ p_item_id: items.table, p_room_id: room, p_kind: 'table', p_label: 'Study table' });
    expect(again.outcome).toBe('unchanged');
    expect(
      await project.call('set_inventory_price', {
        p_kind: 'table',
        p_condition: 'damaged',
        p_amount_minor: 60001,
        ...WARDEN,
      }),
    ).toBe('forbidden');
    expect(
      await project.call('set_inventory_price', {
        p_kind: 'table',
        p_condition: 'damaged',
        p_amount_minor: -1,
        ...STAFF,
      }),
    ).toBe('invalid');
  });

  it('opens a report at check-in with the room and bed items as listed, and issues the bed keys', async () => {
    for (const bed of beds) expect(await project.call('check_in_bed', { p_bed_id: bed, ...STAFF })).toBe('checked_in');
    reports.a = await reportOf(a.id);
    reports.b = await reportOf(b.id);
    const lines = await project.sql<{ item_id: number }>(
      'select item_id::int as item_id from public.condition_report_items where report_id = $1 order by item_id',
      [reports.a],
    );
    expect(lines.map((l) => l.item_id)).toEqual([items.table, items.chairA, items.keyA].sort((x, y) => x - y));
    const keys = await project.sql<{ user_id: string }>(
      'select user_id::text from public.key_issues where item_id = $1 and returned_at is null',
      [items.keyA],
    );
    expect(keys).toEqual([{ user_id: a.id }]);
    const [due] = await project.sql<{ hours: number }>(
      'select extract(epoch from due_at - opened_at)::int / 3600 as hours from public.condition_reports where id = $1',
      [reports.a],
    );
    expect(due?.hours).toBe(72);
    const inventory = await b.client.from('inventory_items').select('id');
    const ids = ((inventory.data ?? []) as { id: number }[]).map((i) => i.id);
    expect(ids.sort((x, y) => x - y)).toEqual(
      [items.table, items.chairA, items.keyA, items.chairB].sort((x, y) => x - y),
    );
  });

  it('takes a report once, from its student, with their own photos only', async () => {
    const line = { item_id: items.chairA, verdict: 'disputed', condition: 'damaged', note: 'Leg cracked' };
    const submit = (userId: string, lines: unknown) =>
      project.call('submit_condition_report', { p_user_id: userId, p_report_id: reports.a, p_lines: lines });
    expect(await submit(b.id, [])).toBe('not_found');
    expect(await submit(a.id, [{ ...line, photos: [`${b.id}/leg.jpg`] }])).toBe('invalid');
    expect(await submit(a.id, [{ ...line, photos: [`${a.id}/../${b.id}/leg.jpg`] }])).toBe('invalid');
    expect(await submit(a.id, [{ ...line, item_id: items.chairB }])).toBe('invalid');
    expect(await submit(a.id, [{ ...line, condition: undefined }])).toBe('invalid');
    expect(await submit(a.id, [line, line])).toBe('invalid');
    expect(await submit(a.id, { item_id: items.chairA })).toBe('invalid');
    expect(await submit(a.id, [{ ...line, photos: [`${a.id}/leg.jpg`] }])).toBe('submitted');
    expect(await submit(a.id, [])).toBe('closed');
    const rows = await project.sql<{ item_id: number; verdict: string }>(
      'select item_id::int as item_id, verdict from public.condition_report_items where report_id = $1 order by item_id',
      [reports.a],
    );
    expect(rows.every((r) => r.verdict === (r.item_id === items.chairA ? 'disputed' : 'confirmed'))).toBe(true);
  });

  it('countersigns a report sent in or past due, by the office of the hostel only', async () => {
    const sign = (report: number, actor = STAFF) =>
      project.call('countersign_condition_report', { p_report_id: report, ...actor });
    expect(await sign(reports.a, MANAGER)).toBe('forbidden');
    expect(await sign(reports.b)).toBe('not_ready');
    expect(await sign(reports.a, WARDEN)).toBe('countersigned');
    expect(await sign(reports.a)).toBe('unchanged');
    const [chair] = await project.sql<{ condition: string }>(
      'select condition from public.inventory_items where id = $1',
      [items.chairA],
    );
    expect(chair?.condition).toBe('damaged');
    await project.sql(
      `update public.condition_reports set opened_at = now() - interval '73 hours', due_at = now() - interval '1 hour'
       where id = $1`,
      [reports.b],
    );
    expect(await sign(reports.b)).toBe('countersigned');
  });

  it('reminds an unsent report twice, each once', async () => {
    const c = await project.newStudent('inventory-c');
    await project.declare([c.id]);
    await project.allot('Kanhar', [c.id]);
    await project.sql('update public.beds set checked_in_at = now() where occupant_id = $1', [c.id]);
    const report = await reportOf(c.id);
    await project.sql(`update public.condition_reports set opened_at = now() - interval '25 hours' where id = $1`, [
      report,
    ]);
    await project.call('remind_condition_reports', {});
    await project.call('remind_condition_reports', {});
    await project.sql(`update public.condition_reports set due_at = now() + interval '11 hours' where id = $1`, [
      report,
    ]);
    await project.call('remind_condition_reports', {});
    await project.call('remind_condition_reports', {});
    const sent = await project.sql<{ n: number }>(
      `select count(*)::int as n from public.notifications where user_id = $1 and kind = 'condition_report_due'`,
      [c.id],
    );
    expect(sent[0]?.n).toBe(2);
  });

  it('ends a stay when its student moves and opens one in the bed they move to, still checked in', async () => {
    const d = await project.newStudent('inventory-d');
    await project.declare([d.id]);
    await project.allot('Kanhar', [d.id]);
    await project.sql('update public.beds set checked_in_at = now() where occupant_id = $1', [d.id]);
    const first = await reportOf(d.id);
    const [free] = await project.sql<{ id: number }>(
      `select b.id::int as id from public.beds b join public.hostel_room r on r.id = b.room_id
       where r.hostel_name = 'Kanhar' and not b.occupied and b.held_by is null and b.reserved_until is null
         and not r.out_of_service order by b.id desc limit 1`,
    );
    expect(await project.call('move_student', { p_user_id: d.id, p_bed_id: free?.id, p_reason: null, ...STAFF })).toBe(
      'moved',
    );
    const stays = await project.sql<{ id: number; bed_id: number; ended: boolean }>(
      `select id::int as id, bed_id::int as bed_id, ended_at is not null as ended from public.condition_reports
       where user_id = $1 order by id`,
      [d.id],
    );
    expect(stays.map((stay) => stay.ended)).toEqual([true, false]);
    expect(stays[0]?.id).toBe(first);
    expect(stays[1]?.bed_id).toBe(free?.id);
  });

  it('charges damage once, splitting a shared item between the roommates, and returns keys found', async () => {
    await project.sql(`update public.hostels set caution_deposit_minor = 200000 where name = 'Kanhar'`);
    await project.sql(
      `insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                                    pincode, paid_at)
       values ($1, $2, $3, 50000, 'inr', 'paid', 'A', 'a@hostel.local', 'Chhattisgarh', 'Bhilai', '491001', now())`,
      [room, beds[0], a.id],
    );
    expect(await project.call('check_out_bed', { p_bed_id: beds[0], ...STAFF })).toBe('checked_out');
    const inspect = (report: number, lines: unknown, actor = STAFF) =>
      project.call('record_moveout_inspection', { p_report_id: report, p_lines: lines, ...actor });
    const found = [
      { item_id: items.table, condition: 'damaged', photos: [`${STAFF.p_actor_id}/table.jpg`] },
      { item_id: items.chairA, condition: 'damaged' },
      { item_id: items.keyA, condition: 'good' },
    ];
    expect(await inspect(reports.a, found, MANAGER)).toBe('forbidden');
    expect(await inspect(reports.a, found.slice(1))).toBe('invalid');
    expect(await inspect(reports.a, [...found.slice(1), { ...found[0], photos: [`${a.id}/x.jpg`] }])).toBe('invalid');
    expect(await inspect(reports.a, [...found.slice(1), { ...found[0], condition: 'broken' }])).toBe('invalid');
    expect(await inspect(reports.a, found)).toBe('inspected');
    expect(await inspect(reports.a, found)).toBe('already_inspected');
    const charges = await project.sql<{ user_id: string; item_id: number; amount_minor: number; sharers: number }>(
      `select user_id::text, item_id::int as item_id, amount_minor, sharers from public.room_charges order by user_id`,
    );
    // The chair was damaged at move-in (A's countersigned report): only the shared table is charged, half each.
    expect(charges).toHaveLength(2);
    expect(charges.every((c) => c.item_id === items.table && c.amount_minor === 30000 && c.sharers === 2)).toBe(true);
    expect(new Set(charges.map((c) => c.user_id))).toEqual(new Set([a.id, b.id]));
    const held = await project.sql('select 1 from public.key_issues where item_id = $1 and returned_at is null', [
      items.keyA,
    ]);
    expect(held).toEqual([]);
    expect(
      await inspect(reports.b, [
        { item_id: items.table, condition: 'damaged' },
        { item_id: items.chairB, condition: 'good' },
      ]),
    ).toBe('inspected');
    const after = await project.sql('select 1 from public.room_charges');
    expect(after).toHaveLength(2);
  });

  it('takes one appeal per charge from its student, decided by the office within the share', async () => {
    const [charge] = await project.sql<{ id: number }>(
      'select id::int as id from public.room_charges where user_id = $1',
      [b.id],
    );
    const id = charge?.id ?? 0;
    const appeal = (userId: string, reason: string) =>
      project.call('appeal_room_charge', { p_user_id: userId, p_charge_id: id, p_reason: reason });
    const decide = (amount: number, actor = WARDEN) =>
      project.call('decide_room_charge', { p_charge_id: id, p_amount_minor: amount, p_note: 'Partly worn', ...actor });
    expect(await decide(0)).toBe('not_appealed');
    expect(await appeal(a.id, 'Not mine')).toBe('not_found');
    expect(await appeal(b.id, '  ')).toBe('invalid');
    expect(await appeal(b.id, 'It was cracked when I came')).toBe('appealed');
    expect(await appeal(b.id, 'Again')).toBe('already_appealed');
    const noDues = async () =>
      (await project.call<Saved>('issue_no_dues', { p_report_id: reports.b, ...STAFF })).outcome;
    expect(await noDues()).toBe('still_housed');
    expect(await project.call('check_out_bed', { p_bed_id: beds[1], ...STAFF })).toBe('checked_out');
    expect(await noDues()).toBe('appeal_pending');
    expect(await decide(10000, MANAGER)).toBe('forbidden');
    expect(await decide(30001)).toBe('invalid');
    expect(await decide(-1)).toBe('invalid');
    expect(await decide(10000)).toBe('decided');
    expect(await decide(5000)).toBe('already_decided');
    const told = await project.sql(`select 1 from public.notifications where user_id = $1 and kind = 'room_charges'`, [
      b.id,
    ]);
    expect(told).toHaveLength(2);
  });

  it('issues no dues once, only when the deposit covers the dues, and records its refund once', async () => {
    const issue = (report: number, actor = STAFF) =>
      project.call<{ outcome: string; clearance_id?: number; dues_minor?: number }>('issue_no_dues', {
        p_report_id: report,
        ...actor,
      });
    expect((await issue(reports.a, MANAGER)).outcome).toBe('forbidden');
    const cleared = await issue(reports.a);
    expect(cleared.outcome).toBe('issued');
    expect((await issue(reports.a)).outcome).toBe('already_issued');
    const [row] = await project.sql<{ deposit_minor: number; charges_minor: number; refund_minor: number }>(
      'select deposit_minor, charges_minor, refund_minor from public.no_dues_clearances where id = $1',
      [cleared.clearance_id],
    );
    expect(row).toEqual({ deposit_minor: 200000, charges_minor: 30000, refund_minor: 170000 });
    // B paid no deposit: the 10,000 decided on appeal is still owed.
    expect(await issue(reports.b)).toEqual({ outcome: 'dues_outstanding', dues_minor: 10000 });
    const record = (refundId: string | null, actor = STAFF) =>
      project.call('record_deposit_refund', { p_clearance_id: cleared.clearance_id, p_refund_id: refundId, ...actor });
    expect(await record('re_1', MANAGER)).toBe('forbidden');
    expect(await record('re_1')).toBe('recorded');
    expect(await record('re_2')).toBe('already_recorded');
    const [charge] = await project.sql<{ id: number }>(
      'select id::int as id from public.room_charges where user_id = $1',
      [a.id],
    );
    expect(
      await project.call('appeal_room_charge', { p_user_id: a.id, p_charge_id: charge?.id, p_reason: 'Late' }),
    ).toBe('closed');
  });

  it('lets students read only their own rows and the office only its hostels, and no one write', async () => {
    for (const table of TABLES) {
      expect((await project.client().from(table).select('*')).error?.code, table).toBe('42501');
    }
    // Both have left the room: its inventory is no longer theirs to read.
    for (const student of [a, b]) expect((await student.client.from('inventory_items').select('id')).data).toEqual([]);
    const mine = await b.client.from('room_charges').select('user_id');
    expect(mine.data?.map((r) => r.user_id)).toEqual([b.id]);
    const reportsSeen = await b.client.from('condition_reports').select('user_id');
    expect(reportsSeen.data?.every((r) => r.user_id === b.id)).toBe(true);
    const clearances = await b.client.from('no_dues_clearances').select('id');
    expect(clearances.data).toEqual([]);
    const theirs = await b.client.from('condition_report_items').select('report_id').eq('report_id', reports.a);
    expect(theirs.data).toEqual([]);
    const manager = project.client();
    await manager.auth.signInWithPassword({ email: 'mess@hostel.local', password: 'mess-pass-2026' });
    for (const table of TABLES) {
      const seen = await manager.from(table).select('*');
      expect(seen.error, table).toBeNull();
      expect(seen.data, table).toEqual([]);
    }
    const warden = project.client();
    await warden.auth.signInWithPassword({ email: 'warden@hostel.local', password: 'warden-pass-2026' });
    expect((await warden.from('room_charges').select('id')).data).toHaveLength(2);
    const kept = await warden.from('inventory_items').select('id').eq('room_id', room);
    expect(kept.data).toHaveLength(4);
    expect((await b.client.from('room_charges').update({ amount_minor: 0 }).eq('user_id', b.id)).error?.code).toBe(
      '42501',
    );
    const amounts = await project.sql<{ amount_minor: number }>('select amount_minor from public.room_charges');
    expect(amounts.every((c) => c.amount_minor === 30000)).toBe(true);
    const insert = await b.client.from('condition_reports').insert({ user_id: b.id });
    expect(insert.error?.code).toBe('42501');
    const rpc = await b.client.rpc('appeal_room_charge', { p_user_id: b.id, p_charge_id: 1, p_reason: 'x' });
    expect(rpc.error).not.toBeNull();
  });
});
