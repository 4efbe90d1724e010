-- Two new kinds: a guest stay's step told to its host (confirmed with its receipt, waiting for the warden, approved,
-- refused, void, refunded), and a long stay awaiting approval told to the guest house's wardens.
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid', 'leave_status', 'leave_guardian_consent', 'gate_late_return', 'leave_guardian_late',
  'visitor_pass', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void', 'guest_stay_status', 'guest_stay_review'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid',
  'leave_status', 'gate_late_return', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void', 'guest_stay_status',
  'guest_stay_review']::text[]);
