// Who may act for the office (admin only): every account with its role, granting or removing one, and correcting a
// student's declaration. Every route is POST under /admin/people with a Bearer token; staff get 403 `forbidden`.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { positiveId } from './fields';
import { OFFICE_ROLES } from './office';
import { post } from './route';

export const peopleBody = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(320))),
  page: z.optional(positiveId),
});
export type PeopleBody = z.input<typeof peopleBody>;
export const person = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  /** The name on the student record, else the one the account gave. */
  full_name: z.nullable(z.string()),
  /** The student record's roll number; null for an account without a record. */
  roll_number: z.nullable(z.string()),
  role: z.nullable(z.enum(OFFICE_ROLES)),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
  /** The places a warden, mess manager, guard or technician serves (hostels, messes or trades, by name); empty otherwise. */
  places: z.array(z.string()),
  /** The office role the account asked for at sign-up, while no admin has decided. */
  access_request: z.nullable(z.object({ id: z.number(), role: z.enum(OFFICE_ROLES) })),
});
export type Person = z.output<typeof person>;
export const peopleAnswer = z.object({
  people: z.array(person),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type PeopleAnswer = z.output<typeof peopleAnswer>;

export const setRoleBody = z.object({
  user_id: z.uuid('must be a user id'),
  role: z.nullable(z.enum(OFFICE_ROLES, { error: `must be one of ${OFFICE_ROLES.join(', ')}, or null` })),
  /** The hostels (or trades, for a technician) a scoped role serves; required for those roles, refused for others. */
  // A mess's name is up to 60 characters (public.messes), a hostel's 40.
  places: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(20))),
});
export type SetRoleBody = z.input<typeof setRoleBody>;
export const setRoleAnswer = z.object({
  user_id: z.string(),
  role: z.nullable(z.enum(OFFICE_ROLES)),
  places: z.array(z.string()),
});
export type SetRoleAnswer = z.output<typeof setRoleAnswer>;

export const correctDeclarationBody = z.object({
  user_id: z.uuid('must be a user id'),
  gender: z.enum(CheckedValues.student_profiles.gender, { error: 'must be female or male' }),
  married: z.boolean({ error: 'must be true or false' }),
});
export type CorrectDeclarationBody = z.input<typeof correctDeclarationBody>;
export const correctDeclarationAnswer = z.object({
  user_id: z.string(),
  gender: z.enum(CheckedValues.student_profiles.gender),
  married: z.boolean(),
  corrected_at: z.nullable(z.string()),
});
export type CorrectDeclarationAnswer = z.output<typeof correctDeclarationAnswer>;

export const decideAccessBody = z.object({
  request_id: positiveId,
  grant: z.boolean({ error: 'must be true or false' }),
});
export type DecideAccessBody = z.input<typeof decideAccessBody>;
export const decideAccessAnswer = z.object({
  request_id: z.number(),
  user_id: z.string(),
  status: z.enum(['granted', 'refused']),
  role: z.nullable(z.enum(OFFICE_ROLES)),
});
export type DecideAccessAnswer = z.output<typeof decideAccessAnswer>;

/** Accounts and their office roles, for admins. */
export const peopleApi = {
  /** POST /admin/people (admin only): one page (1-based, 50 a page) of accounts matching a name or email fragment. */
  list: post('/admin/people', { access: 'admin', body: peopleBody, answer: peopleAnswer }),
  /**
   * POST /admin/people/role (admin only): role null removes it; a warden, mess manager, guard or technician needs
   * `places`. 404; 400 `places_required` | `unknown_place`; 409 `own_role` (an admin cannot demote themself).
   */
  setRole: post('/admin/people/role', { access: 'admin', body: setRoleBody, answer: setRoleAnswer }),
  /**
   * POST /admin/people/access (admin only): grants the office role an account asked for at sign-up (the role is set,
   * then the request closed) or refuses it; both audited. 404 `not_found`; 409 `already_decided`.
   */
  decideAccess: post('/admin/people/access', { access: 'admin', body: decideAccessBody, answer: decideAccessAnswer }),
  /**
   * POST /admin/people/declaration (admin only): corrects a student's declared gender and marital status; the account
   * that did it is recorded and audited. 404 `not_found` when the student has not declared.
   */
  correctDeclaration: post('/admin/people/declaration', {
    access: 'admin',
    body: correctDeclarationBody,
    answer: correctDeclarationAnswer,
  }),
};
