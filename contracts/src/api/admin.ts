// The office's API: password login (staff and admins) and resolving applications and complaints, bodies and answers.
import * as z from 'zod/mini';
import { password, positiveId, text } from './fields';
import { OFFICE_ROLES } from './office';
import { post } from './route';

export const adminLoginBody = z.object({ email: text(320), password });
export type AdminLoginBody = z.input<typeof adminLoginBody>;

/** A Supabase session for a member of the office (app_metadata.role staff or admin); the client hands it to supabase-js. */
export const adminSession = z.object({
  user: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    type: z.enum(OFFICE_ROLES),
    user_metadata: z.record(z.string(), z.unknown()),
  }),
  token: z.string(),
  refresh_token: z.string(),
  expires_at: z.nullable(z.number()),
});
export type AdminSession = z.output<typeof adminSession>;

export const resolveApplicationBody = z.object({ application_id: text(64) });
export type ResolveApplicationBody = z.input<typeof resolveApplicationBody>;

export const resolveApplicationAnswer = z.object({ application_id: z.string(), status: z.literal(true) });
export type ResolveApplicationAnswer = z.output<typeof resolveApplicationAnswer>;

export const resolveComplaintBody = z.object({ complaint_id: positiveId });
export type ResolveComplaintBody = z.input<typeof resolveComplaintBody>;

export const resolveComplaintAnswer = z.object({ complaint_id: z.number(), resolved: z.literal(true) });
export type ResolveComplaintAnswer = z.output<typeof resolveComplaintAnswer>;

/** The office's sign-in and its one-button Resolve. */
export const adminApi = {
  login: post('/admin/login', { access: 'public', body: adminLoginBody, answer: adminSession }),
  resolveApplication: post('/admin/resolve-application', {
    access: 'office',
    body: resolveApplicationBody,
    answer: resolveApplicationAnswer,
  }),
  resolveComplaint: post('/admin/resolve-complaint', {
    access: 'places',
    body: resolveComplaintBody,
    answer: resolveComplaintAnswer,
  }),
};
