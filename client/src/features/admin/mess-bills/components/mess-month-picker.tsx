// Which mess and which month an office page reads: the messes the account sees, and this month or the eleven before.
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/field';
import { formatMonth, monthsUpTo } from '../../../../lib/months';
import type { BillMess } from '../api/mess-bills';

export interface MessMonth {
  messId: number;
  month: string;
}

export interface MessMonthPickerProps {
  messes: readonly BillMess[];
  value: MessMonth;
  thisMonth: string;
  onChange: (value: MessMonth) => void;
}

export function MessMonthPicker({ messes, value, thisMonth, onChange }: MessMonthPickerProps) {
  const { t } = useTranslation('mess-bills');
  const months = monthsUpTo(thisMonth, 12);
  return (
    <div className="mess-month-picker">
      <SelectField
        label={t('office.mess')}
        value={String(value.messId)}
        onChange={(event) => onChange({ ...value, messId: Number(event.target.value) })}
        options={messes.map((mess) => ({ value: String(mess.id), label: mess.name }))}
      />
      <SelectField
        label={t('office.month')}
        value={value.month}
        onChange={(event) => onChange({ ...value, month: event.target.value })}
        options={months.map((month) => ({ value: month, label: formatMonth(month) }))}
      />
    </div>
  );
}
