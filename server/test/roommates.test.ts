// Roommates over HTTP: an invitation keeps a double's other bed for the invitee, who accepts then pays
// or declines; nobody else can take it meanwhile; roommates (and only they) see each other's names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { DECLARATIONS, Harness, bookingBody, eventually, studentPool, type Session } from './harness.js';

interface IntentAnswer {
  paymentIntentId: string;
  booking: { bed: string };
}

let h: Harness;
let fresh: () => Session;

beforeAll(async () => {
  h = await Harness.start();
  fresh = studentPool(await h.createStudents(40, 'roommates'));
});

afterAll(async () => {
  await h.close();
});

async function freeDouble() {
  const [room] = await h.vacantRooms('Kanhar', 1, 2);
  if (!room) throw new Error('no double');
  return room;
}

const hold = (session: Session, room: { id: number; hostel_name: string }) =>
  h.call<IntentAnswer>('POST', '/create-payment-intent', {
    token: session.token,
    body: bookingBody(room, { shipping: { ...bookingBody(room).shipping, name: `Name of ${session.email}` } }),
  });

const invite = (session: Session, email: string) =>
  h.call<{ inviteId: number; expiresAt: string; code?: string }>('POST', '/roommate-invites', {
    token: session.token,
    body: { email },
  });

const answer = (session: Session, inviteId: number, action: 'accept' | 'decline' | 'cancel') =>
  h.call<{ status?: string; hostel?: string; roomId?: number; code?: string; message?: string }>(
    'POST',
    `/roommate-invites/${inviteId}/${action}`,
    { token: session.token },
  );

/** Invites `email` to the other bed and withdraws the invitation at once: one invitation made, the bed free again. */
async function inviteAndWithdraw(session: Session, email: string) {
  const sent = await invite(session, email);
  expect(sent.status).toBe(201);
  expect((await answer(session, sent.body.inviteId, 'cancel')).body).toMatchObject({ status: 'canceled' });
}

/** Moves a student's invitations, and the mail they sent, `hours` into the past. */
async function age(session: Session, hours: number) {
  await h.sql(
    `update public.roommate_invites set created_at = created_at - make_interval(hours => $2) where inviter_id = $1`,
    [session.userId, hours],
  );
  await h.sql(
    `update public.notifications set created_at = created_at - make_interval(hours => $2) where sender_id = $1`,
    [session.userId, hours],
  );
}

const keptBeds = (roomId: number) =>
  h.sql<{ id: number }>('select id::int as id from public.beds where room_id = $1 and reserved_until > now()', [
    roomId,
  ]);

async function pay(intent: string) {
  await h.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa', return_url: 'http://x/success' });
  return eventually(
    () => h.bookingByIntent(intent),
    (b) => b?.status === 'paid' || b?.status === 'refunded',
  );
}

/** A student's own view through PostgREST, as the profile page reads it. */
async function rpcAs<T>(session: Session, fn: string): Promise<T> {
  const res = await fetch(`${h.supabase.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SUPABASE.publishableKey,
      authorization: `Bearer ${session.token}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('roommates', () => {
  it('when a student invites a friend to the other bed, then only the friend may take it, after accepting, and both see each other', async () => {
    const [inviter, friend, stranger] = [fresh(), fresh(), fresh()];
    const room = await freeDouble();
    expect((await hold(inviter, room)).body).toMatchObject({ booking: { bed: 'A' } });
    const sent = await invite(inviter, friend.email.toUpperCase());
    expect(sent.status).toBe(201);
    const hours = (new Date(sent.body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // The bed is kept: a stranger, and the friend before accepting, find no free bed.
    expect((await hold(stranger, room)).body).toMatchObject({ code: 'room_unavailable' });
    expect((await hold(friend, room)).body).toMatchObject({ code: 'room_unavailable' });
    const [free] = await h.sql<{ free: number }>(
      `select count(*)::int as free from public.beds where room_id = $1 and not occupied
         and (held_until is null or held_until <= now()) and (reserved_until is null or reserved_until <= now())`,
      [room.id],
    );
    expect(free?.free).toBe(0);
    // Only the invitee can answer; a retry of the invitation answers the same one.
    expect((await answer(stranger, sent.body.inviteId, 'accept')).status).toBe(404);
    expect((await invite(inviter, friend.email)).body.inviteId).toBe(sent.body.inviteId);

    const accepted = await answer(friend, sent.body.inviteId, 'accept');
    expect(accepted).toMatchObject({ status: 200, body: { status: 'accepted', hostel: 'Kanhar', roomId: room.id } });
    const friendHold = await hold(friend, room);
    expect(friendHold.status).toBe(200);
    expect(friendHold.body.booking.bed).toBe('B');

    const share = await rpcAs<Array<{ roommate_name: string | null; other_bed_state: string }>>(
      inviter,
      'my_room_share',
    );
    expect(share).toMatchObject([{ other_bed_state: 'held', roommate_name: null }]);

    const inviterIntent = (await hold(inviter, room)).body.paymentIntentId;
    await pay(inviterIntent);
    await pay(friendHold.body.paymentIntentId);
    expect(await h.room(room.id)).toMatchObject({ status: true });
    expect(await rpcAs(inviter, 'my_room_share')).toMatchObject([
      { bed_label: 'A', bed_state: 'owned', other_bed_state: 'occupied', roommate_name: `Name of ${friend.email}` },
    ]);
    expect(await rpcAs(friend, 'my_room_share')).toMatchObject([
      { bed_label: 'B', roommate_name: `Name of ${inviter.email}` },
    ]);
    expect(await rpcAs(friend, 'my_roommate_invites')).toMatchObject([
      { invite_id: sent.body.inviteId, status: 'accepted', inviter_name: `Name of ${inviter.email}` },
    ]);
    // Nobody else sees a name: the stranger has no room to share and no invitation.
    expect(await rpcAs(stranger, 'my_room_share')).toEqual([]);
    expect(await rpcAs(stranger, 'my_roommate_invites')).toEqual([]);
    // Once paid, the invitation cannot be withdrawn.
    expect((await answer(inviter, sent.body.inviteId, 'cancel')).body).toMatchObject({ code: 'invite_answered' });
  });

  it('when the friend declines, or the invitation expires, then the bed is free for anyone again', async () => {
    const [inviter, friend, other] = [fresh(), fresh(), fresh()];
    const room = await freeDouble();
    await hold(inviter, room);
    const sent = await invite(inviter, friend.email);
    expect((await answer(friend, sent.body.inviteId, 'decline')).body).toMatchObject({ status: 'declined' });
    expect((await answer(friend, sent.body.inviteId, 'accept')).body).toMatchObject({ code: 'invite_answered' });
    expect((await hold(other, room)).status).toBe(200);

    const [inviter2, friend2, other2] = [fresh(), fresh(), fresh()];
    const room2 = await freeDouble();
    await hold(inviter2, room2);
    const late = await invite(inviter2, friend2.email);
    // Time passes: the invitation and the bed's reservation end.
    await h.sql(`update public.roommate_invites set expires_at = now() - interval '1 minute' where id = $1`, [
      late.body.inviteId,
    ]);
    await h.sql(
      `update public.beds set reserved_until = now() - interval '1 minute' where room_id = $1 and reserved_until is not null`,
      [room2.id],
    );
    expect((await answer(friend2, late.body.inviteId, 'accept')).body).toMatchObject({ code: 'invite_expired' });
    expect((await hold(other2, room2)).status).toBe(200);
  });

  it('when the inviter leaves the payment page, then the invitation ends with the hold and the bed is free', async () => {
    const [inviter, friend, other] = [fresh(), fresh(), fresh()];
    const room = await freeDouble();
    const held = await hold(inviter, room);
    const sent = await invite(inviter, friend.email);
    await h.call('POST', '/cancel-payment-intent', {
      token: inviter.token,
      body: { payment_intent: held.body.paymentIntentId },
    });
    const [row] = await h.sql<{ status: string }>('select status from public.roommate_invites where id = $1', [
      sent.body.inviteId,
    ]);
    expect(row?.status).toBe('canceled');
    expect((await hold(other, room)).status).toBe(200);
    expect((await answer(friend, sent.body.inviteId, 'accept')).body).toMatchObject({ code: 'invite_answered' });
  });

  it('when the invitation cannot be made or taken, then a 4xx says why and nothing is reserved', async () => {
    const [single, inviter, friend, girl] = [fresh(), fresh(), fresh(), fresh()];
    const [singleRoom] = await h.vacantRooms('Gopad', 1);
    if (!singleRoom) throw new Error('no single');
    await hold(single, singleRoom);
    expect(await invite(single, friend.email)).toMatchObject({ status: 409, body: { code: 'no_double_bed' } });

    const room = await freeDouble();
    await hold(inviter, room);
    expect(await invite(inviter, inviter.email)).toMatchObject({ status: 400, body: { code: 'own_email' } });
    expect(await invite(inviter, 'not-an-email')).toMatchObject({
      status: 400,
      body: { message: 'email must be an email address' },
    });
    const sent = await invite(inviter, girl.email);
    expect(await invite(inviter, friend.email)).toMatchObject({ status: 409, body: { code: 'already_invited' } });

    // Kanhar is a boys' hostel: a student who declared otherwise is told the rule when accepting.
    await h.declare(girl.userId, DECLARATIONS.girlsOrMarried);
    expect(await answer(girl, sent.body.inviteId, 'accept')).toMatchObject({
      status: 403,
      body: { code: 'not_eligible', message: 'Kanhar is a boys’ hostel: only male students may book it.' },
    });
    expect((await answer(inviter, sent.body.inviteId, 'cancel')).body).toMatchObject({ status: 'canceled' });
    expect((await h.call('POST', '/roommate-invites/abc/accept', { token: girl.token })).status).toBe(400);
    expect((await h.call('POST', '/roommate-invites', { body: { email: friend.email } })).status).toBe(401);
  });

  it('when a student invites an address no account uses, then 404 no_account, and nothing is kept or sent', async () => {
    const inviter = fresh();
    const room = await freeDouble();
    await hold(inviter, room);
    const nobody = `nobody-${room.id}@elsewhere.example`;
    expect(await invite(inviter, nobody)).toMatchObject({
      status: 404,
      body: { code: 'no_account', message: 'No student account uses this address. Ask them to sign up first.' },
    });
    expect(await h.sql('select id from public.roommate_invites where inviter_id = $1', [inviter.userId])).toEqual([]);
    expect(await h.sql('select id from public.notifications where email = $1', [nobody])).toEqual([]);
    expect(await keptBeds(room.id)).toEqual([]);
  });

  it('when a student invites, withdraws and invites again, then each withdrawal frees the bed and the fourth invitation for that bed is refused', async () => {
    const [inviter, a, b, c] = [fresh(), fresh(), fresh(), fresh()];
    const room = await freeDouble();
    await hold(inviter, room);
    for (const friend of [a, b, a]) {
      await inviteAndWithdraw(inviter, friend.email);
      expect(await keptBeds(room.id)).toEqual([]);
    }
    expect(await invite(inviter, c.email)).toMatchObject({ status: 429, body: { code: 'invite_cap' } });
    expect(await keptBeds(room.id)).toEqual([]);
    const [made] = await h.sql<{ n: number }>(
      'select count(*)::int as n from public.roommate_invites where inviter_id = $1',
      [inviter.userId],
    );
    expect(made?.n).toBe(3);
  });

  it('when a student has made five invitations in a day, then a sixth, from another room, is refused', async () => {
    const [inviter, a, b, c, d, e, f] = [fresh(), fresh(), fresh(), fresh(), fresh(), fresh(), fresh()];
    await hold(inviter, await freeDouble());
    for (const friend of [a, b, c]) await inviteAndWithdraw(inviter, friend.email);
    // Hours later (past the hourly mail cap), from another double.
    await age(inviter, 2);
    const second = await freeDouble();
    await hold(inviter, second);
    for (const friend of [d, e]) await inviteAndWithdraw(inviter, friend.email);
    await age(inviter, 2);
    expect(await invite(inviter, f.email)).toMatchObject({ status: 429, body: { code: 'invite_cap' } });
    expect(await keptBeds(second.id)).toEqual([]);
    // A day later the student may invite again.
    await age(inviter, 20);
    expect((await invite(inviter, f.email)).status).toBe(201);
  });

  it('when a student’s invitations sent three emails within the hour, then the next is refused and sends nothing', async () => {
    const [inviter, a, b, c, d] = [fresh(), fresh(), fresh(), fresh(), fresh()];
    await hold(inviter, await freeDouble());
    for (const friend of [a, b, c]) await inviteAndWithdraw(inviter, friend.email);
    const second = await freeDouble();
    await hold(inviter, second);
    expect(await invite(inviter, d.email)).toMatchObject({ status: 429, body: { code: 'mail_cap' } });
    expect(await h.sql('select id from public.notifications where user_id = $1', [d.userId])).toEqual([]);
    expect(await keptBeds(second.id)).toEqual([]);
  });
});
