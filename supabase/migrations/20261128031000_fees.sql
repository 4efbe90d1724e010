-- Fees as the office sets them: a fee period on every room's price, a refundable caution deposit per hostel, bookings
-- that charge rent plus deposit (priced here, never by the caller), and receipts numbered from a gap-free series.

-- Prices and deposits -----------------------------------------------------------------------------------------------

alter table public.hostel_room
  add column fee_period text not null default 'semester' check (fee_period in ('semester', 'year'));

comment on column public.hostel_room.fee_period is 'What price_minor pays for: one semester or one year. Public, set by the office with the price (set_room_price).';

-- Public like the price it qualifies; every other new column of hostel_room stays ungranted.
grant select (fee_period) on public.hostel_room to anon, authenticated;

alter table public.hostels
  add column caution_deposit_minor integer not null default 0
    check (caution_deposit_minor between 0 and 100000000);

comment on column public.hostels.caution_deposit_minor is 'The refundable caution deposit a booking in this hostel charges on top of the rent, in minor units; 0 = the hostel keeps none. Public, set by an admin (set_hostel_deposit).';

-- What a booking charged, apart --------------------------------------------------------------------------------------

alter table public.bookings
  add column rent_minor integer,
  add column deposit_minor integer not null default 0 check (deposit_minor >= 0),
  add column fee_period text not null default 'semester' check (fee_period in ('semester', 'year')),
  add column receipt_number text unique;

-- Bookings made before deposits existed charged rent alone.
update public.bookings set rent_minor = amount_minor;

alter table public.bookings
  alter column rent_minor set not null,
  add constraint bookings_rent_positive check (rent_minor > 0),
  add constraint bookings_amount_is_rent_and_deposit check (amount_minor = rent_minor + deposit_minor);

comment on column public.bookings.rent_minor is 'The rent charged for one fee period (fee_period), as the room was priced when the booking opened.';

comment on column public.bookings.deposit_minor is 'The refundable caution deposit charged with the rent (the hostel''s when the booking opened); amount_minor = rent_minor + deposit_minor.';

comment on column public.bookings.receipt_number is 'The receipt''s number, CH/<Indian financial year>/<six digits>: given once, in the transaction that marks the booking paid, from the gap-free receipt_series; never changed.';

-- The receipt series: one counter row per Indian financial year (April to March, in IST). Taking a number locks the
-- year's row until the paying transaction ends, so a rolled-back payment gives its number back and racing payments
-- take consecutive ones.
create table public.receipt_series (
  financial_year text primary key check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null check (last_number > 0)
);

comment on table public.receipt_series is 'The last receipt number given in each Indian financial year (e.g. 2026-27). Written only by the bookings trigger that numbers receipts; no API role reads or writes it.';

alter table public.receipt_series enable row level security;

revoke all on public.receipt_series from anon, authenticated;

-- '2026-27' for any moment from 1 April 2026 to 31 March 2027, India time.
create function public.financial_year(p_at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(y, 'FM0000') || '-' || to_char((y + 1) % 100, 'FM00')
  from (select extract(year from p_at at time zone 'Asia/Kolkata')::integer
               - case when extract(month from p_at at time zone 'Asia/Kolkata') < 4 then 1 else 0 end as y) s;
$$;

-- The rent is what the booking function chose (the room's price); the deposit and the period come from the hostel and
-- the room as they are now, whatever the insert said. No API role may update bookings; the receipt number is kept
-- from everyone else too, the owner included.
create function public.price_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.rent_minor := new.amount_minor;
    select h.caution_deposit_minor, r.fee_period into new.deposit_minor, new.fee_period
    from public.hostel_room r join public.hostels h on h.name = r.hostel_name
    where r.id = new.room_id;
    new.amount_minor := new.rent_minor + new.deposit_minor;
    new.receipt_number := null;
  elsif new.receipt_number is distinct from old.receipt_number then
    raise exception 'a receipt number is given once, when the booking is paid' using errcode = '42501';
  end if;
  if new.status = 'paid' and new.receipt_number is null then
    new.receipt_number := public.next_receipt_number(coalesce(new.paid_at, now()));
  end if;
  return new;
end;
$$;

create function public.next_receipt_number(p_at timestamptz)
returns text
language sql
set search_path = ''
as $$
  insert into public.receipt_series as s (financial_year, last_number)
  values (public.financial_year(p_at), 1)
  on conflict (financial_year) do update set last_number = s.last_number + 1
  returning 'CH/' || s.financial_year || '/' || to_char(s.last_number, 'FM000000');
$$;

create trigger bookings_price before insert or update of status, receipt_number on public.bookings
  for each row execute function public.price_booking();

-- The office's settings ---------------------------------------------------------------------------------------------

drop function public.set_room_price(text, integer, integer, uuid, text);

-- Sets one bed's price, and what it pays for (p_fee_period; null keeps each room's), in every room of a hostel with
-- that occupancy. Holds already open keep their charges. Returns how many rooms changed.
create function public.set_room_price(
  p_hostel_name text, p_occupancy integer, p_price_minor integer, p_fee_period text, p_actor_id uuid,
  p_actor_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
  v_count integer;
begin
  if p_price_minor is null or p_price_minor < 100 or p_price_minor > 100000000 then
    raise exception 'price must be between 100 and 100000000 minor units' using errcode = '22023';
  end if;
  if p_fee_period is not null and p_fee_period not in ('semester', 'year') then
    raise exception 'fee period must be semester or year' using errcode = '22023';
  end if;
  select jsonb_build_object('price_minor', jsonb_agg(distinct r.price_minor),
                            'fee_period', jsonb_agg(distinct r.fee_period))
  into v_before
  from public.hostel_room r where r.hostel_name = p_hostel_name and r.occupancy = p_occupancy;
  update public.hostel_room r
  set price_minor = p_price_minor, fee_period = coalesce(p_fee_period, r.fee_period)
  where r.hostel_name = p_hostel_name and r.occupancy = p_occupancy
    and (r.price_minor <> p_price_minor or r.fee_period <> coalesce(p_fee_period, r.fee_period));
  get diagnostics v_count = row_count;
  if v_count > 0 then
    perform public.record_audit('room.set_price', 'room_type', p_hostel_name || '/' || p_occupancy, v_before,
      jsonb_build_object('price_minor', p_price_minor,
                         'fee_period', coalesce(to_jsonb(p_fee_period), v_before -> 'fee_period'), 'rooms', v_count),
      null, p_actor_id, p_actor_email);
  end if;
  return v_count;
end;
$$;

-- Sets a hostel's caution deposit (0: none). Outcome changed | unchanged | not_found. Holds already open keep theirs.
create function public.set_hostel_deposit(
  p_hostel_name text, p_deposit_minor integer, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before integer;
begin
  if p_deposit_minor is null or p_deposit_minor < 0 or p_deposit_minor > 100000000 then
    raise exception 'deposit must be between 0 and 100000000 minor units' using errcode = '22023';
  end if;
  select h.caution_deposit_minor into v_before from public.hostels h where h.name = p_hostel_name for update;
  if not found then return 'not_found'; end if;
  if v_before = p_deposit_minor then return 'unchanged'; end if;
  update public.hostels h set caution_deposit_minor = p_deposit_minor where h.name = p_hostel_name;
  perform public.record_audit('hostel.set_deposit', 'hostel', p_hostel_name,
    jsonb_build_object('caution_deposit_minor', v_before), jsonb_build_object('caution_deposit_minor', p_deposit_minor),
    null, p_actor_id, p_actor_email);
  return 'changed';
end;
$$;

revoke execute on function
  public.financial_year(timestamptz),
  public.next_receipt_number(timestamptz),
  public.price_booking(),
  public.set_hostel_deposit(text, integer, uuid, text),
  public.set_room_price(text, integer, integer, text, uuid, text)
from public, anon, authenticated;
