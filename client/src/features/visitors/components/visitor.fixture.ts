// A visitor of Asha's for the visitors components' tests: Meera, her mother, expected at Kanhar, with the fields given.
import type { VisitorPass, VisitorRules } from '@campus-hostel/contracts/api';

const HOUR = 3_600_000;

/** `from` and `to` are hours from now. */
export function visitorOf(fields: Partial<VisitorPass> & { fromHours?: number; toHours?: number } = {}): VisitorPass {
  const { fromHours = 2, toHours = 4, ...rest } = fields;
  return {
    id: 21,
    hostel_name: 'Kanhar',
    visitor_name: 'Meera Verma',
    phone: '9812345670',
    email: 'meera@example.com',
    relation: 'parent',
    gender: 'female',
    purpose: 'Bringing winter clothes',
    from: new Date(Date.now() + fromHours * HOUR).toISOString(),
    to: new Date(Date.now() + toHours * HOUR).toISOString(),
    status: 'active',
    void_reason: null,
    walk_in: false,
    entered_at: null,
    exited_at: null,
    created_at: new Date().toISOString(),
    ...rest,
  };
}

export const RULES: VisitorRules = {
  hostel_name: 'Kanhar',
  visit_from: '10:00',
  visit_to: '18:00',
  max_at_once: 3,
  days_ahead: 7,
  areas: 'The visitors’ lounge and the ground-floor common room',
  other_gender: false,
  blackouts: [
    {
      id: 4,
      hostel_name: 'Kanhar',
      starts_at: '2026-12-10T04:30:00Z',
      ends_at: '2026-12-12T12:30:00Z',
      reason: 'End-semester examinations',
    },
  ],
};
