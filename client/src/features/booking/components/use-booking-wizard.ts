// The booking wizard's state: the step and the draft (kept across reloads), each step's errors once it has been
// tried, focus on the new step's heading or the first error, and the way to payment once every step is valid.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { staySearch, type PricedStay } from '../../../lib/guest-stays';
import type { BookingRoom } from '../api/get-room';
import { EMPTY_DRAFT, loadBooking, saveBooking, type BookingDraft, type WizardStep } from '../booking-draft';
import { firstInvalidStep, stepFields, validateStep, type BookingErrors, type BookingField } from '../booking-form';

type RoomPlace = Pick<BookingRoom, 'id' | 'hostel_name' | 'wing_name' | 'room_number' | 'occupancy'>;

/** A students' room, paid by the fee period with the hostel's deposit; or a guest room for the nights priced. */
export type WizardRoom =
  | (RoomPlace & Pick<BookingRoom, 'price_minor' | 'fee_period' | 'deposit_minor' | 'accessible'> & { stay?: never })
  | (RoomPlace & { stay: PricedStay });

/** Who starts a new draft: the signed-in payer's name and email; a guest account stays in the room themselves. */
export interface WizardPayer {
  name: string;
  email: string;
  staysThemselves?: boolean;
}

export function useBookingWizard(room: WizardRoom, student: WizardPayer) {
  const navigate = useNavigate();
  const hostel = room.hostel_name;
  const [initial] = useState(() => loadBooking(hostel, room.id));
  const [step, setStep] = useState<WizardStep>(initial?.step ?? 1);
  const [data, setData] = useState<BookingDraft>(
    () => initial?.data ?? { ...EMPTY_DRAFT, name: student.name, email: student.email },
  );
  const [errors, setErrors] = useState<BookingErrors>({});
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  const { wing_name: wing, room_number: roomNumber } = room;
  const stay = room.stay !== undefined;

  useEffect(() => {
    saveBooking(hostel, room.id, { step, data, room: { wing, number: roomNumber } });
  }, [hostel, room.id, wing, roomNumber, step, data]);

  useEffect(() => {
    // Moving between steps puts focus on the new step's heading, so screen readers announce it.
    if (moved.current) heading.current?.focus();
  }, [step]);

  const focusFirstError = (found: BookingErrors) => {
    const first = stepFields(step, stay).find((field) => found[field]);
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const change = (field: BookingField, value: string) => {
    const next: BookingDraft =
      field === 'userType'
        ? { ...data, userType: value === 'guest' ? 'guest' : 'student' }
        : { ...data, [field]: value };
    setData(next);
    // Once a step has been tried, its messages follow the input.
    if (attempted.has(step)) setErrors(validateStep(step, next, stay));
  };

  const goTo = (target: WizardStep) => {
    moved.current = true;
    setErrors(attempted.has(target) ? validateStep(target, data, stay) : {});
    setStep(target);
  };

  const next = () => {
    const found = validateStep(step, data, stay);
    setAttempted(new Set(attempted).add(step));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    // A guest account's stay is their own: the guest is the payer, unless they have named someone else.
    if (step === 1 && student.staysThemselves && data.guestName.trim() === '')
      setData({ ...data, guestName: data.name });
    goTo(step === 1 ? 2 : 3);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== 3) {
      next();
      return;
    }
    const invalid = firstInvalidStep(data, stay);
    if (invalid) {
      setAttempted(new Set(attempted).add(invalid.step));
      moved.current = true;
      setStep(invalid.step);
      setErrors(invalid.errors);
      return;
    }
    saveBooking(hostel, room.id, { step, data, room: { wing, number: roomNumber } });
    void navigate(paths.payment.getHref(hostel, room.id, room.stay ? staySearch(room.stay) : undefined));
  };

  return { step, data, errors, heading, form, change, goTo, submit };
}
