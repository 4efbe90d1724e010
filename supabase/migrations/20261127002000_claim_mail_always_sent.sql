-- A claim link exists only as mail (the app never shows it), and without it a listed address taken up after the draw
-- cannot be claimed: it is not a kind an account may turn off.
alter table public.notification_preferences drop constraint notification_preferences_email_off_check;
alter table public.notification_preferences add constraint notification_preferences_email_off_check check (
  email_off <@ array[
    'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
    'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
    'selection_slot']::text[]);
