// The booking wizard's parts: where the student is among the three steps, and each step's fields or review.
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { formatMoney } from '../../../lib/format';
import type { BookingDraft, WizardStep } from '../booking-draft';
import { STEP_TITLES, type BookingErrors, type BookingField } from '../booking-form';
import type { WizardRoom } from './use-booking-wizard';

const USER_TYPES = [
  { value: 'student', label: 'Student' },
  { value: 'guest', label: 'Guest' },
] as const;

const STEPS: readonly WizardStep[] = [1, 2, 3];

/** A step's fields: the draft, its errors, and a change to one field. */
interface StepProps {
  data: BookingDraft;
  errors: BookingErrors;
  change: (field: BookingField, value: string) => void;
}

export function WizardProgress({ step }: { step: WizardStep }) {
  return (
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
  );
}

export function PersonalStep({ data, errors, change }: StepProps) {
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
    <div className="wizard__fields">
      {text('name', 'Name', { autoComplete: 'name' })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {text('state', 'State', { autoComplete: 'address-level1' })}
      {text('city', 'City', { autoComplete: 'address-level2' })}
      {text('pincode', 'Pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
    </div>
  );
}

export function PreferencesStep({ data, errors, change }: StepProps) {
  return (
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
  );
}

function roomTitle(room: WizardRoom): string {
  return `${room.hostel_name}, Wing ${room.wing_name} · Room ${room.room_number}`;
}

export function ReviewStep({ room, data }: { room: WizardRoom; data: BookingDraft }) {
  const facts: ReadonlyArray<[string, string]> = [
    ['Room', roomTitle(room)],
    ['Type', room.occupancy === 1 ? 'Single' : 'Double'],
    ['Price', formatMoney(room.price_minor)],
    ['Name', data.name],
    ['Email', data.email],
    ['State', data.state],
    ['City', data.city],
    ['Pincode', data.pincode],
    ['Booking as', data.userType === 'guest' ? 'Guest' : 'Student'],
  ];
  return (
    <div className="wizard__review">
      <p>Check your booking before you pay.</p>
      <dl className="facts wizard__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Description</dt>
          <dd className="wizard__description">{data.description}</dd>
        </div>
      </dl>
    </div>
  );
}

export function WizardActions({ step, back }: { step: WizardStep; back: () => void }) {
  return (
    <div className="wizard__actions">
      {step > 1 ? (
        <Button variant="secondary" onClick={back}>
          {messages.wizardBack}
        </Button>
      ) : null}
      <Button type="submit" className="wizard__next">
        {step < 3 ? messages.wizardNext : messages.submitBooking}
      </Button>
    </div>
  );
}
