// The notices API: the office writes a notice for everyone, for hostels or for roles, now, later or as a draft; once
// published it reaches its audience's bells (and their mail when important). Reads go to Supabase under RLS.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { hostelName, positiveId, text } from './fields';
import { post } from './route';

/** Who a notice is for: everyone, the students holding a bed in its hostels now, or the accounts holding its roles. */
export const NOTICE_AUDIENCES = CheckedValues.notices.audience;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** The roles a notice may be for (notice_roles' CHECK): 'student' is an account with no office role. */
export const NOTICE_AUDIENCE_ROLES = CheckedValues.notice_roles.role;
export type NoticeAudienceRole = (typeof NOTICE_AUDIENCE_ROLES)[number];

export const NOTICE_LIMITS = { titleMax: 200, bodyMax: 4000, hostelsMax: 50 } as const;

const listed = <T extends z.core.$ZodType>(item: T) => z.optional(z.nullable(z.array(item)));

export const saveNoticeBody = z
  .object({
    id: z.optional(z.nullable(positiveId)),
    title: text(NOTICE_LIMITS.titleMax),
    body: text(NOTICE_LIMITS.bodyMax),
    published_at: z.nullable(z.iso.datetime({ offset: true, error: 'must be an ISO date and time' })),
    audience: z.enum(NOTICE_AUDIENCES, { error: 'must be everyone, hostels or roles' }),
    /** With audience hostels: 1 to 50 hostel names; ignored otherwise. */
    hostels: listed(hostelName),
    /** With audience roles: one or more of NOTICE_AUDIENCE_ROLES; ignored otherwise. */
    roles: listed(z.enum(NOTICE_AUDIENCE_ROLES, { error: `must be one of ${NOTICE_AUDIENCE_ROLES.join(', ')}` })),
    important: z.boolean({ error: 'must be true or false' }),
  })
  .check(
    z.superRefine((notice, ctx) => {
      const hostels = notice.hostels ?? [];
      if (notice.audience === 'hostels' && (hostels.length === 0 || hostels.length > NOTICE_LIMITS.hostelsMax)) {
        ctx.addIssue({
          code: 'custom',
          path: ['hostels'],
          message: `must name 1 to ${NOTICE_LIMITS.hostelsMax} hostels`,
        });
      }
      if (notice.audience === 'roles' && (notice.roles ?? []).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['roles'], message: 'must name at least one role' });
      }
    }),
  );
export type SaveNoticeBody = z.input<typeof saveNoticeBody>;
export const saveNoticeAnswer = z.object({ id: z.number() });
export type SaveNoticeAnswer = z.output<typeof saveNoticeAnswer>;

export const noticesApi = {
  /**
   * POST /admin/notices (office): creates (no id) or edits a notice. published_at: an ISO time (past = published and
   * delivered now, future = scheduled, delivered when it comes) or null (a draft, or unpublished). A notice is
   * delivered once: editing it afterwards reaches nobody again. 404 editing a notice that does not exist; 400
   * `invalid_request` for an audience that names no hostel, no role, or a hostel that does not exist.
   */
  save: post('/admin/notices', { access: 'office', body: saveNoticeBody, answer: saveNoticeAnswer }),
};
