// The roster's actions: check in, check out, out of service and back, each confirmed in a dialog that says what
// follows, then told as a notice; the roster is read again either way.
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../lib/notifications';
import type { RosterBed } from '../api/get-roster';
import { checkInBed, checkOutBed, setRoomService } from '../api/room-actions';
import { roomActionFailure, type RosterRoom } from '../roster';

export type Pending =
  | { kind: 'check-in' | 'check-out'; bed: RosterBed }
  | { kind: 'out-of-service' | 'back-in-service'; room: RosterRoom; wing: string };

export const roomName = (wing: string, room: { room_number: number }) => `Wing ${wing} · Room ${room.room_number}`;
const occupantOf = (bed: RosterBed) => bed.occupant_name ?? bed.occupant_email ?? 'the occupant';

function dialogFor(pending: Pending): { title: string; text: string; confirm: string; busy: string } {
  switch (pending.kind) {
    case 'check-in':
      return {
        title: 'Check in?',
        text: `${occupantOf(pending.bed)} collects the keys to bed ${pending.bed.label} of room ${pending.bed.room_number}.`,
        confirm: 'Check in',
        busy: 'Checking in...',
      };
    case 'check-out':
      return {
        title: 'Check out?',
        text: `${occupantOf(pending.bed)} leaves bed ${pending.bed.label} of room ${pending.bed.room_number}. The bed becomes free for booking and the paid booking ends. This cannot be undone here.`,
        confirm: 'Check out',
        busy: 'Checking out...',
      };
    case 'out-of-service':
      return {
        title: 'Take out of service?',
        text: `${roomName(pending.wing, pending.room)} cannot be booked until it returns to service. Students see it as Out of service; the reason stays with the office.`,
        confirm: 'Take out of service',
        busy: 'Saving...',
      };
    case 'back-in-service':
      return {
        title: 'Return to service?',
        text: `${roomName(pending.wing, pending.room)} can be booked again at once.`,
        confirm: 'Return to service',
        busy: 'Saving...',
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
          notify.success(`${occupantOf(pending.bed)} is checked in.`);
          break;
        case 'check-out':
          await checkOutBed(pending.bed.bed_id);
          notify.success(`${occupantOf(pending.bed)} is checked out. Bed ${pending.bed.label} is free.`);
          break;
        case 'out-of-service':
          await setRoomService(pending.room.room_id, reason);
          notify.success(`${roomName(pending.wing, pending.room)} is out of service.`);
          break;
        case 'back-in-service':
          await setRoomService(pending.room.room_id, null);
          notify.success(`${roomName(pending.wing, pending.room)} is back in service.`);
          break;
      }
      setPending(null);
    } catch (error) {
      notify.error(roomActionFailure(error, 'That could not be done right now. Please try again.'));
      setPending(null);
    } finally {
      setBusy(false);
      done();
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), busy, act: (reason) => void act(reason) };
}

export function RosterActionDialog({ action }: { action: RosterAction }) {
  const { pending } = action;
  if (!pending) return null;
  const dialog = dialogFor(pending);
  return (
    <ConfirmDialog
      title={dialog.title}
      confirmLabel={dialog.confirm}
      busyLabel={dialog.busy}
      busy={action.busy}
      reason={pending.kind === 'out-of-service' ? { label: 'Reason', max: 300 } : undefined}
      onConfirm={action.act}
      onCancel={action.cancel}
    >
      <p>{dialog.text}</p>
    </ConfirmDialog>
  );
}
