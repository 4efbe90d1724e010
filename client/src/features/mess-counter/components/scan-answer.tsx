// The counter's answer to a scan, large and in colour, announced as it changes: served in green with who, or why not.
import type { CounterMeal, CounterStudent, ScanRefusal } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';

export type CounterAnswer =
  | { kind: 'served'; student: CounterStudent; meal: CounterMeal; userId: string }
  | { kind: 'refused'; code: ScanRefusal; student: CounterStudent | null; meal: CounterMeal }
  | { kind: 'failed'; message: string };

export function ScanAnswer({ answer }: { answer: CounterAnswer | null }) {
  const { t } = useTranslation('mess-counter');
  const tone = answer === null ? 'idle' : answer.kind === 'served' ? 'served' : 'refused';
  return (
    <div className={`scan-answer scan-answer--${tone}`} role="status" aria-live="assertive" aria-atomic="true">
      {answer === null ? null : answer.kind === 'failed' ? (
        <>
          <p className="scan-answer__headline">{t('answer.failed')}</p>
          <p>{answer.message}</p>
        </>
      ) : (
        <>
          <p className="scan-answer__headline">
            {answer.kind === 'served' ? t('answer.served', { name: answer.student.name }) : t(`answer.${answer.code}`)}
          </p>
          {answer.kind === 'refused' && answer.student ? (
            <p>
              {answer.student.roll_number
                ? t('answer.who', { name: answer.student.name, roll: answer.student.roll_number })
                : answer.student.name}
            </p>
          ) : null}
          {answer.kind === 'served' && answer.student.roll_number ? <p>{answer.student.roll_number}</p> : null}
          {answer.kind === 'refused' ? <p>{t(`answer.reasons.${answer.code}`)}</p> : null}
          <p className="scan-answer__meal">{t('answer.meal', { meal: t(`counter.meals.${answer.meal}`) })}</p>
        </>
      )}
    </div>
  );
}
