// The office page's mess and month, kept in the address (?mess=…&month=…) so a reload or a shared link reads the same.
import { useSearchParams } from 'react-router-dom';
import { currentMonth, isMonth } from '../../../../lib/months';
import type { BillMess } from '../api/mess-bills';
import type { MessMonth } from './mess-month-picker';

export function useMessMonth(messes: readonly BillMess[]): {
  value: MessMonth | null;
  thisMonth: string;
  setValue: (value: MessMonth) => void;
} {
  const [params, setParams] = useSearchParams();
  const thisMonth = currentMonth();
  const asked = Number(params.get('mess'));
  const mess = messes.find((candidate) => candidate.id === asked) ?? messes[0];
  const month = params.get('month');
  return {
    value: mess ? { messId: mess.id, month: isMonth(month) ? month : thisMonth } : null,
    thisMonth,
    setValue: (next) => setParams({ mess: String(next.messId), month: next.month }, { replace: true }),
  };
}
