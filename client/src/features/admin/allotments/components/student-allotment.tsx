// The chosen student and what the office may do with them: allot a bed when they hold none; otherwise move, swap or
// end. After each change the panel shows the bed the server says they now hold.
import type { AllotmentAnswer, AllotmentStudent } from '@campus-hostel/contracts/api';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BedChangeForm } from './bed-change-form';
import { EndForm } from './end-form';
import { SwapForm } from './swap-form';

export interface StudentAllotmentProps {
  student: AllotmentStudent;
  hostels: readonly string[];
  /** The approved room change application this move answers, if any. */
  applicationId: string | null;
  onChanged: (answer: AllotmentAnswer) => void;
}

export function StudentAllotment({ student, hostels, applicationId, onChanged }: StudentAllotmentProps) {
  const { t } = useTranslation('allotments');
  const heading = useRef<HTMLHeadingElement>(null);
  const who = `${student.full_name} (${student.roll_number})`;
  const { bed } = student;

  useEffect(() => heading.current?.focus(), [student.user_id]);

  return (
    <section className="panel" aria-labelledby="allotment-student">
      <h2 id="allotment-student" ref={heading} tabIndex={-1}>
        {t('student.title', { name: student.full_name, roll: student.roll_number })}
      </h2>
      <p>{bed ? t('student.holds', { bed: bed.name }) : t('student.holdsNothing')}</p>
      {applicationId && bed ? (
        <p className="admin-lead">{t('student.fromApplication', { id: applicationId })}</p>
      ) : null}
      {bed ? (
        <div className="allotment-actions">
          <BedChangeForm
            key={`move-${bed.bed_id}`}
            action="move"
            userId={student.user_id}
            who={who}
            hostels={hostels}
            initialReason={applicationId ? t('student.applicationReason', { id: applicationId }) : ''}
            onChanged={onChanged}
          />
          <SwapForm key={`swap-${bed.bed_id}`} userId={student.user_id} who={who} bed={bed} onChanged={onChanged} />
          <EndForm userId={student.user_id} who={who} bed={bed} onChanged={onChanged} />
        </div>
      ) : (
        <BedChangeForm
          action="allot"
          userId={student.user_id}
          who={who}
          hostels={hostels}
          initialReason=""
          onChanged={onChanged}
        />
      )}
    </section>
  );
}
