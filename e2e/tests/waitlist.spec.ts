// The waitlist: a student joins the line for a full room type from the hostel page, sees their place,
// and when a hold on a bed of that type lapses the bed is offered to them, in the app and by email; they take it and
// pay. The journey fills the doubles of the fifth hostel (the e2e stack's own, which the other journeys book only as
// singles) with holds of its own students, and releases whatever it still holds at the end.
import {
  expect,
  expectNoAxeViolations,
  holdBedThroughApi,
  latestMailTo,
  newStudent,
  officeClient,
  payWith,
  screenshotAtWidths,
  signInAsStudent,
  submitBookingWizard,
  test,
  type HeldIntent,
  type TokenStudent,
} from '../fixtures';
import { API_URL } from '../fixtures/stack';

const HOSTEL = 'Narmada';

interface DoubleBed {
  id: number;
  label: 'A' | 'B';
  room: { id: number; wing_name: string; room_number: number };
}

interface BedState {
  id: number;
  label: DoubleBed['label'];
  occupied: boolean;
  held_until: string | null;
  reserved_until: string | null;
}

/** The doubles' beds of the hostel that anyone could hold now (not occupied, held or kept), as the office reads them. */
async function freeDoubleBeds(): Promise<DoubleBed[]> {
  const { data, error } = await officeClient()
    .from('hostel_room')
    .select('id, wing_name, room_number, beds(id, label, occupied, held_until, reserved_until)')
    .eq('hostel_name', HOSTEL)
    .eq('occupancy', 2)
    .eq('out_of_service', false);
  if (error) throw new Error(error.message);
  // The generated types know no relationships; the embed is the stand-in's and PostgREST's.
  const rooms = data as unknown as Array<DoubleBed['room'] & { beds: BedState[] }>;
  const now = Date.now();
  const live = (at: string | null) => at !== null && Date.parse(at) > now;
  return rooms.flatMap(({ beds, ...room }) =>
    beds
      .filter((bed) => !bed.occupied && !live(bed.held_until) && !live(bed.reserved_until))
      .map((bed) => ({ id: bed.id, label: bed.label, room })),
  );
}

/** Ends a hold as time would: its end moves into the past, and the server's sweep finds it lapsed. */
async function lapse(bedId: number): Promise<void> {
  const past = new Date(Date.now() - 1_000).toISOString();
  const office = officeClient();
  const bookings = await office
    .from('bookings')
    .update({ hold_ends_at: past })
    .eq('bed_id', bedId)
    .eq('status', 'held');
  expect(bookings.error).toBeNull();
  const beds = await office.from('beds').update({ held_until: past }).eq('id', bedId);
  expect(beds.error).toBeNull();
}

async function cancelHold(student: TokenStudent, intent: HeldIntent): Promise<void> {
  await fetch(`${API_URL}/cancel-payment-intent`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${student.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment_intent: intent.paymentIntentId }),
  });
}

test('when a room type is full, then a student joins its waitlist, and when a hold lapses the bed is offered to them and they book it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const holders: Array<{ student: TokenStudent; intent: HeldIntent; bed: DoubleBed }> = [];
  try {
    for (const bed of await freeDoubleBeds()) {
      const student = await newStudent('waitlist-holder', HOSTEL);
      const room = { id: bed.room.id, hostel: HOSTEL, wing: bed.room.wing_name, number: bed.room.room_number };
      holders.push({ student, bed, intent: await holdBedThroughApi(student, room, bed.label) });
    }
    const first = holders[0];
    if (!first) throw new Error(`no double of ${HOSTEL} was free to fill`);

    const waiting = await newStudent('waitlisted', HOSTEL);
    await signInAsStudent(page, waiting, { at: `/status/${HOSTEL}` });
    await page.getByRole('button', { name: `Join the waitlist for a Double in ${HOSTEL}` }).click();
    await expect(page.getByText(/You are 1 of 1 on the waitlist for a Double/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'waitlist-joined');

    // The first hold lapses: the server's sweep offers its bed to the first in line, and the open page shows it.
    await lapse(first.bed.id);
    const offer = page.getByRole('region', { name: 'Waitlist' });
    await expect(offer).toContainText(
      `A bed is yours to take: ${HOSTEL}, wing ${first.bed.room.wing_name}, room ${first.bed.room.room_number}, bed ${first.bed.label}`,
      { timeout: 90_000 },
    );
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'waitlist-offer');
    await expect
      .poll(async () => (await latestMailTo(waiting.email, { timeout: 30_000 })).Subject, { timeout: 30_000 })
      .toBe(`A bed is yours to take in ${HOSTEL}`);

    await offer.getByRole('link', { name: 'Book this bed' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${HOSTEL}/booknow/${first.bed.room.id}`));
    await submitBookingWizard(page, { hostel: HOSTEL, id: first.bed.room.id }, 'Kavya Rao');
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.locator('.success-card__facts')).toContainText(`Bed ${first.bed.label}`);
  } finally {
    for (const holder of holders) await cancelHold(holder.student, holder.intent);
  }
});
