// The three-step booking wizard: personal information, room preferences (for a guest room: who stays), review; Submit
// Booking goes to payment.
import { useTranslation } from 'react-i18next';
import { stepTitle } from '../booking-form';
import { useBookingWizard, type WizardPayer, type WizardRoom } from './use-booking-wizard';
import { GuestStep, PersonalStep, PreferencesStep, ReviewStep, WizardActions, WizardProgress } from './wizard-steps';

export interface BookingWizardProps {
  room: WizardRoom;
  /** The signed-in payer, whose name and email start a new draft. */
  student: WizardPayer;
}

export function BookingWizard({ room, student }: BookingWizardProps) {
  const { step, data, errors, heading, form, change, goTo, submit } = useBookingWizard(room, student);
  const { t } = useTranslation('booking');
  const stay = room.stay !== undefined;
  return (
    <div className="wizard">
      <WizardProgress step={step} stay={stay} />
      <form ref={form} className="card wizard__panel" onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="wizard__title">
          {t('steps.title', { step, title: stepTitle(step, stay) })}
        </h2>
        {step === 1 ? <PersonalStep data={data} errors={errors} change={change} /> : null}
        {step === 2 && stay ? <GuestStep data={data} errors={errors} change={change} /> : null}
        {step === 2 && !stay ? <PreferencesStep data={data} errors={errors} change={change} /> : null}
        {step === 3 ? <ReviewStep room={room} data={data} /> : null}
        <WizardActions step={step} back={() => goTo(step === 3 ? 2 : 1)} />
      </form>
    </div>
  );
}
