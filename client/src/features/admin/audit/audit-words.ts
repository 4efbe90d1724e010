// The audit log in words: each action the database records (public.record_audit in the migrations, and the server's
// person.set_role) as the office would say it, and each target as the office knows it, in the language being read.
import { t } from '../../../lib/i18n';

export const AUDIT_ACTIONS = [
  'application.approve',
  'application.reject',
  'complaint.assign',
  'complaint.start',
  'complaint.reply',
  'complaint.resolve',
  'notice.create',
  'notice.edit',
  'room.take_out_of_service',
  'room.return_to_service',
  'room.set_price',
  'bed.check_in',
  'bed.check_out',
  'booking.refund',
  'person.set_role',
  'person.grant_access',
  'person.refuse_access',
  'profile.correct',
  'record.correct',
  'person.set_places',
  'allotment.allot',
  'allotment.move',
  'allotment.swap',
  'allotment.end',
  'mess.create',
  'mess.edit',
  'mess_extra.create',
  'mess_extra.edit',
  'mess_period.create',
  'mess_period.edit',
  'mess_menu.publish',
  'mess_menu.unpublish',
  'mess_rebate.decide',
  'mess_bill.correct',
  'mess.set_thresholds',
  'leave_rules.edit',
  'guardian.confirm',
  'guardian.refuse',
  'leave.guardian_consent',
  'leave.guardian_refuse',
  'leave.approve',
  'leave.reject',
  'rollcall.mark',
  'allotment.offer',
  'hostel.set_deposit',
  'hostel.set_office_allotment',
  'institute.roll_number_format',
  'selection_window.create',
  'selection_window.edit',
  'selection_window.delete',
  'visitor_rules.edit',
  'visitor_blackout.add',
  'visitor_blackout.remove',
  'visitor_ban.add',
  'visitor_ban.lift',
  'guest_stay.approve',
  'guest_stay.refuse',
  'guest_stay.check_in',
  'guest_stay.check_out',
  'guest_house_rules.edit',
  'guest_room.edit',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'application',
  'complaint',
  'notice',
  'room',
  'room_type',
  'bed',
  'booking',
  'user',
  'mess',
  'mess_period',
  'mess_menu',
  'mess_rebate',
  'hostel',
  'leave',
  'selection_window',
  'visitor_phone',
  'guest_stay',
  'guest_room',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export function isAuditTargetType(value: string): value is AuditTargetType {
  return (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
}

/** Targets named by an id of their own (a reference, an account, a hostel's name, a phone number), not a number. */
const NAMED_BY_ID: ReadonlySet<AuditTargetType> = new Set([
  'application',
  'booking',
  'user',
  'hostel',
  'visitor_phone',
  'guest_room',
]);

/** A target type's word: 'room_type' → 'Room type'. */
export function targetTypeInWords(type: AuditTargetType): string {
  return t(`admin:audit.targets.${type}`);
}

/** 'booking.refund' → 'Refunded booking'; an action added later reads from its name ('waitlist.offer' → 'Waitlist offer'). */
export function actionInWords(action: string): string {
  if (isAuditAction(action)) return t(`admin:audit.actions.${action}`);
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * 'complaint', '12' → 'Complaint #12'; 'room_type', 'Kanhar/2' → 'Kanhar double rooms'; a booking by its reference, a
 * banned visitor by their phone number.
 */
export function targetInWords(type: string, id: string): string {
  if (type === 'room_type') {
    const [hostel, occupancy] = id.split('/');
    if (hostel && (occupancy === '1' || occupancy === '2')) {
      return t(occupancy === '1' ? 'admin:audit.singleRooms' : 'admin:audit.doubleRooms', { hostel });
    }
  }
  if (isAuditTargetType(type)) {
    const words = NAMED_BY_ID.has(type) ? 'admin:audit.targetById' : 'admin:audit.targetByNumber';
    return t(words, { type: targetTypeInWords(type), id });
  }
  return `${type.replace(/_/g, ' ')} ${id}`;
}
