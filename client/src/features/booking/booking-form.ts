// The booking wizard's steps and their rules: which fields each step asks for and the message when one is empty.
import { messages } from '../../config/messages';
import type { BookingDraft, WizardStep } from './booking-draft';

export type BookingField = keyof BookingDraft;
export type BookingErrors = Partial<Record<BookingField, string>>;

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Personal Information',
  2: 'Room Preferences',
  3: 'Confirmation',
};

export const STEP_FIELDS: Record<WizardStep, readonly BookingField[]> = {
  1: ['name', 'email', 'state', 'city', 'pincode'],
  2: ['userType', 'description'],
  3: [],
};

const REQUIRED: Partial<Record<BookingField, string>> = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  state: messages.stateRequired,
  city: messages.cityRequired,
  pincode: messages.pincodeRequired,
  description: messages.descriptionRequired,
};

/** Only emptiness is checked: the product has no format rules for email or pincode. */
export function validateStep(step: WizardStep, data: BookingDraft): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const message = REQUIRED[field];
    if (message && data[field].trim() === '') errors[field] = message;
  }
  return errors;
}

/** The first step (1 or 2) whose fields are not all filled in, with its errors; undefined when all pass. */
export function firstInvalidStep(data: BookingDraft): { step: WizardStep; errors: BookingErrors } | undefined {
  for (const step of [1, 2] as const) {
    const errors = validateStep(step, data);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return undefined;
}
