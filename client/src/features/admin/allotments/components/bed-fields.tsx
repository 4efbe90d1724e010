// A bed as the office names it: hostel (those the account serves), wing, room number and bed A or B.
import type { BedName } from '@campus-hostel/contracts/api';
import { BED_LABELS } from '@campus-hostel/contracts/reference';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../components/ui/field';

export interface BedDraft {
  hostel: string;
  wing: string;
  room: string;
  bed: string;
}

export const EMPTY_BED: BedDraft = { hostel: '', wing: '', room: '', bed: 'A' };

/** The draft as the API takes it, or null while the room number is not a number. */
export function bedOf(draft: BedDraft): BedName | null {
  const room = Number(draft.room);
  if (!Number.isInteger(room) || room <= 0 || draft.hostel === '' || draft.wing.trim() === '') return null;
  return { hostel: draft.hostel, wing: draft.wing.trim().toUpperCase(), room, bed: draft.bed as BedName['bed'] };
}

export interface BedFieldsProps {
  hostels: readonly string[];
  value: BedDraft;
  onChange: (next: BedDraft) => void;
  invalid: boolean;
}

export function BedFields({ hostels, value, onChange, invalid }: BedFieldsProps) {
  const { t } = useTranslation('allotments');
  const set = (patch: Partial<BedDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="allotment-bed">
      <SelectField
        label={t('bed.hostel')}
        options={hostels.map((name) => ({ value: name, label: name }))}
        value={value.hostel}
        onChange={(event) => set({ hostel: event.target.value })}
      />
      <TextField
        label={t('bed.wing')}
        value={value.wing}
        maxLength={20}
        autoCapitalize="characters"
        onChange={(event) => set({ wing: event.target.value })}
      />
      <TextField
        label={t('bed.room')}
        inputMode="numeric"
        value={value.room}
        maxLength={5}
        error={invalid ? t('bed.roomInvalid') : undefined}
        onChange={(event) => set({ room: event.target.value })}
      />
      <SelectField
        label={t('bed.bed')}
        options={BED_LABELS.map((label) => ({ value: label, label }))}
        value={value.bed}
        onChange={(event) => set({ bed: event.target.value })}
      />
    </div>
  );
}
