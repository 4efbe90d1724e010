// The booking wizard's steps and their rules: which fields each step asks for and the message when one is empty.
import { messages } from '../../config/messages';
import { t } from '../../lib/i18n';
import type { BookingDraft, WizardStep } from './booking-draft';

export type BookingField = keyof BookingDraft;
export type BookingErrors = Partial<Record<BookingField, string>>;

const STEP_KEYS = { 1: 'personal', 2: 'preferences', 3: 'confirmation' } as const;

/** A step's title in the language being read; a guest house's second step asks who stays rather than preferences. */
export function stepTitle(step: WizardStep, stay = false): string {
  return stay && step === 2 ? t('booking:steps.guest') : t(`booking:steps.${STEP_KEYS[step]}`);
}

const STEP_FIELDS: Record<WizardStep, readonly BookingField[]> = {
  1: ['name', 'email', 'state', 'city', 'pincode'],
  2: ['userType', 'description'],
  3: [],
};

/** A guest room's second step: the student host names their guest, and says what the guest house should know. */
const STAY_GUEST_FIELDS: readonly BookingField[] = ['guestName', 'description'];

/** The fields a step asks for, in order. */
export function stepFields(step: WizardStep, stay = false): readonly BookingField[] {
  return stay && step === 2 ? STAY_GUEST_FIELDS : STEP_FIELDS[step];
}

/** Read when a step is checked, so the message is in the language being read then. */
function requiredMessage(field: BookingField): string | undefined {
  const required: Partial<Record<BookingField, string>> = {
    name: messages.nameRequired,
    email: messages.emailRequired,
    state: messages.stateRequired,
    city: messages.cityRequired,
    pincode: messages.pincodeRequired,
    description: messages.descriptionRequired,
    guestName: t('booking:fields.guestNameRequired'),
  };
  return required[field];
}

/** Only emptiness is checked: the product has no format rules for email or pincode. */
export function validateStep(step: WizardStep, data: BookingDraft, stay = false): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of stepFields(step, stay)) {
    const message = requiredMessage(field);
    if (message && data[field].trim() === '') errors[field] = message;
  }
  return errors;
}

/** The first step (1 or 2) whose fields are not all filled in, with its errors; undefined when all pass. */
export function firstInvalidStep(
  data: BookingDraft,
  stay = false,
): { step: WizardStep; errors: BookingErrors } | undefined {
  for (const step of [1, 2] as const) {
    const errors = validateStep(step, data, stay);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return undefined;
}
