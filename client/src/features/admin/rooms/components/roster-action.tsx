// The roster's actions: check in, check out, out of service and back, each confirmed in a dialog that says what
// follows, then told as a notice; the roster is read again either way.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { t } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import type { RosterBed } from '../api/get-roster';
import { checkInBed, checkOutBed, setRoomService } from '../api/room-actions';
import { roomActionFailure, type RosterRoom } from '../roster';

export type Pending =
  | { kind: 'check-in' | 'check-out'; bed: RosterBed }
  | { kind: 'out-of-service' | 'back-in-service'; room: RosterRoom; wing: string };

export const roomName = (wing: string, room: { room_number: number }) =>
  t('admin:rooms.roomName', { wing, room: room.room_number });
const occupantOf = (bed: RosterBed) => bed.occupant_name ?? bed.occupant_email ?? t('admin:rooms.theOccupant');

function dialogFor(pending: Pending): { title: string; text: string; confirm: string; busy: string } {
  switch (pending.kind) {
    case 'check-in':
      return {
        title: t('admin:rooms.checkInTitle'),
        text: t('admin:rooms.checkInText', {
          who: occupantOf(pending.bed),
          bed: pending.bed.label,
          room: pending.bed.room_number,
        }),
        confirm: t('admin:rooms.checkIn'),
        busy: t('admin:rooms.checkingIn'),
      };
    case 'check-out':
      return {
        title: t('admin:rooms.checkOutTitle'),
        text: t('admin:rooms.checkOutText', {
          who: occupantOf(pending.bed),
          bed: pending.bed.label,
          room: pending.bed.room_number,
        }),
        confirm: t('admin:rooms.checkOut'),
        busy: t('admin:rooms.checkingOut'),
      };
    case 'out-of-service':
      return {
        title: t('admin:rooms.takeOutTitle'),
        text: t('admin:rooms.takeOutText', { room: roomName(pending.wing, pending.room) }),
        confirm: t('admin:rooms.takeOut'),
        busy: t('admin:complaints.saving'),
      };
    case 'back-in-service':
      return {
        title: t('admin:rooms.returnTitle'),
        text: t('admin:rooms.returnText', { room: roomName(pending.wing, pending.room) }),
        confirm: t('admin:rooms.returnToService'),
        busy: t('admin:complaints.saving'),
      };
  }
}

export interface RosterAction {
  pending: Pending | null;
  ask: (pending: Pending) => void;
  cancel: () => void;
  busy: boolean;
  act: (reason: string | null) => void;
}

export function useRosterAction(done: () => void): RosterAction {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (reason: string | null) => {
    if (!pending) return;
    setBusy(true);
    try {
      switch (pending.kind) {
        case 'check-in':
          await checkInBed(pending.bed.bed_id);
          notify.success(t('admin:rooms.checkedIn', { who: occupantOf(pending.bed) }));
          break;
        case 'check-out':
          await checkOutBed(pending.bed.bed_id);
          notify.success(t('admin:rooms.checkedOut', { who: occupantOf(pending.bed), bed: pending.bed.label }));
          break;
        case 'out-of-service':
          await setRoomService(pending.room.room_id, reason);
          notify.success(t('admin:rooms.isOut', { room: roomName(pending.wing, pending.room) }));
          break;
        case 'back-in-service':
          await setRoomService(pending.room.room_id, null);
          notify.success(t('admin:rooms.isBack', { room: roomName(pending.wing, pending.room) }));
          break;
      }
      setPending(null);
    } catch (error) {
      notify.error(roomActionFailure(error, t('admin:rooms.actionFailed')));
      setPending(null);
    } finally {
      setBusy(false);
      done();
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), busy, act: (reason) => void act(reason) };
}

export function RosterActionDialog({ action }: { action: RosterAction }) {
  const { t } = useTranslation('admin');
  const { pending } = action;
  if (!pending) return null;
  const dialog = dialogFor(pending);
  return (
    <ConfirmDialog
      title={dialog.title}
      confirmLabel={dialog.confirm}
      busyLabel={dialog.busy}
      busy={action.busy}
      reason={pending.kind === 'out-of-service' ? { label: t('audit.reason'), max: 300 } : undefined}
      onConfirm={action.act}
      onCancel={action.cancel}
    >
      <p>{dialog.text}</p>
    </ConfirmDialog>
  );
}
