// A hostel's inventory, room by room: each item with whose it is and its condition, edited in place; a new item is
// placed in any of the hostel's rooms (read from the roster when the form first opens). Read again when a stay's
// inspection or countersignature on the same page has written conditions into it.
import type { InventoryItem } from '@campus-hostel/contracts/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getHostelRooms } from '../api/hostel-rooms';
import { getInventory } from '../api/inspections';
import { ItemForm } from './item-form';

function byRoom(items: readonly InventoryItem[]): [string, InventoryItem[]][] {
  const rooms = new Map<string, InventoryItem[]>();
  for (const item of items) rooms.set(item.room, [...(rooms.get(item.room) ?? []), item]);
  return [...rooms.entries()];
}

/** `editing`: the item open in the form, 'new' for a new one, null when closed. */
type Editing = InventoryItem | 'new' | null;

function Editor({
  hostel,
  editing,
  onDone,
}: {
  hostel: string;
  editing: Exclude<Editing, null>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('inspections');
  const rooms = useQuery(`inventory-rooms:${hostel}`, () => getHostelRooms(hostel));
  if (rooms.status === 'error')
    return <RetryMessage role="alert" message={t('inventory.roomsFailed')} onRetry={rooms.reload} />;
  if (!rooms.data) return <p role="status">{t('inventory.roomsLoading')}</p>;
  return (
    <ItemForm
      item={editing === 'new' ? null : editing}
      rooms={rooms.data}
      onSaved={() => onDone(true)}
      onCancel={() => onDone(false)}
    />
  );
}

/** Reads the inventory again each time `revision` changes after the first render, keeping the list on screen meanwhile. */
function useReadAgain(revision: number, reload: () => void) {
  const read = useRef(revision);
  useEffect(() => {
    if (read.current === revision) return;
    read.current = revision;
    reload();
  }, [revision, reload]);
}

export interface InventorySectionProps {
  hostel: string;
  /** Counts the changes made elsewhere on the page that write into the inventory (an inspection, a countersignature). */
  revision: number;
}

export function InventorySection({ hostel, revision }: InventorySectionProps) {
  const { t } = useTranslation(['inspections', 'room']);
  const items = useQuery(`inventory:${hostel}`, () => getInventory(hostel));
  useReadAgain(revision, items.reload);
  const [editing, setEditing] = useState<Editing>(null);
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) items.reload();
  };
  return (
    <section className="panel" aria-labelledby="inspections-inventory">
      <h2 id="inspections-inventory">{t('inventory.title')}</h2>
      {editing ? (
        <Editor hostel={hostel} editing={editing} onDone={done} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('inventory.add')}
        </Button>
      )}
      {items.status === 'error' ? (
        <RetryMessage role="alert" message={t('inventory.failed')} onRetry={items.reload} />
      ) : !items.data ? (
        <p role="status">{t('inventory.loading')}</p>
      ) : items.data.length === 0 ? (
        <p className="room-muted">{t('inventory.none')}</p>
      ) : (
        byRoom(items.data).map(([room, roomItems]) => (
          <div key={room} className="inspections-room">
            <h3>{t('inventory.roomTitle', { room })}</h3>
            <ul className="room-items">
              {roomItems.map((item) => (
                <li key={item.id} className="inspections-item">
                  <span>
                    <strong>{item.label}</strong> · {t(`room:kind.${item.kind}`)} ·{' '}
                    {item.bed_label ? t('inventory.bedOwn', { bed: item.bed_label }) : t('inventory.shared')} ·{' '}
                    {t(`room:condition.${item.condition}`)}
                  </span>
                  <Button variant="ghost" onClick={() => setEditing(item)}>
                    {t('inventory.edit', { label: item.label })}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
