// The three-step booking wizard: personal information, room preferences, review; Submit Booking goes to payment.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { EMPTY_DRAFT, loadBooking, saveBooking, type BookingDraft, type WizardStep } from '../booking-draft';
import { formatMoney } from '../../../lib/format';
import {
  STEP_FIELDS,
  STEP_TITLES,
  firstInvalidStep,
  validateStep,
  type BookingErrors,
  type BookingField,
} from '../booking-form';
import type { BookingRoom } from '../api/get-room';

export interface BookingWizardProps {
  room: Pick<
    BookingRoom,
    'id' | 'hostel_name' | 'wing_name' | 'room_number' | 'occupancy' | 'price_minor' | 'accessible'
  >;
  /** The signed-in student, whose name and email start a new draft. */
  student: { name: string; email: string };
}

const USER_TYPES = [
  { value: 'student', label: 'Student' },
  { value: 'guest', label: 'Guest' },
] as const;

const STEPS: readonly WizardStep[] = [1, 2, 3];

function roomTitle(room: BookingWizardProps['room']): string {
  return `${room.hostel_name}, Wing ${room.wing_name} · Room ${room.room_number}`;
}

export function BookingWizard({ room, student }: BookingWizardProps) {
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

  const label = { wing: room.wing_name, number: room.room_number };
  const { wing_name: wing, room_number: roomNumber } = room;

  useEffect(() => {
    saveBooking(hostel, room.id, { step, data, room: { wing, number: roomNumber } });
  }, [hostel, room.id, wing, roomNumber, step, data]);

  useEffect(() => {
    // Moving between steps puts focus on the new step's heading, so screen readers announce it.
    if (moved.current) heading.current?.focus();
  }, [step]);

  const focusFirstError = (found: BookingErrors) => {
    const first = STEP_FIELDS[step].find((field) => found[field]);
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const change = (field: BookingField, value: string) => {
    const next: BookingDraft =
      field === 'userType'
        ? { ...data, userType: value === 'guest' ? 'guest' : 'student' }
        : { ...data, [field]: value };
    setData(next);
    // Once a step has been tried, its messages follow the input.
    if (attempted.has(step)) setErrors(validateStep(step, next));
  };

  const goTo = (target: WizardStep) => {
    moved.current = true;
    setErrors(attempted.has(target) ? validateStep(target, data) : {});
    setStep(target);
  };

  const next = () => {
    const found = validateStep(step, data);
    setAttempted(new Set(attempted).add(step));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    goTo(step === 1 ? 2 : 3);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== 3) {
      next();
      return;
    }
    const invalid = firstInvalidStep(data);
    if (invalid) {
      setAttempted(new Set(attempted).add(invalid.step));
      moved.current = true;
      setStep(invalid.step);
      setErrors(invalid.errors);
      return;
    }
    saveBooking(hostel, room.id, { step, data, room: label });
    void navigate(paths.payment.getHref(hostel, room.id));
  };

  const text = (
    field: Exclude<BookingField, 'userType' | 'description'>,
    label: string,
    extra: Record<string, string> = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={data[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field]}
      required
      {...extra}
    />
  );

  return (
    <div className="wizard">
      <ol className="wizard-steps" aria-label="Booking steps">
        {STEPS.map((n) => (
          <li
            key={n}
            className={`wizard-steps__item${n === step ? ' wizard-steps__item--current' : ''}${n < step ? ' wizard-steps__item--done' : ''}`}
            aria-current={n === step ? 'step' : undefined}
          >
            <span className="wizard-steps__number" aria-hidden="true">
              {n}
            </span>
            <span className="wizard-steps__label">
              <span className="visually-hidden">Step {n}: </span>
              {STEP_TITLES[n]}
            </span>
          </li>
        ))}
      </ol>

      <form ref={form} className="card wizard__panel" onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="wizard__title">
          Step {step}: {STEP_TITLES[step]}
        </h2>

        {step === 1 ? (
          <div className="wizard__fields">
            {text('name', 'Name', { autoComplete: 'name' })}
            {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {text('state', 'State', { autoComplete: 'address-level1' })}
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {text('pincode', 'Pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          </div>
        ) : null}

        {step === 2 ? (
          <div className="wizard__fields">
            <SelectField
              label="I am a"
              name="userType"
              options={USER_TYPES}
              value={data.userType}
              onChange={(event) => change('userType', event.target.value)}
            />
            <TextAreaField
              label="Description"
              name="description"
              hint="Your room preferences, e.g. a quiet floor or a roommate you have in mind."
              rows={4}
              value={data.description}
              onChange={(event) => change('description', event.target.value)}
              error={errors.description}
              required
            />
          </div>
        ) : null}

        {step === 3 ? (
          <div className="wizard__review">
            <p>Check your booking before you pay.</p>
            <dl className="facts wizard__facts">
              <div>
                <dt>Room</dt>
                <dd>{roomTitle(room)}</dd>
              </div>
              <div>
                <dt>Type</dt>
                <dd>{room.occupancy === 1 ? 'Single' : 'Double'}</dd>
              </div>
              <div>
                <dt>Price</dt>
                <dd>{formatMoney(room.price_minor)}</dd>
              </div>
              <div>
                <dt>Name</dt>
                <dd>{data.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{data.email}</dd>
              </div>
              <div>
                <dt>State</dt>
                <dd>{data.state}</dd>
              </div>
              <div>
                <dt>City</dt>
                <dd>{data.city}</dd>
              </div>
              <div>
                <dt>Pincode</dt>
                <dd>{data.pincode}</dd>
              </div>
              <div>
                <dt>Booking as</dt>
                <dd>{data.userType === 'guest' ? 'Guest' : 'Student'}</dd>
              </div>
              <div>
                <dt>Description</dt>
                <dd className="wizard__description">{data.description}</dd>
              </div>
            </dl>
          </div>
        ) : null}

        <div className="wizard__actions">
          {step > 1 ? (
            <Button variant="secondary" onClick={() => goTo(step === 3 ? 2 : 1)}>
              {messages.wizardBack}
            </Button>
          ) : null}
          {step < 3 ? (
            <Button type="submit" className="wizard__next">
              {messages.wizardNext}
            </Button>
          ) : (
            <Button type="submit" className="wizard__next">
              {messages.submitBooking}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
