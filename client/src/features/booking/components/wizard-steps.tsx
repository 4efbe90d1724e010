// The booking wizard's parts: where the student is among the three steps, and each step's fields or review.
import { useTranslation } from 'react-i18next';
import { t as translate } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { formatRent } from '../../../lib/fees';
import { formatMoney } from '../../../lib/format';
import { formatNightly, formatStayDates } from '../../../lib/guest-stays';
import type { BookingDraft, WizardStep } from '../booking-draft';
import { stepTitle, type BookingErrors, type BookingField } from '../booking-form';
import type { WizardRoom } from './use-booking-wizard';

const STEPS: readonly WizardStep[] = [1, 2, 3];

/** A step's fields: the draft, its errors, and a change to one field. */
interface StepProps {
  data: BookingDraft;
  errors: BookingErrors;
  change: (field: BookingField, value: string) => void;
}

export function WizardProgress({ step, stay }: { step: WizardStep; stay: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <ol className="wizard-steps" aria-label={t('steps.label')}>
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
            <span className="visually-hidden">{t('steps.numbered', { step: n })}</span>
            {stepTitle(n, stay)}
          </span>
        </li>
      ))}
    </ol>
  );
}

type PersonalField = Exclude<BookingField, 'userType' | 'description' | 'guestName'>;

/** The first step's fields in order, with what the browser may fill in for each. */
const PERSONAL_FIELDS: ReadonlyArray<[PersonalField, Record<string, string>]> = [
  ['name', { autoComplete: 'name' }],
  ['email', { type: 'email', autoComplete: 'email' }],
  ['state', { autoComplete: 'address-level1' }],
  ['city', { autoComplete: 'address-level2' }],
  ['pincode', { autoComplete: 'postal-code', inputMode: 'numeric' }],
];

export function PersonalStep({ data, errors, change }: StepProps) {
  const { t } = useTranslation('booking');
  return (
    <div className="wizard__fields">
      {PERSONAL_FIELDS.map(([field, extra]) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          name={field}
          value={data[field]}
          onChange={(event) => change(field, event.target.value)}
          error={errors[field]}
          required
          {...extra}
        />
      ))}
    </div>
  );
}

export function PreferencesStep({ data, errors, change }: StepProps) {
  const { t } = useTranslation('booking');
  const userTypes = [
    { value: 'student', label: t('userType.student') },
    { value: 'guest', label: t('userType.guest') },
  ];
  return (
    <div className="wizard__fields">
      <SelectField
        label={t('fields.userType')}
        name="userType"
        options={userTypes}
        value={data.userType}
        onChange={(event) => change('userType', event.target.value)}
      />
      <TextAreaField
        label={t('fields.description')}
        name="description"
        hint={t('fields.descriptionHint')}
        rows={4}
        value={data.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
        required
      />
    </div>
  );
}

/** A guest room's second step: the guest the student host books for, and what the guest house should know. */
export function GuestStep({ data, errors, change }: StepProps) {
  const { t } = useTranslation('booking');
  return (
    <div className="wizard__fields">
      <TextField
        label={t('fields.guestName')}
        name="guestName"
        autoComplete="off"
        value={data.guestName}
        onChange={(event) => change('guestName', event.target.value)}
        error={errors.guestName}
        required
      />
      <TextAreaField
        label={t('fields.description')}
        name="description"
        hint={t('fields.stayDescriptionHint')}
        rows={4}
        value={data.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
        required
      />
    </div>
  );
}

/** What the room costs: a guest room's nights, or a students' room's rent for its period and the hostel's deposit. */
function priceFacts(room: WizardRoom, data: BookingDraft): Array<[string, string]> {
  if (room.stay) {
    const { stay } = room;
    return [
      [translate('booking:review.dates'), formatStayDates(stay)],
      [translate('booking:review.nights'), translate('booking:review.nightsCount', { count: stay.nights })],
      [translate('booking:review.price'), formatNightly(stay.nightlyMinor, stay.currency)],
      [translate('booking:review.total'), formatMoney(stay.amountMinor, stay.currency)],
      [translate('booking:review.guest'), data.guestName],
    ];
  }
  const deposit: Array<[string, string]> =
    room.deposit_minor > 0 ? [[translate('booking:review.deposit'), formatMoney(room.deposit_minor)]] : [];
  return [[translate('booking:review.price'), formatRent(room.price_minor, room.fee_period)], ...deposit];
}

export function ReviewStep({ room, data }: { room: WizardRoom; data: BookingDraft }) {
  const { t } = useTranslation('booking');
  const roomTitle = t('review.roomTitle', { hostel: room.hostel_name, wing: room.wing_name, room: room.room_number });
  // A guest room is booked by its student host: there is no one else to book as.
  const bookingAs: Array<[string, string]> = room.stay ? [] : [[t('review.bookingAs'), t(`userType.${data.userType}`)]];
  const facts: ReadonlyArray<[string, string]> = [
    [t('review.room'), roomTitle],
    [t('review.type'), room.occupancy === 1 ? t('review.single') : t('review.double')],
    ...priceFacts(room, data),
    [t('fields.name'), data.name],
    [t('fields.email'), data.email],
    [t('fields.state'), data.state],
    [t('fields.city'), data.city],
    [t('fields.pincode'), data.pincode],
    ...bookingAs,
  ];
  return (
    <div className="wizard__review">
      <p>{t('review.lead')}</p>
      <dl className="facts wizard__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('fields.description')}</dt>
          <dd className="wizard__description">{data.description}</dd>
        </div>
      </dl>
    </div>
  );
}

export function WizardActions({ step, back }: { step: WizardStep; back: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <div className="wizard__actions">
      {step > 1 ? (
        <Button variant="secondary" onClick={back}>
          {t('wizardBack')}
        </Button>
      ) : null}
      <Button type="submit" className="wizard__next">
        {step < 3 ? t('wizardNext') : t('submitBooking')}
      </Button>
    </div>
  );
}
