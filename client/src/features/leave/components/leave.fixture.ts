// A leave of Asha's for the leave components' tests: asked for, to Bilaspur from Kanhar, with the fields given.
import type { LeaveItem } from '@campus-hostel/contracts/api';

const HOUR = 3_600_000;

/** `from` and `to` are hours from now. */
export function leaveOf(fields: Partial<LeaveItem> & { fromHours?: number; toHours?: number } = {}): LeaveItem {
  const { fromHours = 48, toHours = 96, ...rest } = fields;
  return {
    id: 11,
    hostel_name: 'Kanhar',
    from: new Date(Date.now() + fromHours * HOUR).toISOString(),
    to: new Date(Date.now() + toHours * HOUR).toISOString(),
    destination: 'Bilaspur',
    reason: 'Family function',
    phone: '+919876543210',
    status: 'awaiting_guardian',
    guardian_required: true,
    guardian_decision: null,
    note: null,
    pass_token: null,
    student: { name: 'Asha Verma', roll_number: 'B23CS041', room: 'A-101' },
    ...rest,
  };
}
