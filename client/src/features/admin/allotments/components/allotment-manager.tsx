// /admin/allotments: find a student, then allot, move, swap or end; or import a whole allotment list. A warden works
// within their hostels (the server keeps them there; the page offers only those).
import type { AllotmentAnswer, AllotmentStudent } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllotmentImport } from './allotment-import';
import { HostelRules } from './hostel-rules';
import { StudentAllotment } from './student-allotment';
import { StudentFinder } from './student-finder';
import '../allotments.css';

export interface AllotmentManagerProps {
  /** The hostels the account acts for. */
  hostels: readonly string[];
  /** A student to look up at once (an approved room change's student), and that application's id. */
  initialStudent: string;
  applicationId: string | null;
  /** Admins also set what an allotment does in each hostel. */
  isAdmin: boolean;
}

export function AllotmentManager({ hostels, initialStudent, applicationId, isAdmin }: AllotmentManagerProps) {
  const { t } = useTranslation('allotments');
  const [chosen, setChosen] = useState<AllotmentStudent | null>(null);
  const [version, setVersion] = useState(0);

  const changed = (answer: AllotmentAnswer) => {
    setChosen((student) => (student && student.user_id === answer.user_id ? { ...student, bed: answer.bed } : student));
    setVersion((n) => n + 1);
  };

  return (
    <section className="allotments" aria-labelledby="allotments-title">
      <title>{t('pageTitle')}</title>
      <h1 id="allotments-title" className="admin-title">
        {t('title')}
      </h1>
      <p className="admin-lead">{t('intro')}</p>
      <StudentFinder
        initialQuery={initialStudent}
        chosen={chosen?.user_id ?? null}
        onChoose={setChosen}
        version={version}
      />
      {chosen ? (
        <StudentAllotment
          key={chosen.user_id}
          student={chosen}
          hostels={hostels}
          applicationId={applicationId}
          onChanged={changed}
        />
      ) : null}
      <AllotmentImport onApplied={() => setVersion((n) => n + 1)} />
      {isAdmin ? <HostelRules /> : null}
    </section>
  );
}
