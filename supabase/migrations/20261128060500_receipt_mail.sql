-- The booking receipt's mail and bell say what the printed receipt says: its number, the fee period the rent pays for,
-- and the caution deposit apart from the rent (the fees migration gave bookings all three; the mail kept only the total).
create or replace function public.notify_booking_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_facts jsonb := public.booking_facts(new);
begin
  if new.status = 'paid' then
    perform public.notify(new.user_id, new.email, 'booking_receipt',
      v_facts || jsonb_build_object('paid_at', new.paid_at, 'payment_intent_id', new.payment_intent_id,
                                    'receipt_number', new.receipt_number, 'fee_period', new.fee_period,
                                    'rent_minor', new.rent_minor, 'deposit_minor', new.deposit_minor),
      'booking_receipt:' || new.id);
  elsif new.status = 'refunded' then
    perform public.notify(new.user_id, new.email, 'booking_refunded',
      v_facts || jsonb_build_object('payment_intent_id', new.payment_intent_id),
      'booking_refunded:' || new.id);
  elsif new.status = 'expired' and old.status = 'held' and new.hold_ends_at is not null and new.hold_ends_at <= now() then
    perform public.notify(new.user_id, new.email, 'hold_lapsed', v_facts, 'hold_lapsed:' || new.id);
  end if;
  return null;
end;
$$;
