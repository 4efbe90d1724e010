// The student's leave, newest first, each with what may still be done with it.
import type { LeaveItem } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { LeaveEntry } from './leave-entry';

export function MyLeave({ leave, onChanged }: { leave: readonly LeaveItem[]; onChanged: () => void }) {
  const { t } = useTranslation('leave');
  const now = useNow();
  if (leave.length === 0) return <p className="leave-muted">{t('mine.none')}</p>;
  return (
    <ul className="leave-list">
      {leave.map((item) => (
        <LeaveEntry key={item.id} leave={item} now={now} onChanged={onChanged} />
      ))}
    </ul>
  );
}
