// Adds an item to a room (shared, or one bed's own) or edits one: its kind, name and condition now.
import {
  INVENTORY_KINDS,
  ITEM_CONDITIONS,
  ROOM_INVENTORY_LIMITS,
  type InventoryItem,
  type InventoryKind,
  type ItemCondition,
} from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { saveItem } from '../api/inspections';
import type { InventoryRoom } from '../api/hostel-rooms';

interface Draft {
  room: string;
  bed: string;
  kind: InventoryKind;
  label: string;
  condition: ItemCondition;
}

const draftOf = (item: InventoryItem | null): Draft => ({
  room: item ? String(item.room_id) : '',
  bed: item?.bed_id ? String(item.bed_id) : '',
  kind: item?.kind ?? 'table',
  label: item?.label ?? '',
  condition: item?.condition ?? 'good',
});

export interface ItemFormProps {
  /** The item edited, or null for a new one. */
  item: InventoryItem | null;
  rooms: readonly InventoryRoom[];
  onSaved: () => void;
  onCancel: () => void;
}

export function ItemForm({ item, rooms, onSaved, onCancel }: ItemFormProps) {
  const { t } = useTranslation(['inspections', 'room']);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Partial<Record<'room' | 'label' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const room = rooms.find((shown) => String(shown.id) === draft.room);
  const set = (change: Partial<Draft>) => setDraft((shown) => ({ ...shown, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const label = draft.label.trim();
    const found: typeof errors = {};
    if (!draft.room) found.room = t('inventory.roomRequired');
    if (!label) found.label = t('inventory.labelRequired');
    else if (label.length > ROOM_INVENTORY_LIMITS.labelMax)
      found.label = t('inventory.labelTooLong', { count: ROOM_INVENTORY_LIMITS.labelMax });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await saveItem({
        ...(item ? { item_id: item.id } : {}),
        room_id: Number(draft.room),
        bed_id: draft.bed ? Number(draft.bed) : null,
        kind: draft.kind,
        label,
        condition: draft.condition,
      });
      notify.success(t('inventory.saved', { label }));
      onSaved();
    } catch (error) {
      setErrors({ form: normalizeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inspections-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{item ? t('inventory.editTitle', { label: item.label }) : t('inventory.addTitle')}</h3>
      <div className="inspections-form__fields">
        <SelectField
          label={t('inventory.room')}
          value={draft.room}
          placeholder={t('room:report.choose')}
          options={rooms.map((shown) => ({ value: String(shown.id), label: shown.label }))}
          error={errors.room}
          disabled={busy || item !== null}
          onChange={(event) => set({ room: event.target.value, bed: '' })}
        />
        <SelectField
          label={t('inventory.bed')}
          value={draft.bed}
          options={[
            { value: '', label: t('inventory.wholeRoom') },
            ...(room?.beds ?? []).map((bed) => ({
              value: String(bed.id),
              label: t('inventory.bedOption', { bed: bed.label }),
            })),
          ]}
          disabled={busy || item !== null}
          onChange={(event) => set({ bed: event.target.value })}
        />
        <SelectField
          label={t('inventory.kind')}
          value={draft.kind}
          options={INVENTORY_KINDS.map((kind) => ({ value: kind, label: t(`room:kind.${kind}`) }))}
          disabled={busy}
          onChange={(event) => set({ kind: event.target.value as InventoryKind })}
        />
        <TextField
          label={t('inventory.label')}
          value={draft.label}
          error={errors.label}
          disabled={busy}
          onChange={(event) => set({ label: event.target.value })}
        />
        <SelectField
          label={t('inventory.condition')}
          value={draft.condition}
          options={ITEM_CONDITIONS.map((condition) => ({ value: condition, label: t(`room:condition.${condition}`) }))}
          disabled={busy}
          onChange={(event) => set({ condition: event.target.value as ItemCondition })}
        />
      </div>
      {errors.form ? (
        <p className="inspections-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="inspections-actions">
        <Button type="submit" busy={busy} busyLabel={t('inventory.saving')}>
          {t('inventory.save')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {t('inventory.cancel')}
        </Button>
      </div>
    </form>
  );
}
