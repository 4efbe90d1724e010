// One stay as the office works it: who and where, the move-in report (countersigned once sent or due, its disputes in
// view), the items with the student's report, the move-out inspection once they have left, the charges with any appeal to decide, and no
// dues, issued once and printable.
import type { InventoryPrice, RoomCharge, RoomStay } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDuesSheet } from '../../../../components/no-dues-sheet';
import { Button } from '../../../../components/ui/button';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useStayPlace } from '../../../../lib/stay-place';
import { useNow } from '../../../../lib/use-now';
import { countersignReport, issueNoDues } from '../api/inspections';
import { DecideForm } from './decide-form';
import { InspectForm } from './inspect-form';
import { ChargePhotos, Disputes, Items } from './stay-items';

type Changed = (stay: RoomStay) => void;

function useAct(onChanged: Changed) {
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<RoomStay>, done: string) => {
    setBusy(true);
    try {
      onChanged(await run());
      notify.success(done);
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, act: (run: () => Promise<RoomStay>, done: string) => void act(run, done) };
}

function ReportLine({ stay }: { stay: RoomStay }) {
  const { t } = useTranslation('inspections');
  const now = useNow();
  const words = stay.submitted_at
    ? t('stays.reportSent', { at: formatDateTime(stay.submitted_at) })
    : Date.parse(stay.due_at) > now
      ? t('stays.reportDue', { at: formatDateTime(stay.due_at) })
      : t('stays.reportAsListed', { at: formatDateTime(stay.due_at) });
  return (
    <p>
      {words} {stay.countersigned_at ? t('stays.countersigned', { at: formatDateTime(stay.countersigned_at) }) : null}
    </p>
  );
}

function Charge({
  stay,
  charge,
  open,
  onChanged,
}: {
  stay: RoomStay;
  charge: RoomCharge;
  open: boolean;
  onChanged: Changed;
}) {
  const { t } = useTranslation(['inspections', 'room']);
  return (
    <li>
      <strong>{t('charge.line', { label: charge.label, condition: t(`room:condition.${charge.condition}`) })}</strong>
      <p>
        {t('charge.amounts', {
          amount: formatMoney(charge.amount_minor),
          price: formatMoney(charge.price_minor),
          count: charge.sharers,
        })}{' '}
        · {t('charge.owed', { amount: formatMoney(charge.owed_minor) })}
      </p>
      <ChargePhotos stay={stay} charge={charge} />
      {charge.appeal && charge.appealed_at ? (
        <>
          <p className="room-muted">{t('charge.appeal', { at: formatDateTime(charge.appealed_at) })}</p>
          <p>{charge.appeal}</p>
          {charge.decided_at && charge.decided_amount_minor !== null ? (
            <>
              <p>
                {t('charge.decided', {
                  at: formatDateTime(charge.decided_at),
                  amount: formatMoney(charge.decided_amount_minor),
                })}
              </p>
              {charge.decision_note ? <p>{charge.decision_note}</p> : null}
            </>
          ) : open ? (
            <DecideForm charge={charge} onDecided={onChanged} />
          ) : null}
        </>
      ) : null}
    </li>
  );
}

export function StayCard({
  stay,
  prices,
  onChanged,
}: {
  stay: RoomStay;
  prices: readonly InventoryPrice[];
  onChanged: Changed;
}) {
  const { t } = useTranslation('inspections');
  const { busy, act } = useAct(onChanged);
  const [inspecting, setInspecting] = useState(false);
  const now = useNow();
  const bed = useStayPlace()(stay);
  const dueOrSent = stay.submitted_at !== null || Date.parse(stay.due_at) <= now;
  const who = stay.student
    ? t('stays.student', { name: stay.student.full_name, roll: stay.student.roll_number })
    : t('stays.formerResident');
  const inspected: Changed = (changed) => {
    setInspecting(false);
    onChanged(changed);
  };
  return (
    <li className="inspections-stay">
      <h3>
        {who} · {bed}
      </h3>
      <p className="room-muted">
        {t('stays.since', { at: formatDateTime(stay.opened_at) })}
        {stay.ended_at ? ` · ${t('stays.ended', { at: formatDateTime(stay.ended_at) })}` : null}
      </p>
      <ReportLine stay={stay} />
      <Disputes stay={stay} />
      {!stay.countersigned_at && dueOrSent ? (
        <Button
          variant="secondary"
          busy={busy}
          busyLabel={t('stays.countersigning')}
          onClick={() => act(() => countersignReport(stay.id), t('stays.countersignedOk', { bed }))}
        >
          {t('stays.countersign')}
        </Button>
      ) : null}
      <Items stay={stay} />
      {stay.ended_at && !stay.inspected_at ? (
        inspecting ? (
          <InspectForm stay={stay} prices={prices} onInspected={inspected} />
        ) : (
          <Button onClick={() => setInspecting(true)}>{t('inspect.open')}</Button>
        )
      ) : null}
      {stay.inspected_at ? (
        <>
          <p>{t('stays.inspectedAt', { at: formatDateTime(stay.inspected_at) })}</p>
          <h4>{t('stays.charges')}</h4>
          {stay.charges.length === 0 ? <p>{t('stays.noCharges')}</p> : null}
          <ul className="room-items">
            {stay.charges.map((charge) => (
              <Charge key={charge.id} stay={stay} charge={charge} open={!stay.clearance} onChanged={onChanged} />
            ))}
          </ul>
          {stay.clearance ? null : (
            <Button
              busy={busy}
              busyLabel={t('noDues.issuing')}
              onClick={() => act(() => issueNoDues(stay.id), t('noDues.issued', { bed }))}
            >
              {t('noDues.issue')}
            </Button>
          )}
        </>
      ) : null}
      <NoDuesSheet stay={stay} />
    </li>
  );
}
