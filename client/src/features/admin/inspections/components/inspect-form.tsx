// The move-out inspection of a stay: each item's condition now (what it started as beside it), a note and photos,
// and the charge that would be proposed, from the price list, before it is recorded.
import {
  ITEM_CONDITIONS,
  ROOM_INVENTORY_LIMITS,
  type InventoryPrice,
  type ItemCondition,
  type ReportItem,
  type RoomStay,
} from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker, usePhotoCheck } from '../../../../components/room-photos';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useAuth } from '../../../../lib/auth';
import { normalizeError } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { uploadRoomPhotos } from '../../../../lib/room-photos';
import { useStayPlace } from '../../../../lib/stay-place';
import { inspectStay } from '../api/inspections';
import { proposedCharge } from '../proposed-charge';

interface Line {
  condition: ItemCondition;
  note: string;
  files: File[];
}

function ProposedCharge({ item, line, prices }: { item: ReportItem; line: Line; prices: readonly InventoryPrice[] }) {
  const { t } = useTranslation('inspections');
  const amount = proposedCharge(item, line.condition, prices);
  if (amount === null) return <p className="inspections-error">{t('inspect.noPrice')}</p>;
  if (amount === 0) return <p className="room-muted">{t('inspect.noCharge')}</p>;
  const words = { amount: formatMoney(amount) };
  return <p className="room-owed">{item.shared ? t('inspect.proposedShared', words) : t('inspect.proposed', words)}</p>;
}

export interface InspectFormProps {
  stay: RoomStay;
  prices: readonly InventoryPrice[];
  onInspected: (stay: RoomStay) => void;
}

export function InspectForm({ stay, prices, onInspected }: InspectFormProps) {
  const { t } = useTranslation(['inspections', 'room']);
  const { user } = useAuth();
  const checkPhotos = usePhotoCheck();
  const placeOf = useStayPlace();
  const [lines, setLines] = useState<Record<number, Line>>(() =>
    Object.fromEntries(stay.items.map((item) => [item.item_id, { condition: item.condition, note: '', files: [] }])),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (itemId: number, change: Partial<Line>) =>
    setLines((shown) => ({ ...shown, [itemId]: { ...(shown[itemId] as Line), ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = stay.items
      .map((item) => {
        const line = lines[item.item_id] as Line;
        if (line.note.trim().length > ROOM_INVENTORY_LIMITS.noteMax)
          return t('inspect.noteTooLong', { count: ROOM_INVENTORY_LIMITS.noteMax });
        return checkPhotos(line.files);
      })
      .find(Boolean);
    if (problem || !user) return setError(problem ?? null);
    setError(null);
    setBusy(true);
    try {
      const body = [];
      for (const item of stay.items) {
        const line = lines[item.item_id] as Line;
        const photos = await uploadRoomPhotos(user.id, line.files);
        body.push({ item_id: item.item_id, condition: line.condition, note: line.note.trim() || null, photos });
      }
      const inspected = await inspectStay(stay.id, { lines: body });
      notify.success(t('inspect.done', { bed: placeOf(stay) }));
      onInspected(inspected);
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inspections-form" onSubmit={(event) => void submit(event)} noValidate>
      <h4>{t('inspect.title')}</h4>
      <p className="room-muted">{t('inspect.lead')}</p>
      {stay.items.map((item) => {
        const line = lines[item.item_id] as Line;
        const start =
          item.verdict === 'disputed' && item.claimed_condition ? item.claimed_condition : item.listed_condition;
        return (
          <fieldset key={item.item_id} className="room-report__item">
            <legend>{item.label}</legend>
            <p className="room-muted">{t('inspect.startedAs', { condition: t(`room:condition.${start}`) })}</p>
            <SelectField
              label={t('inspect.condition', { label: item.label })}
              value={line.condition}
              options={ITEM_CONDITIONS.map((value) => ({ value, label: t(`room:condition.${value}`) }))}
              disabled={busy}
              onChange={(event) => set(item.item_id, { condition: event.target.value as ItemCondition })}
            />
            <TextField
              label={t('inspect.note', { label: item.label })}
              value={line.note}
              disabled={busy}
              onChange={(event) => set(item.item_id, { note: event.target.value })}
            />
            <PhotoPicker
              files={line.files}
              error={checkPhotos(line.files) ?? undefined}
              disabled={busy}
              onChange={(files) => set(item.item_id, { files })}
            />
            <ProposedCharge item={item} line={line} prices={prices} />
          </fieldset>
        );
      })}
      {error ? (
        <p className="inspections-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={t('inspect.sending')}>
        {t('inspect.submit')}
      </Button>
    </form>
  );
}
