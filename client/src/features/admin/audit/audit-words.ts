// The audit log in words: each action the database records (supabase/migrations/*_office.sql, the server's
// person.set_role) as the office would say it, and each target as the office knows it.

export const AUDIT_ACTIONS = {
  'application.approve': 'Approved application',
  'application.reject': 'Rejected application',
  'complaint.assign': 'Assigned complaint',
  'complaint.start': 'Started work on complaint',
  'complaint.reply': 'Replied to complaint',
  'complaint.resolve': 'Resolved complaint',
  'notice.create': 'Created notice',
  'notice.edit': 'Edited notice',
  'room.take_out_of_service': 'Took room out of service',
  'room.return_to_service': 'Returned room to service',
  'room.set_price': 'Set room price',
  'bed.check_in': 'Checked in',
  'bed.check_out': 'Checked out',
  'booking.refund': 'Refunded booking',
  'person.set_role': 'Changed role',
  'profile.correct': 'Corrected declaration',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_TARGET_TYPES = {
  application: 'Application',
  complaint: 'Complaint',
  notice: 'Notice',
  room: 'Room',
  room_type: 'Room type',
  bed: 'Bed',
  booking: 'Booking',
  user: 'Account',
} as const satisfies Record<string, string>;

export type AuditTargetType = keyof typeof AUDIT_TARGET_TYPES;

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

export function isAuditTargetType(value: string): value is AuditTargetType {
  return Object.hasOwn(AUDIT_TARGET_TYPES, value);
}

/** 'booking.refund' → 'Refunded booking'; an action added later reads from its name ('waitlist.offer' → 'Waitlist offer'). */
export function actionInWords(action: string): string {
  if (isAuditAction(action)) return AUDIT_ACTIONS[action];
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'complaint', '12' → 'Complaint #12'; 'room_type', 'Kanhar/2' → 'Kanhar double rooms'; a booking by its reference. */
export function targetInWords(type: string, id: string): string {
  if (type === 'room_type') {
    const [hostel, occupancy] = id.split('/');
    if (hostel && (occupancy === '1' || occupancy === '2')) {
      return `${hostel} ${occupancy === '1' ? 'single' : 'double'} rooms`;
    }
  }
  if (type === 'application' || type === 'booking' || type === 'user') return `${AUDIT_TARGET_TYPES[type]} ${id}`;
  if (isAuditTargetType(type)) return `${AUDIT_TARGET_TYPES[type]} #${id}`;
  return `${type.replace(/_/g, ' ')} ${id}`;
}
