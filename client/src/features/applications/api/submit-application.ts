// Submitting an application: the product's checks, then an insert whose ID the database generates.
import { APPLICATION_TYPES } from '../../../config/application-types';
import { messages } from '../../../config/messages';
import type { ApplicationType } from '@campus-hostel/contracts/database';
import { getSupabase } from '../../../lib/supabase';

export const DESCRIPTION_MAX = 2000;

export interface ApplicationInput {
  application_type: string;
  description: string;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationInput, string>>;

function isApplicationType(value: string): value is ApplicationType {
  return (APPLICATION_TYPES as readonly string[]).includes(value);
}

/** Field messages for what is missing or out of range; empty when the input may be sent. */
export function validateApplication(input: ApplicationInput): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!isApplicationType(input.application_type)) errors.application_type = messages.applicationTypeRequired;
  const description = input.description.trim();
  if (description === '') errors.description = messages.descriptionRequired;
  else if (description.length > DESCRIPTION_MAX)
    errors.description = `Keep the description under ${DESCRIPTION_MAX} characters`;
  return errors;
}

/** Inserts the application as the signed-in student and returns its generated application ID. */
export async function submitApplication(input: ApplicationInput): Promise<string> {
  if (!isApplicationType(input.application_type)) throw new TypeError(messages.applicationTypeRequired);
  const supabase = await getSupabase();
  // email and user_id default from the JWT in the database; status starts false there too.
  const { data, error } = await supabase
    .from('application_table')
    .insert({
      application_type: input.application_type,
      description: input.description.trim(),
      status: false,
    })
    .select('application_id')
    .single();
  if (error) throw error;
  return data.application_id;
}
